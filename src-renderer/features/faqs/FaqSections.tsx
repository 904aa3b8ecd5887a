import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import type {
  deleteHelpItem,
  FormattedHelp,
  HelpItem,
  HelpSection,
  reorderHelp,
} from '../../../shared/api/help';
import { ApiCallError } from '../../lib/api-call-error';
import { postApi } from '../../lib/post-api';
import { AnswerText } from './AnswerText';
import { filterHelp, matchSummary } from './faq-filter';
import styles from './faqs.module.css';

// Only admins change the questions: the editor (with the form and schema libraries) and the
// delete dialog are loaded once an admin is signed in, never for visitors.
const FaqEditor = lazy(() => import('./FaqEditor').then(({ FaqEditor }) => ({ default: FaqEditor })));
const Modal = lazy(() => import('../../components/modal/Modal').then(({ Modal }) => ({ default: Modal })));

type Editing = { id: number } | { newInSection: number } | null;

const questionAnchor = (id: number) => `question-${id}`;
const UNEXPECTED = 'Something went wrong. Please try again.';

function AdminTools({
  item,
  position,
  count,
  busy,
  onEdit,
  onMove,
  onDelete,
}: {
  item: HelpItem;
  position: number;
  count: number;
  busy: boolean;
  onEdit: () => void;
  onMove: (offset: -1 | 1) => void;
  onDelete: () => void;
}) {
  // The visible word first, then which question: "Edit: What is payment protection?"
  const label = (action: string) => `${action}: ${item.question}`;
  return (
    <div className={styles.tools} role="group" aria-label="Admin tools">
      <button
        type="button"
        id={`${questionAnchor(item.id)}-edit`}
        className={styles.tool}
        aria-label={label('Edit')}
        onClick={onEdit}
      >
        Edit
      </button>
      <button
        type="button"
        id={`${questionAnchor(item.id)}-up`}
        className={styles.tool}
        aria-label={label('Move up')}
        disabled={busy || position === 0}
        onClick={() => onMove(-1)}
      >
        Move up
      </button>
      <button
        type="button"
        id={`${questionAnchor(item.id)}-down`}
        className={styles.tool}
        aria-label={label('Move down')}
        disabled={busy || position === count - 1}
        onClick={() => onMove(1)}
      >
        Move down
      </button>
      <button
        type="button"
        className={`${styles.tool} ${styles.danger}`}
        aria-label={label('Delete')}
        disabled={busy}
        onClick={onDelete}
      >
        Delete
      </button>
    </div>
  );
}

