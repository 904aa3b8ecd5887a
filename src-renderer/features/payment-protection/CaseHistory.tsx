import type { ProtectionCase } from '../../../shared/api/payment-protection';
import styles from '../../components/kit/classes.module.css';
import { atOf } from './protection-labels';

/** Every step of the case so far, oldest first, with who took it and any note they left. */
export function CaseHistory({ item }: { item: ProtectionCase }) {
  return (
    <section className={styles.section} aria-labelledby="history-heading">
      <h2 id="history-heading">History</h2>
      <ol className={styles.timeline}>
        {item.history.map((step) => (
          <li key={step.id}>
            <p className={styles.meta}>
              <time dateTime={step.at}>{atOf(step.at)}</time> · {step.actor}
            </p>
            <p>{step.summary}</p>
            {step.note ? <p className={styles.quote}>{step.note}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
