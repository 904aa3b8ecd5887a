import { BLACKLIST_STATUS_LABELS, BLACKLIST_STATUSES } from '../../../shared/api/blacklist';
import { SelectField, TextField } from '../../components/forms/form-fields';
import type { EntryFilters } from './use-blacklist-entries';
import styles from './blacklist.module.css';

/** Search by name, and narrow by country, city and (for administrators) status. */
export function BlacklistFilters({
  typed,
  onType,
  filters,
  onChange,
  countries,
  cities,
  isAdmin,
}: {
  typed: string;
  onType: (text: string) => void;
  filters: EntryFilters;
  onChange: (change: Partial<EntryFilters>) => void;
  countries: readonly { code: string; name: string }[];
  cities: readonly string[];
  isAdmin: boolean;
}) {
  return (
    <div role="search" className={`${styles.toolbar} ${isAdmin ? styles.withStatus : ''}`}>
      <TextField
        label="Search by company name"
        type="search"
        value={typed}
        hint="Other names and spellings are searched too."
        onChange={(event) => onType(event.target.value)}
      />
      <SelectField
        label="Country"
        value={filters.country}
        onChange={(event) => onChange({ country: event.target.value, city: '' })}
      >
        <option value="">All countries</option>
        {countries.map(({ code, name }) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="City"
        value={filters.city}
        disabled={!filters.country || cities.length === 0}
        onChange={(event) => onChange({ city: event.target.value })}
      >
        <option value="">{filters.country ? 'All cities' : 'Choose a country first'}</option>
        {cities.map((city) => (
          <option key={city} value={city}>
            {city}
          </option>
        ))}
      </SelectField>
      {isAdmin ? (
        <SelectField
          label="Status"
          value={filters.status}
          onChange={(event) => onChange({ status: event.target.value })}
        >
          <option value="">Every status</option>
          {BLACKLIST_STATUSES.map((status) => (
            <option key={status} value={status}>
              {BLACKLIST_STATUS_LABELS[status]}
            </option>
          ))}
        </SelectField>
      ) : null}
    </div>
  );
}
