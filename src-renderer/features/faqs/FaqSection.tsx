import type { HelpSection } from '../../../shared/api/help';
import { AnswerText } from './AnswerText';
import type * as AdminModule from './FaqAdmin';
import styles from './faqs.module.css';
import { questionAnchor } from './question-anchor';

/** An admin's tools, once their module has arrived, with what the admin is doing. */
export interface AdminTools {
  ui: typeof AdminModule;
  admin: AdminModule.FaqAdmin;
}

/**
 * One section's questions as disclosures that work without JavaScript; for admins, each with
 * its tools or its editor, and a way to add a question to the section.
 */
export function FaqSection({
  section,
  sections,
  adminTools,
}: {
  /** the questions the filter keeps */
  section: HelpSection;
  /** every section with all its questions, for the editor's section picker and the order of questions */
  sections: HelpSection[];
  /** none for visitors and members */
  adminTools: AdminTools | undefined;
}) {
  const headingId = `faq-section-${section.slug}`;
  const editing = adminTools?.admin.editing;
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>{section.title}</h2>
      <ul className={styles.questions}>
        {section.items.map((item) => (
          <li key={item.id} className={styles.question}>
            {adminTools && editing && 'id' in editing && editing.id === item.id ? (
              <adminTools.ui.QuestionEditor
                admin={adminTools.admin}
                item={item}
                section={section}
                sections={sections}
              />
            ) : (
              // The same elements with tools or without: the question stays as it is when they come.
              <>
                <details id={questionAnchor(item.id)} className={styles.details}>
                  <summary className={styles.summary}>{item.question}</summary>
                  <div className={styles.answer}>
                    <AnswerText answer={item.answer} />
                  </div>
                </details>
                {adminTools ? (
                  <adminTools.ui.QuestionTools
                    admin={adminTools.admin}
                    item={item}
                    section={section}
                    sections={sections}
                  />
                ) : null}
              </>
            )}
          </li>
        ))}
      </ul>
      {adminTools ? (
        <adminTools.ui.NewQuestion admin={adminTools.admin} section={section} sections={sections} />
      ) : null}
    </section>
  );
}
