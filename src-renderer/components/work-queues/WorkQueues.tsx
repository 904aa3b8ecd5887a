import { Link } from 'react-router';
import type { getWorkQueues } from '../../../shared/api/admin';
import { usePageData } from '../../lib/api';
import { PageStatus } from '../page-status/PageStatus';
import styles from '../kit/classes.module.css';

/** The DFA team's work queues with how much waits in each, for the admin's home pages. */
export function WorkQueues() {
  const queues = usePageData<typeof getWorkQueues>('/api/admin/work-queues', {}, { serverRender: false });
  if (queues.state === 'loading' || queues.state === 'error') {
    return <PageStatus state={queues} what="the work queues" />;
  }
  if (queues.state === 'not-found') return null;
  const waiting = queues.data.queues.reduce((sum, queue) => sum + queue.count, 0);
  return (
    <>
      <p className={styles.muted} role="status">
        {waiting === 0
          ? 'Nothing is waiting for the team.'
          : `${waiting} ${waiting === 1 ? 'item waits' : 'items wait'} for the team.`}
      </p>
      <ul className={styles.cards}>
        {queues.data.queues.map((queue) => (
          <li key={queue.id}>
            <Link to={queue.href} className={styles.card}>
              <span className={styles.count}>{queue.count}</span>
              <span className={styles.cardTitle}>{queue.label}</span>
              <span>{queue.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