/**
 * The questions by section as disclosures that work without JavaScript, an in-page filter and,
 * for admins, the tools to add, edit, reorder and delete questions in place.
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
  const [editing, setEditing] = useState<Editing>(null);
  const [pendingDelete, setPendingDelete] = useState<HelpItem | null>(null);
  const [busy, setBusy] = useState(false);
  const [adminStatus, setAdminStatus] = useState('');
  const [adminError, setAdminError] = useState('');
  /** where the keyboard goes once the change it waits for is on screen (the moved question, the saved one) */
  const pendingFocus = useRef<string | null>(null);

  useEffect(() => {
    const target = pendingFocus.current ? document.getElementById(pendingFocus.current) : null;
    if (busy || !target || (target instanceof HTMLButtonElement && target.disabled)) return;
    target.focus();
    pendingFocus.current = null;
  });

  // A visitor may start typing into the server-rendered box before the page has hydrated.
  useEffect(() => {
    const typedEarly = inputRef.current?.value;
    if (typedEarly) setQuery(typedEarly);
  }, []);

  const { sections, matches } = filterHelp(help.sections, query);
  const fullSection = (sectionId: number) => help.sections.find((section) => section.id === sectionId);

  const runAdminAction = async (action: () => Promise<FormattedHelp>, done: string) => {
    setBusy(true);
    setAdminError('');
    setAdminStatus('');
    try {
      onChange(await action());
      setAdminStatus(done);
    } catch (error) {
      setAdminError(error instanceof ApiCallError ? error.message : UNEXPECTED);
    } finally {
      setBusy(false);
    }
  };

  const move = (section: HelpSection, item: HelpItem, offset: -1 | 1) => {
    const itemIds = section.items.map((entry) => entry.id);
    const from = itemIds.indexOf(item.id);
    const to = from + offset;
    if (from < 0 || to < 0 || to >= itemIds.length) return;
    [itemIds[from], itemIds[to]] = [itemIds[to]!, itemIds[from]!];
    // Keep the keyboard on the moved question; at the end of its list, on the other direction.
    const atEdge = to === 0 || to === itemIds.length - 1;
    const direction = offset < 0 ? 'up' : 'down';
    const other = offset < 0 ? 'down' : 'up';
    pendingFocus.current = `${questionAnchor(item.id)}-${atEdge ? other : direction}`;
    void runAdminAction(
      () => postApi<typeof reorderHelp>('/api/help/reorder', { sectionId: section.id, itemIds }),
      `Moved “${item.question}” ${direction}.`,
    );
  };

  const confirmDelete = () => {
    const item = pendingDelete;
    setPendingDelete(null);
    if (!item) return;
    void runAdminAction(
      () => postApi<typeof deleteHelpItem>('/api/help/delete', { id: item.id }),
      `Deleted “${item.question}”.`,
    );
  };

  const saved = (next: FormattedHelp, savedId: number, isNew: boolean) => {
    onChange(next);
    setEditing(null);
    setAdminError('');
    setAdminStatus(
      isNew
        ? 'Question added. It is on the public page now.'
        : 'Question saved. The public page shows it now.',
    );
    pendingFocus.current = `${questionAnchor(savedId)}-edit`;
  };

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

      {isAdmin ? (
        <div className={styles.adminBar}>
          <p role="status" className={styles.adminStatus}>
            {adminStatus}
          </p>
          <div role="alert" className={styles.alertSlot}>
            {adminError ? <p className={styles.alert}>{adminError}</p> : null}
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

      {sections.map((section) => {
        const full = fullSection(section.id) ?? section;
        const headingId = `faq-section-${section.slug}`;
        return (
          <section key={section.id} aria-labelledby={headingId} className={styles.section}>
            <h2 id={headingId}>{section.title}</h2>
            <ul className={styles.questions}>
              {section.items.map((item) => (
                <li key={item.id} className={styles.question}>
                  {editing && 'id' in editing && editing.id === item.id ? (
                    <Suspense fallback={null}>
                      <FaqEditor
                        sections={help.sections}
                        initial={{
                          id: item.id,
                          sectionId: section.id,
                          question: item.question,
                          answer: item.answer,
                        }}
                        onSaved={(next, savedId) => saved(next, savedId, false)}
                        onCancel={() => {
                          setEditing(null);
                          pendingFocus.current = `${questionAnchor(item.id)}-edit`;
                        }}
                      />
                    </Suspense>
                  ) : (
                    <>
                      <details id={questionAnchor(item.id)} className={styles.details}>
                        <summary className={styles.summary}>{item.question}</summary>
                        <div className={styles.answer}>
                          <AnswerText answer={item.answer} />
                        </div>
                      </details>
                      {isAdmin ? (
                        <AdminTools
                          item={item}
                          position={full.items.findIndex((entry) => entry.id === item.id)}
                          count={full.items.length}
                          busy={busy}
                          onEdit={() => setEditing({ id: item.id })}
                          onMove={(offset) => move(full, item, offset)}
                          onDelete={() => setPendingDelete(item)}
                        />
                      ) : null}
                    </>
                  )}
                </li>
              ))}
            </ul>
            {isAdmin ? (
              editing && 'newInSection' in editing && editing.newInSection === section.id ? (
                <Suspense fallback={null}>
                  <FaqEditor
                    sections={help.sections}
                    initial={{ sectionId: section.id, question: '', answer: '' }}
                    onSaved={(next, savedId) => saved(next, savedId, true)}
                    onCancel={() => setEditing(null)}
                  />
                </Suspense>
              ) : (
                <button
                  type="button"
                  className={styles.secondaryButton}
                  onClick={() => setEditing({ newInSection: section.id })}
                >
                  Add question<span className="visually-hidden"> to {section.title}</span>
                </button>
              )
            ) : null}
          </section>
        );
      })}

      {isAdmin ? (
        <Suspense fallback={null}>
          <Modal
            open={pendingDelete !== null}
            onClose={() => setPendingDelete(null)}
            noRedirection
            closeIcon
            noIcon
            size="small"
            title="Delete this question?"
            text={
              pendingDelete
                ? `“${pendingDelete.question}” will be removed from the public FAQ page at once.`
                : ''
            }
          >
            <div className={styles.dialogActions}>
              <button type="button" className={styles.secondaryButton} onClick={() => setPendingDelete(null)}>
                Keep it
              </button>
              <button
                type="button"
                className={`${styles.button} ${styles.dangerButton}`}
                onClick={confirmDelete}
              >
                Delete question
              </button>
            </div>
          </Modal>
        </Suspense>
      ) : null}
    </>
  );
}
