import { useEffect, useMemo, useState } from 'react';
import { debounce } from '../../../shared/domain/debounce';
import { Modal } from '../../components/modal/Modal';
import { PageStatus } from '../../components/page-status/PageStatus';
import { addedAtFront } from './blacklist-state';
import { BlacklistFilters } from './BlacklistFilters';
import { EntryCard } from './EntryCard';
import { EntryForm } from './EntryForm';
import { MemberReports } from './MemberReports';
import { ReviewTable } from './ReviewTable';
import { useBlacklistEntries, usePlaces, type EntryFilters } from './use-blacklist-entries';
import styles from './blacklist.module.css';

const SEARCH_DELAY_MS = 300;

/**
 * What signed-in members see: search, filters and the entries. Administrators also get the
 * entries waiting for their decision as a table, and manage each entry from its card.
 */
export function MemberBlacklist({ isAdmin }: { isAdmin: boolean }) {
  const [typed, setTyped] = useState('');
  const [filters, setFilters] = useState<EntryFilters>({ text: '', country: '', city: '', status: '' });
  const [adding, setAdding] = useState(false);
  const { entries, setEntries, load, reload } = useBlacklistEntries(filters);
  const { countries, cities } = usePlaces(filters.country, entries.length);

  const applyText = useMemo(
    () => debounce((text: string) => setFilters((current) => ({ ...current, text })), SEARCH_DELAY_MS),
    [],
  );
  useEffect(() => () => applyText.cancel(), [applyText]);

  const filtered = Boolean(filters.text || filters.country || filters.status);

  return (
    <section aria-labelledby="blacklist-entries">
      <h2 id="blacklist-entries" className="visually-hidden">
        Entries
      </h2>
      <BlacklistFilters
        typed={typed}
        onType={(text) => {
          setTyped(text);
          applyText(text);
        }}
        filters={filters}
        onChange={(change) => setFilters((current) => ({ ...current, ...change }))}
        countries={countries}
        cities={cities}
        isAdmin={isAdmin}
      />

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

      <PageStatus state={{ ...load, reload }} what="the blacklist" />

      {load.state === 'ready' && entries.length === 0 ? (
        <p className={styles.empty}>
          {filtered
            ? 'No company on the blacklist matches. Check the spelling or try another name the company trades under.'
            : 'No company is on the blacklist at the moment.'}
        </p>
      ) : null}

      {isAdmin && load.state === 'ready' ? <ReviewTable entries={entries} /> : null}

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
