import { Link } from 'react-router';
import type { getWorkQueues, WorkQueue } from '../../../shared/api/admin';
import { DataTable, type Column } from '../../components/kit/DataTable';
import { Loaded } from '../../components/kit/states';
import { StatusBadge } from '../../components/kit/StatusBadge';
import text from '../../components/kit/text.module.css';
import { usePageData } from '../../lib/api';
import { ageOf } from './age';

const COLUMNS: readonly Column<WorkQueue>[] = [
  {
    id: 'queue',
    header: 'Queue',
    primary: true,
    cell: (queue) => (
      <>
        <Link to={queue.href}>{queue.label}</Link>
        <p className={text.meta}>{queue.description}</p>
      </>
    ),
  },
  {
    id: 'count',
    header: 'Waiting',
    align: 'end',
    sortBy: (queue) => queue.count,
    cell: (queue) =>
      queue.count === 0 ? <StatusBadge tone="good">None</StatusBadge> : <strong>{queue.count}</strong>,
  },
  {
    id: 'oldest',
    header: 'Oldest waits',
    // Nothing waiting sorts as the youngest.
    sortBy: (queue) => (queue.oldestSince ? -Date.parse(queue.oldestSince) : Number.NEGATIVE_INFINITY),
    cell: (queue) => (queue.oldestSince ? ageOf(queue.oldestSince) : '—'),
  },
];

/** The DFA team's work queues: how much waits in each, and for how long the oldest item has. */
export function AdminDashboard() {
  const queues = usePageData<typeof getWorkQueues>('/api/admin/work-queues', {}, { serverRender: false });
  return (
    <Loaded data={queues} what="the work queues">
      {(data) => {
        const waiting = data.queues.reduce((sum, queue) => sum + queue.count, 0);
        return (
          <>
            <p className={text.muted}>
              {waiting === 0
                ? 'Nothing is waiting for the team.'
                : `${waiting} ${waiting === 1 ? 'item waits' : 'items wait'} for the team.`}
            </p>
            <DataTable
              caption="Work queues"
              hideCaption
              columns={COLUMNS}
              rows={data.queues}
              rowKey={(queue) => queue.id}
            />
          </>
        );
      }}
    </Loaded>
  );
}
