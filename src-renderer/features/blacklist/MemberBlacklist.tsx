import { useEffect, useMemo, useState } from 'react';
import {
  BLACKLIST_STATUS_LABELS,
  BLACKLIST_STATUSES,
  getAllCompanies,
  getAllCountries,
  getCities,
  getOneCompany,
  type BlacklistEntry,
} from '../../../shared/api/blacklist';
import { debounce } from '../../../shared/domain/debounce';
import { Modal } from '../../components/modal/Modal';
import { PageStatus } from '../../components/page-status/PageStatus';
import { callApi } from '../../lib/api';
import { ApiCallError } from '../../lib/api-call-error';
import { useAtom } from '../../lib/store';
import { addedAtFront, entriesAtom } from './blacklist-state';
import { EntryCard } from './EntryCard';
import { EntryForm } from './EntryForm';
import { MemberReports } from './MemberReports';
import { SelectField, TextField } from '../../components/forms/form-fields';
import styles from './blacklist.module.css';

const SEARCH_DELAY_MS = 300;

interface Filters {
  text: string;
  country: string;
  city: string;
  status: string;
}

type Load = { state: 'loading' } | { state: 'ready' } | { state: 'error'; error: { message: string } };

async function fetchEntries({ text, country, city, status }: Filters): Promise<BlacklistEntry[]> {
  const filters = {
    ...(country ? { country } : {}),
    ...(country && city ? { city } : {}),
    ...(status ? { status } : {}),
  } as { country?: string; city?: string; status?: BlacklistEntry['status'] };
  const answer = text.trim()
    ? await callApi(getOneCompany, { query: { ...filters, query: text.trim() } })
    : await callApi(getAllCompanies, { query: filters });
  return answer.items;
}

/** What signed-in members see: search, filters and the entries; admins also manage them. */
export function MemberBlacklist({ isAdmin }: { isAdmin: boolean }) {
  const [entries, setEntries] = useAtom(entriesAtom);
  const [typed, setTyped] = useState('');
  const [filters, setFilters] = useState<Filters>({ text: '', country: '', city: '', status: '' });
  const [countries, setCountries] = useState<{ code: string; name: string }[]>([]);
  const [cities, setCities] = useState<string[]>([]);
  const [adding, setAdding] = useState(false);
  const [reloads, setReloads] = useState(0);

  const applyText = useMemo(
    () => debounce((text: string) => setFilters((current) => ({ ...current, text })), SEARCH_DELAY_MS),
    [],
  );
  useEffect(() => () => applyText.cancel(), [applyText]);

  useEffect(() => {
    void callApi(getAllCountries)
      .then((answer) => setCountries(answer.items))
      .catch(() => setCountries([]));
  }, [entries.length]);

  useEffect(() => {
    if (!filters.country) return;
    let active = true;
    void callApi(getCities, { query: { country_code: filters.country } })
      .then((answer) => active && setCities(answer.items))
      .catch(() => active && setCities([]));
    return () => {
      active = false;
    };
  }, [filters.country]);

  // Which filters the list on screen answers; while it answers older ones, it is loading.
  const requestKey = `${JSON.stringify(filters)}#${reloads}`;
  const [result, setResult] = useState<{ key: string; load: Load }>();
  const load: Load = result?.key === requestKey ? result.load : { state: 'loading' };

  useEffect(() => {
    // Only the answer to the newest request is shown, whatever order the answers arrive in.
    let active = true;
    fetchEntries(filters)
      .then((items) => {
        if (!active) return;
        setEntries(items);
        setResult({ key: requestKey, load: { state: 'ready' } });
      })
      .catch((error: unknown) => {
        if (!active) return;
        const message = error instanceof ApiCallError ? error.message : 'Please try again.';
        setResult({ key: requestKey, load: { state: 'error', error: { message } } });
      });
    return () => {
      active = false;
    };
  }, [filters, requestKey, setEntries]);

  const filtered = Boolean(filters.text || filters.country || filters.status);

  return (
    <section aria-labelledby="blacklist-entries">
      <h2 id="blacklist-entries" className="visually-hidden">
        Entries
      </h2>
      <div role="search" className={`${styles.toolbar} ${isAdmin ? styles.withStatus : ''}`}>
        <TextField
          label="Search by company name"
          type="search"
          value={typed}
          hint="Other names and spellings are searched too."
          onChange={(event) => {
            setTyped(event.target.value);
            applyText(event.target.value);
          }}
        />
        <SelectField
          label="Country"
          value={filters.country}
          onChange={(event) => {
            setCities([]);
            setFilters((current) => ({ ...current, country: event.target.value, city: '' }));
          }}
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
          onChange={(event) => setFilters((current) => ({ ...current, city: event.target.value }))}
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
            onChange={(event) => setFilters((current) => ({ ...current, status: event.target.value }))}
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

      <div className={styles.toolbarActions}>
        <p className={styles.count} role="status">
          {load.state === 'ready'
            ? `${entries.length} ${entries.length === 1 ? 'entry' : 'entries'}${filtered ? ' match' : ''}`
            : ''}
        </p>
        {isAdmin ? (
          <button type="button" className={styles.button} onClick={() => setAdding(true)}>
            Add entry
          </button>
        ) : null}
        {isAdmin ? null : <MemberReports />}
      </div>

      <PageStatus state={{ ...load, reload: () => setReloads((n) => n + 1) }} what="the blacklist" />

      {load.state === 'ready' && entries.length === 0 ? (
        <p className={styles.empty}>
          {filtered
            ? 'No company on the blacklist matches. Check the spelling or try another name the company trades under.'
            : 'No company is on the blacklist at the moment.'}
        </p>
      ) : null}

      <ul className={styles.list}>
        {entries.map((entry) => (
          <EntryCard key={entry.id} entry={entry} isAdmin={isAdmin} />
        ))}
      </ul>

      {adding ? (
        <Modal
          open
          onClose={() => setAdding(false)}
          noRedirection
          closeIcon
          noIcon
          size="medium"
          title="Add a blacklist entry"
          text="A new entry starts as Reported and is visible only to administrators until it is listed."
        >
          <EntryForm
            purpose={{
              kind: 'add',
              onSaved: (entry) => {
                setEntries((current) => addedAtFront(current, entry));
                setAdding(false);
              },
            }}
            onCancel={() => setAdding(false)}
          />
        </Modal>
      ) : null}
    </section>
  );
}
