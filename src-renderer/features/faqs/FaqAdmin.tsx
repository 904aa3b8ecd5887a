import { lazy, Suspense, useEffect } from 'react';
import type { HelpItem, HelpSection } from '../../../shared/api/help';
import type { FaqAdmin } from './faq-admin-actions';
import adminStyles from './faq-admin.module.css';
import styles from './faqs.module.css';
import { QuestionAdminTools } from './QuestionAdminTools';

// The editor, with the form and schema libraries, is loaded once an admin opens it.
const FaqEditor = lazy(() => import('./FaqEditor').then(({ FaqEditor }) => ({ default: FaqEditor })));
const ConfirmDialog = lazy(() =>
  import('../../components/kit/ConfirmDialog').then((module) => ({ default: module.ConfirmDialog })),
);

// What the page's admin state turns into, loaded with the tools that use it.
export { faqAdmin, type FaqAdmin } from './faq-admin-actions';

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
