import { useState, type FormEvent } from 'react';
import { CITY_MAX, UNIT_TYPE_LABELS, UNIT_TYPES } from '../../../shared/api/virtual-office';
import type { OfficeSearch } from './unit-links';
import { SelectField, TextField } from '../../components/forms/form-fields';
import { CountryOptions } from '../../components/forms/CountryOptions';
import styles from './virtual-office.module.css';

/** Search by loading zone (country, then city) and by type; submitting starts at page 1. */
export function SearchForm({
  search,
  onSearch,
}: {
  search: OfficeSearch;
  onSearch: (search: OfficeSearch) => void;
}) {
  const [country, setCountry] = useState(search.country);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    onSearch({ view: search.view, type: text('type'), country, city: country ? text('city') : '', page: 1 });
  };

  return (
    <form role="search" aria-label="Search transport units" className={styles.search} onSubmit={submit}>
      <SelectField
        label="Loading country"
        value={country}
        onChange={(event) => setCountry(event.target.value)}
      >
        <CountryOptions placeholder="Any country" />
      </SelectField>
      <TextField
        label="City"
        name="city"
        defaultValue={search.city}
        maxLength={CITY_MAX}
        disabled={!country}
        placeholder={country ? 'Any city' : 'Choose a country first'}
      />
      <SelectField label="Type" name="type" defaultValue={search.type}>
        <option value="">Any type</option>
        {UNIT_TYPES.map((type) => (
          <option key={type} value={type}>
            {UNIT_TYPE_LABELS[type]}
          </option>
        ))}
      </SelectField>
      <div className={styles.searchActions}>
        <button type="submit" className={styles.button}>
          Search
        </button>
        {search.type || search.country ? (
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => onSearch({ view: search.view, type: '', country: '', city: '', page: 1 })}
          >
            Clear search
          </button>
        ) : null}
      </div>
    </form>
  );
}
