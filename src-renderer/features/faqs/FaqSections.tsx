import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import type { FormattedHelp } from '../../../shared/api/help';
import { filterHelp, matchSummary } from './faq-filter';
import { FaqSection } from './FaqSection';
import styles from './faqs.module.css';
import { useFaqAdmin } from './use-faq-admin';

// The delete dialog (with the modal) is loaded once an admin is signed in, never for visitors.
const ConfirmDialog = lazy(() =>
  import('../../components/kit/ConfirmDialog').then((module) => ({ default: module.ConfirmDialog })),
);

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
  const faqAdmin = useFaqAdmin(onChange);
  const admin = isAdmin ? faqAdmin : undefined;

  // A visitor may start typing into the server-rendered box before the page has hydrated.
  useEffect(() => {
    const typedEarly = inputRef.current?.value;
    if (typedEarly) setQuery(typedEarly);
  }, []);

  const { sections, matches } = filterHelp(help.sections, query);
  const fullSection = (sectionId: number) => help.sections.find((section) => section.id === sectionId);

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
          onChange={(event) => setQuery(event.target.value)}
        />
        <p role="status" aria-live="polite" className={styles.count}>
          {matchSummary(query, matches)}
        </p>
      </form>

      {admin ? (
        <div className={styles.adminBar}>
          <p role="status" className={styles.adminStatus}>
            {admin.status}
          </p>
          <div role="alert" className={styles.alertSlot}>
            {admin.error ? <p className={styles.alert}>{admin.error}</p> : null}
          </div>
        </div>
      ) : null}

      {sections.length === 0 ? (
        <div className={styles.empty}>
          <p>No question matches “{query.trim()}”. Try fewer or different words.</p>
          <button
            type="button"
            className={styles.secondaryButton}
            onClick={() => {
              setQuery('');
              inputRef.current?.focus();
            }}
          >
            Show all questions
          </button>
        </div>
      ) : null}

      {sections.map((section) => (
        <FaqSection
          key={section.id}
          section={section}
          full={fullSection(section.id) ?? section}
          sections={help.sections}
          admin={admin}
        />
      ))}

      {admin?.pendingDelete ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            title="Delete this question?"
            text={`“${admin.pendingDelete.question}” will be removed from the public FAQ page at once.`}
            confirmLabel="Delete question"
            cancelLabel="Keep it"
            tone="danger"
            onClose={() => admin.setPendingDelete(null)}
            onConfirm={admin.confirmDelete}
          />
        </Suspense>
      ) : null}
    </>
  );
}
