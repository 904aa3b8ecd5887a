import { protectionFilePath, type ProtectionCase } from '../../../shared/api/payment-protection';
import styles from '../../components/kit/classes.module.css';
import { sizeOf } from './CaseFilesForm';
import { dayOf } from './protection-labels';

/** The documents each side sent with the claim and the answer, to download. */
export function CaseFiles({ item }: { item: ProtectionCase }) {
  const sides = [
    { side: 'creditor', title: `From ${item.creditor.name}` },
    { side: 'debtor', title: `From ${item.debtor.name}` },
  ] as const;
  return (
    <section className={styles.section} aria-labelledby="files-heading">
      <h2 id="files-heading">Files</h2>
      {item.files.length === 0 ? (
        <p className={styles.muted}>No files yet: they come with the claim and with the answer to it.</p>
      ) : (
        sides.map(({ side, title }) => {
          const files = item.files.filter((file) => file.side === side);
          return files.length === 0 ? null : (
            <div key={side}>
              <h3>{title}</h3>
              <ul className={styles.list}>
                {files.map((file) => (
                  <li key={file.id}>
                    <a href={protectionFilePath(file.id)} download>
                      {file.name}
                    </a>{' '}
                    <span className={styles.meta}>
                      {sizeOf(file.size)} · {dayOf(file.uploadedAt)}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          );
        })
      )}
    </section>
  );
}
