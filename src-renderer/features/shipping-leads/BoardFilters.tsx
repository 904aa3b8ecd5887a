import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  EQUIPMENT_LABELS,
  EQUIPMENT_TYPES,
  LEAD_MODE_LABELS,
  LEAD_MODES,
} from '../../../shared/api/shipping-leads';
import { SelectField, TextField } from '../../components/forms/form-fields';
import kit from '../../components/forms/forms.module.css';
import frame from '../../components/kit/classes.module.css';
import { COUNTRY_OPTIONS } from '../../lib/countries';
import { resultsState } from '../../lib/reveal-results';
import { BOARD_PATH, isFiltered, type BoardSearch } from './board-search';
import styles from './shipping-leads.module.css';

/**
 * The board's filters, applied together by "Show leads" (a change alone moves nothing, so focus
 * stays on the field changed). Rendered with the search as its key, so the fields show the search
 * in the address after any navigation: a submit, "Clear filters", Back.
 */
export function BoardFilters({
  search,
  onSearch,
}: {
  search: BoardSearch;
  onSearch: (search: BoardSearch) => void;
}) {
  const [draft, setDraft] = useState(search);
  const set = (field: keyof BoardSearch) => (event: { target: { value: string } }) =>
    setDraft({ ...draft, [field]: event.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ ...draft, page: 1 });
  };
  const countries = COUNTRY_OPTIONS.map((country) => (
    <option key={country.code} value={country.code}>
      {country.name}
    </option>
  ));
  return (
    <form onSubmit={submit} aria-label="Filter leads" noValidate>
      <div className={styles.filters}>
        <SelectField label="From country" value={draft.origin} onChange={set('origin')}>
          <option value="">Any country</option>
          {countries}
        </SelectField>
        <SelectField label="To country" value={draft.destination} onChange={set('destination')}>
          <option value="">Any country</option>
          {countries}
        </SelectField>
        <SelectField label="Mode" value={draft.mode} onChange={set('mode')}>
          <option value="">Any mode</option>
          {LEAD_MODES.map((mode) => (
            <option key={mode} value={mode}>
              {LEAD_MODE_LABELS[mode]}
            </option>
          ))}
        </SelectField>
        <SelectField label="Container type" value={draft.equipment} onChange={set('equipment')}>
          <option value="">Any</option>
          {EQUIPMENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {EQUIPMENT_LABELS[type]}
            </option>
          ))}
        </SelectField>
        <TextField label="Ready from" type="date" value={draft.readyFrom} onChange={set('readyFrom')} />
        <TextField label="Ready until" type="date" value={draft.readyUntil} onChange={set('readyUntil')} />
      </div>
      <div className={styles.filterActions}>
        <button type="submit" className={frame.button}>
          Show leads
        </button>
        {isFiltered(search) ? (
          // The link goes away with the filters: the results' heading takes focus in its place.
          <Link to={BOARD_PATH} state={resultsState('search')} className={kit.linkButton}>
            Clear filters
          </Link>
        ) : null}
      </div>
    </form>
  );
}
