import { lazy, Suspense, useEffect } from 'react';
import type {
  deleteHelpItem,
  FormattedHelp,
  HelpItem,
  HelpSection,
  reorderHelp,
} from '../../../shared/api/help';
import { callApi } from '../../lib/api';
import { ApiCallError } from '../../lib/api-call-error';
import type { AdminState, AdminStateHandle } from './admin-state';
import { questionAnchor } from './question-anchor';
import adminStyles from './faq-admin.module.css';
import styles from './faqs.module.css';
import { QuestionAdminTools } from './QuestionAdminTools';

// The editor, with the form and schema libraries, is loaded once an admin opens it.
const FaqEditor = lazy(() => import('./FaqEditor').then(({ FaqEditor }) => ({ default: FaqEditor })));
const ConfirmDialog = lazy(() =>
  import('../../components/kit/ConfirmDialog').then((module) => ({ default: module.ConfirmDialog })),
);

const UNEXPECTED = 'Something went wrong. Please try again.';

/**
 * What an admin does to the questions in place (edit, add, reorder, delete), what the page says
 * about it, and where the keyboard goes once the change is on screen.
 */
export function faqAdmin(
  { state, setState, pendingFocusRef }: AdminStateHandle,
  onChange: (help: FormattedHelp) => void,
) {
  const update = (change: Partial<AdminState>) => setState((current) => ({ ...current, ...change }));

  const runAdminAction = async (action: () => Promise<FormattedHelp>, done: string) => {
    update({ busy: true, error: '', status: '' });
    try {
      onChange(await action());
      update({ busy: false, status: done });
    } catch (caught) {
      update({ busy: false, error: caught instanceof ApiCallError ? caught.message : UNEXPECTED });
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
    pendingFocusRef.current = `${questionAnchor(item.id)}-${atEdge ? other : direction}`;
    void runAdminAction(
      () =>
        callApi<typeof reorderHelp>(
          { method: 'POST', path: '/api/help/reorder' },
          { body: { sectionId: section.id, itemIds } },
        ),
      `Moved “${item.question}” ${direction}.`,
    );
  };

  const confirmDelete = () => {
    const item = state.pendingDelete;
    update({ pendingDelete: undefined });
    if (!item) return;
    void runAdminAction(
      () =>
        callApi<typeof deleteHelpItem>(
          { method: 'POST', path: '/api/help/delete' },
          { body: { id: item.id } },
        ),
      `Deleted “${item.question}”.`,
    );
  };

  const saved = (next: FormattedHelp, savedId: number, isNew: boolean) => {
    onChange(next);
    update({
      editing: undefined,
      error: '',
      status: isNew
        ? 'Question added. It is on the public page now.'
        : 'Question saved. The public page shows it now.',
    });
    pendingFocusRef.current = `${questionAnchor(savedId)}-edit`;
  };

  const cancelEditing = (itemId?: number) => {
    update({ editing: undefined });
    if (itemId !== undefined) pendingFocusRef.current = `${questionAnchor(itemId)}-edit`;
  };

  return { ...state, update, pendingFocusRef, move, confirmDelete, saved, cancelEditing };
}

export type FaqAdmin = ReturnType<typeof faqAdmin>;

/**
 * What the admin's last change did, or why it failed; once the change is on screen, it puts the
 * keyboard where the change said (it renders with every change to the questions).
 */
export function AdminBar({ admin }: { admin: FaqAdmin }) {
  const { busy, pendingFocusRef } = admin;
  useEffect(() => {
    const target = pendingFocusRef.current ? document.getElementById(pendingFocusRef.current) : null;
    if (busy || !target || (target instanceof HTMLButtonElement && target.disabled)) return;
    target.focus();
    pendingFocusRef.current = null;
  });
  return (
    <div className={adminStyles.adminBar}>
      <p role="status" className={adminStyles.adminStatus}>
        {admin.status}
      </p>
      <div role="alert" className={adminStyles.alertSlot}>
        {admin.error ? <p className={styles.alert}>{admin.error}</p> : null}
      </div>
    </div>
  );
}

/** The tools under one question; its place counts among all of its section's questions, not only those the filter keeps. */
export function QuestionTools({
  admin,
  item,
  section,
  sections,
}: {
  admin: FaqAdmin;
  item: HelpItem;
  section: HelpSection;
  sections: HelpSection[];
}) {
  const full = sections.find((entry) => entry.id === section.id) ?? section;
  return (
    <QuestionAdminTools
      item={item}
      position={full.items.findIndex((entry) => entry.id === item.id)}
      count={full.items.length}
      busy={admin.busy === true}
      onEdit={() => admin.update({ editing: { id: item.id } })}
      onMove={(offset) => admin.move(full, item, offset)}
      onDelete={() => admin.update({ pendingDelete: item })}
    />
  );
}

/** A question in the editor, in its place in the list. */
export function QuestionEditor({
  admin,
  item,
  section,
  sections,
}: {
  admin: FaqAdmin;
  item: HelpItem;
  section: HelpSection;
  sections: HelpSection[];
}) {
  return (
    <Suspense fallback={null}>
      <FaqEditor
        sections={sections}
        initial={{ id: item.id, sectionId: section.id, question: item.question, answer: item.answer }}
        onSaved={(next, savedId) => admin.saved(next, savedId, false)}
        onCancel={() => admin.cancelEditing(item.id)}
      />
    </Suspense>
  );
}

/** Under a section's questions: the button that adds one, or the new question's editor. */
export function NewQuestion({
  admin,
  section,
  sections,
}: {
  admin: FaqAdmin;
  section: HelpSection;
  sections: HelpSection[];
}) {
  const { editing } = admin;
  return editing && 'newInSection' in editing && editing.newInSection === section.id ? (
    <Suspense fallback={null}>
      <FaqEditor
        sections={sections}
        initial={{ sectionId: section.id, question: '', answer: '' }}
        onSaved={(next, savedId) => admin.saved(next, savedId, true)}
        onCancel={() => admin.cancelEditing()}
      />
    </Suspense>
  ) : (
    <button
      type="button"
      className={adminStyles.secondaryButton}
      onClick={() => admin.update({ editing: { newInSection: section.id } })}
    >
      Add question<span className="visually-hidden"> to {section.title}</span>
    </button>
  );
}

/** Asks before a question is deleted. */
export function DeleteDialog({ admin }: { admin: FaqAdmin }) {
  if (!admin.pendingDelete) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog
        title="Delete this question?"
        text={`“${admin.pendingDelete.question}” will be removed from the public FAQ page at once.`}
        confirmLabel="Delete question"
        cancelLabel="Keep it"
        tone="danger"
        onClose={() => admin.update({ pendingDelete: undefined })}
        onConfirm={admin.confirmDelete}
      />
    </Suspense>
  );
}
