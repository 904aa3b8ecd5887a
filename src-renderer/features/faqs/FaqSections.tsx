import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { FormattedHelp } from '../../../shared/api/help';
import { useAdminState } from './admin-state';
import type * as FilterModule from './faq-filter';
import type * as AdminModule from './FaqAdmin';
import { FaqSection } from './FaqSection';
import styles from './faqs.module.css';

const importFilter = () => import('./faq-filter');
const FILTER_COULD_NOT_LOAD = 'The filter could not load. It tries again when you type or return to the box.';

/**
 * The questions by section, an in-page filter and, for admins, the tools to add, edit, reorder
 * and delete questions in place.
 */
export function FaqSections({
  help,
  isAdmin,
  onChange,
}: {
  help: FormattedHelp;
  isAdmin: boolean;
  onChange: (help: FormattedHelp) => void;
}) {
  const filterId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const adminState = useAdminState();
  const [adminUi, setAdminUi] = useState<typeof AdminModule | 'failed'>();
  // Only admins change the questions: their tools are fetched once the session says admin.
  useEffect(() => {
    if (isAdmin && !adminUi) void import('./FaqAdmin').then(setAdminUi, () => setAdminUi('failed'));
  }, [isAdmin, adminUi]);
  const adminTools =
    isAdmin && adminUi && adminUi !== 'failed'
      ? { ui: adminUi, admin: adminUi.faqAdmin(adminState, onChange) }
      : undefined;

  // The filter has nothing to do until the visitor is in the box: it is loaded then, not with the page.
  const [filter, setFilter] = useState<typeof FilterModule>();
  const [filterFailed, setFilterFailed] = useState(false);
  // Whether the filter is loading or loaded; a ref, so a keystroke meanwhile asks no second time.
  const filterAsked = useRef(false);
  const loadFilter = useCallback(() => {
    if (filterAsked.current) return;
    filterAsked.current = true;
    importFilter().then(
      (loaded) => {
        setFilter(loaded);
        setFilterFailed(false);
      },
      () => {
        // A dropped connection: the next focus or keystroke asks again.
        filterAsked.current = false;
        setFilterFailed(true);
      },
    );
  }, []);

  // A visitor may start typing into the server-rendered box before the page has hydrated.
  useEffect(() => {
    const typedEarly = inputRef.current?.value;
    if (typedEarly) setQuery(typedEarly);
    if (typedEarly || document.activeElement === inputRef.current) loadFilter();
  }, [loadFilter]);

  // Until the filter has arrived, every question shows and nothing is claimed about matches.
  const filtered = filter?.filterHelp(help.sections, query);
  const sections = filtered?.sections ?? help.sections;

  return (
    <>
      <form role="search" className={styles.filter} onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={filterId} className={styles.label}>
          Filter the questions
        </label>
        <input
          ref={inputRef}
          id={filterId}
          type="search"
          className={styles.input}
          placeholder="e.g. renewal, demurrage, password"
          autoComplete="off"
          value={query}
          onFocus={loadFilter}
          onChange={(event) => {
            loadFilter();
            setQuery(event.target.value);
          }}
        />
        <p role="status" aria-live="polite" className={styles.count}>
          {filterFailed
            ? FILTER_COULD_NOT_LOAD
            : filter && filtered
              ? filter.matchSummary(query, filtered.matches)
              : ''}
        </p>
      </form>

      {adminTools ? <adminTools.ui.AdminBar admin={adminTools.admin} /> : null}
      {isAdmin && adminUi === 'failed' ? (
        <p role="alert" className={styles.alert}>
          The editing tools did not load: reload the page to edit.
        </p>
      ) : null}

      {filter && filtered?.sections.length === 0 ? (
        <filter.NoMatch
          query={query}
          onShowAll={() => {
            setQuery('');
            inputRef.current?.focus();
          }}
        />
      ) : null}

      {sections.map((section) => (
        <FaqSection key={section.id} section={section} sections={help.sections} adminTools={adminTools} />
      ))}

      {adminTools ? <adminTools.ui.DeleteDialog admin={adminTools.admin} /> : null}
    </>
  );
}
