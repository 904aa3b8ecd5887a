import { BLACKLIST_STATUS_LABELS, type BlacklistEntry } from '../../../shared/api/blacklist';
import { formatDate } from '../../../shared/domain/date';
import { ActionButtons } from '../../components/kit/ActionButtons';
import { DataTable, type Column } from '../../components/kit/DataTable';
import { Section } from '../../components/kit/Section';
import { StatusBadge } from '../../components/kit/StatusBadge';
import { announce } from '../../lib/announce';
import { neighbourRow } from '../../lib/focus';
import { useSetAtom } from '../../lib/store';
import { entriesAtom, replacedById } from './blacklist-state';
import { statusActions, UNDECIDED_STATUSES } from './status-actions';

const linkIdOf = (entry: BlacklistEntry) => `review-entry-${entry.id}`;

function columns(
  rows: readonly BlacklistEntry[],
  onDecided: (entry: BlacklistEntry) => void,
): Column<BlacklistEntry>[] {
  return [
    {
      id: 'company',
      header: 'Company',
      primary: true,
      sortBy: (entry) => entry.companyName,
      // The entry's card below holds its evidence, history and every other action.
      cell: (entry) => (
        <a id={linkIdOf(entry)} href={`#entry-${entry.id}`}>
          {entry.companyName}
        </a>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      sortBy: (entry) => BLACKLIST_STATUS_LABELS[entry.status],
      cell: (entry) => (
        <StatusBadge tone={entry.status === 'disputed' ? 'bad' : 'warn'}>
          {BLACKLIST_STATUS_LABELS[entry.status]}
        </StatusBadge>
      ),
    },
    {
      id: 'reported',
      header: 'Reported',
      sortBy: (entry) => entry.createdAt,
      cell: (entry) => formatDate(entry.createdAt.slice(0, 10)),
    },
    {
      id: 'answers',
      header: 'Company’s answers',
      align: 'end',
      sortBy: (entry) => entry.responses.length,
      cell: (entry) => (entry.responses.length === 0 ? 'None yet' : entry.responses.length),
    },
    {
      id: 'decide',
      header: 'Decide',
      cell: (entry) => (
        <ActionButtons<BlacklistEntry>
          actions={statusActions(entry)}
          subject={entry.companyName}
          onDone={onDecided}
          focusAfterConfirm={neighbourRow(rows, entry, linkIdOf)}
        />
      ),
    },
  ];
}

/**
 * The administrators' review queue: the entries of the list below that wait for a decision
 * (a new report, a review under way, a dispute), each decided from its row.
 */
export function ReviewTable({ entries }: { entries: readonly BlacklistEntry[] }) {
  const setEntries = useSetAtom(entriesAtom);
  const undecided = entries
    .filter((entry) => UNDECIDED_STATUSES.includes(entry.status))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const decided = (entry: BlacklistEntry) => {
    setEntries((current) => replacedById(current, entry));
    announce(`${entry.companyName}: ${BLACKLIST_STATUS_LABELS[entry.status]}.`);
  };
  if (undecided.length === 0) return null;
  return (
    <Section
      title="Waiting for a decision"
      description="New reports, reviews under way and disputes, oldest first. Read an entry’s evidence and answers in its card below before deciding."
    >
      <DataTable
        caption="Entries waiting for a decision"
        hideCaption
        columns={columns(undecided, decided)}
        rows={undecided}
        rowKey={(entry) => entry.id}
      />
    </Section>
  );
}
