import type { ContentSection, TermRecord } from '../../../shared/dictionary/schema';
import { RichText } from './RichText';
import styles from './TermBody.module.css';

function TermSection({ section }: { section: ContentSection }) {
  return (
    <section className={styles.section}>
      <h2>{section.title}</h2>
      {section.paragraphs.map((paragraph, position) => (
        <p key={position}>
          <RichText text={paragraph} />
        </p>
      ))}
      {section.list ? (
        <>
          {section.list.title ? <h3 className={styles.listTitle}>{section.list.title}</h3> : null}
          <ul className={styles.list}>
            {section.list.items.map((item, position) => (
              <li key={position}>
                <RichText text={item} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {section.summary ? (
        <p className={styles.summary}>
          <RichText text={section.summary} />
        </p>
      ) : null}
    </section>
  );
}

/** The article: optional subtitle, the intro (one description or head paragraphs), then sections. */
export default function TermBody({ data }: { data: TermRecord['data'] }) {
  const intro = 'description' in data ? [data.description] : data.headParagraphs;
  return (
    <div className={styles.body}>
      {data.titleH2 ? <h2 className={styles.subtitle}>{data.titleH2}</h2> : null}
      <div className={styles.intro}>
        {intro.map((paragraph, position) => (
          <p key={position}>
            <RichText text={paragraph} />
          </p>
        ))}
      </div>
      {data.content.map((section, position) => (
        <TermSection key={position} section={section} />
      ))}
    </div>
  );
}
