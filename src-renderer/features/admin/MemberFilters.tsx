import { useId, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import styles from '../../components/kit/classes.module.css';
import forms from '../../components/forms/forms.module.css';
import { COUNTRY_OPTIONS } from '../../lib/countries';
import { KEEP_SCROLL } from '../../lib/scroll-restoration';
import { hrefOf, type MemberSearch } from './member-search';

/** Narrows the members list by name, city or email, and by the country of an office. */
export function MemberFilters({ search }: { search: MemberSearch }) {
  const navigate = useNavigate();
  const textId = useId();
  const countryId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    void navigate(
      hrefOf({
        ...search,
        text: String(data.get('text') ?? '').trim(),
        country: String(data.get('country') ?? ''),
        page: 1,
      }),
      { state: KEEP_SCROLL },
    );
  };
  return (
    <form className={styles.filters} onSubmit={submit} role="search">
      <div className={forms.field}>
        <label htmlFor={textId} className={forms.label}>
          Company, city or contact email
        </label>
        <input id={textId} name="text" className={forms.input} defaultValue={search.text} maxLength={100} />
      </div>
      <div className={forms.field}>
        <label htmlFor={countryId} className={forms.label}>
          Country of an office
        </label>
        <select id={countryId} name="country" className={forms.input} defaultValue={search.country}>
          <option value="">Any country</option>
          {COUNTRY_OPTIONS.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={styles.button}>
        Search
      </button>
    </form>
  );
}
