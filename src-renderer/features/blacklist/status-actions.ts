import {
  BLACKLIST_STATUS_LABELS,
  STATUS_TRANSITIONS,
  type BlacklistEntry,
  type BlacklistStatus,
} from '../../../shared/api/blacklist';
import type { DialogAction } from '../../components/kit/ActionButtons';

/** The statuses that wait for the association's decision: a report, a review, a dispute. */
export const UNDECIDED_STATUSES: readonly BlacklistStatus[] = ['reported', 'under_review', 'disputed'];

/** Each step of the due process, as a button says it and as its dialog explains it. */
const STEPS: Record<Exclude<BlacklistStatus, 'reported'>, { label: string; text: string }> = {
  under_review: {
    label: 'Start the review',
    text: 'Only administrators see the entry while you check the report and its evidence.',
  },
  listed: {
    label: 'List as blacklisted',
    text: 'Members see the company as blacklisted, with the reasons, the evidence and any answer it gave.',
  },
  disputed: {
    label: 'Mark as disputed',
    text: 'The company stays listed, and members see that it disputes the listing.',
  },
  resolved: {
    label: 'Mark as resolved',
    text: 'The case closes as settled, for example once the debt is paid. This is final.',
  },
  removed: {
    label: 'Remove',
    text: 'The company leaves the blacklist for good; the entry’s history is kept. This is final.',
  },
};

/** The decisions an entry's status allows next, each asked for with the reason for the record. */
export function statusActions(entry: BlacklistEntry): DialogAction[] {
  return STATUS_TRANSITIONS[entry.status].map((status) => {
    const step = STEPS[status as keyof typeof STEPS];
    // Keeping a disputed listing is a decision of its own, whatever the step is called.
    const label = entry.status === 'disputed' && status === 'listed' ? 'Keep it listed' : step.label;
    return {
      path: '/api/blacklist/change-status',
      title: `${label}: ${entry.companyName}`,
      text: `${step.text} The status becomes “${BLACKLIST_STATUS_LABELS[status]}”.`,
      confirmLabel: label,
      ...(status === 'removed' ? { tone: 'danger' as const } : {}),
      field: {
        name: 'note',
        label: 'Why',
        hint: 'Kept in the entry’s history: what was checked and what decided it.',
      },
      body: (note) => ({ id: entry.id, status, note }),
    };
  });
}
