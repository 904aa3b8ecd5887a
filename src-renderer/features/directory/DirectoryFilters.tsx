import { useId, useState, type FormEvent } from 'react';
import type { FilterOptions, getCities } from '../../../shared/api/directory';
import { usePageData } from '../../lib/api';
import type { ResultsCause } from '../../lib/reveal-results';
import { DIRECTORY_PATH, type DirectorySearchParams as Search } from './directory-url';
import { useFiltersChosenBeforeHydration } from './use-filters-chosen-early';
import styles from './directory.module.css';

function CityFilter({ search, onChange }: { search: Search; onChange: (city: string) => void }) {
  const id = useId();
  const cities = usePageData<typeof getCities>('/api/directory/get-cities', {
    query: { country: search.country ?? '' },
  });
  const options = cities.state === 'ready' ? cities.data.cities : [];
  return (
    <div className={styles.field}>
      <label htmlFor={id}>City</label>
      <select
        id={id}
        name="city"
        value={search.city ?? ''}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">All cities</option>
        {search.city && !options.some((city) => city.name === search.city) ? (
          <option value={search.city}>{search.city}</option>
        ) : null}
        {options.map((city) => (
          <option key={city.name} value={city.name}>
            {city.name} ({city.count})
          </option>
        ))}
      </select>
    </div>
  );
}

/** The search box, and the filters that wait behind a button on phones. */
export function DirectoryFilters({
  search,
  options,
  onApply,
}: {
  search: Search;
  options: FilterOptions | undefined;
  onApply: (next: Partial<Search>, cause?: ResultsCause) => void;
}) {
  const id = useId();
  // On phones the filters wait behind a button, so the first result shows without scrolling.
  const [open, setOpen] = useState(false);
  const activeCount = [search.country, search.city, search.status, search.service].filter(Boolean).length;
  const formId = `${id}-form`;
  useFiltersChosenBeforeHydration(formId, search, onApply);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = new FormData(event.currentTarget).get('text');
    onApply({ text: typeof text === 'string' ? text.trim() || undefined : undefined }, 'search');
  };
  return (
    // Without JavaScript the form still works: it is a plain GET of this page.
    <form
      id={formId}
      className={styles.filters}
      method="get"
      action={DIRECTORY_PATH}
      onSubmit={submit}
      role="search"
    >
      <div className={`${styles.field} ${styles.textField}`}>
        <label htmlFor={`${id}-text`}>Company or city</label>
        <div className={styles.searchRow}>
          <input
            id={`${id}-text`}
            name="text"
            type="search"
            defaultValue={search.text ?? ''}
            key={search.text ?? ''}
            maxLength={100}
            placeholder="e.g. Piraeus or Harbour Line"
          />
          <button type="submit">Search</button>
        </div>
      </div>
      <button
        type="button"
        className={styles.filtersToggle}
        aria-expanded={open}
        aria-controls={`${id}-more`}
        onClick={() => setOpen((value) => !value)}
      >
        Filters{activeCount > 0 ? ` (${activeCount})` : ''}
      </button>
      {/* Without JavaScript the button cannot open them, so they stay in view. */}
      <noscript>
        <style>{`.${styles.moreFilters}{display:contents!important}`}</style>
      </noscript>
      <div id={`${id}-more`} className={styles.moreFilters} data-open={open}>
        <div className={styles.field}>
          <label htmlFor={`${id}-country`}>Country</label>
          <select
            id={`${id}-country`}
            name="country"
            value={search.country ?? ''}
            onChange={(event) => onApply({ country: event.target.value || undefined, city: undefined })}
          >
            <option value="">All countries</option>
            {options?.countries.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name} ({country.count})
              </option>
            ))}
          </select>
        </div>
        {search.country ? (
          <CityFilter search={search} onChange={(city) => onApply({ city: city || undefined })} />
        ) : null}
        <div className={styles.field}>
          <label htmlFor={`${id}-status`}>Membership</label>
          <select
            id={`${id}-status`}
            name="status"
            value={search.status ?? ''}
            onChange={(event) => onApply({ status: event.target.value || undefined })}
          >
            <option value="">All memberships</option>
            {options?.statuses.map((status) => (
              <option key={status.id} value={status.id}>
                {status.label} ({status.count})
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-service`}>Service</label>
          <select
            id={`${id}-service`}
            name="service"
            value={search.service ?? ''}
            onChange={(event) => onApply({ service: event.target.value || undefined })}
          >
            <option value="">All services</option>
            {options?.services.map((service) => (
              <option key={service.id} value={service.id}>
                {service.label} ({service.count})
              </option>
            ))}
          </select>
        </div>
      </div>
    </form>
  );
}
