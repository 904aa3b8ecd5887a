import { lazy, Suspense } from 'react';
import type { HelpSection } from '../../../shared/api/help';
import { AnswerText } from './AnswerText';
import styles from './faqs.module.css';
import { QuestionAdminTools } from './QuestionAdminTools';
import { questionAnchor, type FaqAdmin } from './use-faq-admin';

// Only admins change the questions: the editor, with the form and schema libraries, is loaded
// once an admin opens it, never for visitors.
const FaqEditor = lazy(() => import('./FaqEditor').then(({ FaqEditor }) => ({ default: FaqEditor })));

/**
 * One section's questions as disclosures that work without JavaScript; for admins, each with
 * its tools or its editor, and a button to add a question to the section.
 */
export function FaqSection({
  section,
  full,
  sections,
  admin,
}: {
  /** the questions the filter keeps */
  section: HelpSection;
  /** every question of the section, whose order an admin changes */
  full: HelpSection;
  /** every section, for the editor's section picker */
  sections: HelpSection[];
  /** the admin's tools; none for visitors and members */
  admin: FaqAdmin | undefined;
}) {
  const headingId = `faq-section-${section.slug}`;
  const editing = admin?.editing;
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>{section.title}</h2>
      <ul className={styles.questions}>
        {section.items.map((item) => (
          <li key={item.id} className={styles.question}>
            {admin && editing && 'id' in editing && editing.id === item.id ? (
              <Suspense fallback={null}>
                <FaqEditor
                  sections={sections}
                  initial={{
                    id: item.id,
                    sectionId: section.id,
                    question: item.question,
                    answer: item.answer,
                  }}
                  onSaved={(next, savedId) => admin.saved(next, savedId, false)}
                  onCancel={() => admin.cancelEditing(item.id)}
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
                {admin ? (
                  <QuestionAdminTools
                    item={item}
                    position={full.items.findIndex((entry) => entry.id === item.id)}
                    count={full.items.length}
                    busy={admin.busy}
                    onEdit={() => admin.setEditing({ id: item.id })}
                    onMove={(offset) => admin.move(full, item, offset)}
                    onDelete={() => admin.setPendingDelete(item)}
                  />
                ) : null}
              </>
            )}
          </li>
        ))}
      </ul>
      {admin ? (
        editing && 'newInSection' in editing && editing.newInSection === section.id ? (
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
            className={styles.secondaryButton}
            onClick={() => admin.setEditing({ newInSection: section.id })}
          >
            Add question<span className="visually-hidden"> to {section.title}</span>
          </button>
        )
      ) : null}
    </section>
  );
}
