import {
  CLAIM_OUTCOME_LABELS,
  CLAIM_OUTCOMES,
  type ProtectionStatus,
} from '../../../shared/api/payment-protection';
import type { DialogAction } from '../../components/kit/ActionButtons';

/** What the association's decisions need to know of a case, from its page or from a queue's row. */
export interface DecidedCase {
  id: number;
  invoiceNumber: string;
  status: ProtectionStatus;
  reportedLate: boolean;
  creditorName: string;
  debtorName: string;
}

/** The confirmation queue's decisions: confirm the cover in writing, or decline it with a reason. */
export function confirmationActions(item: DecidedCase): DialogAction[] {
  if (item.status !== 'awaiting_confirmation') return [];
  const confirm: DialogAction = {
    path: '/api/admin/payment-protection/confirm',
    title: `Confirm cover for invoice ${item.invoiceNumber}`,
    text: `Both ${item.creditorName} and ${item.debtorName} are emailed the written confirmation; the shipment is covered from now.`,
    confirmLabel: 'Confirm the cover',
    field: { label: 'A note for both parties', hint: 'Optional.', name: 'note' },
    body: (note) => ({ caseId: item.id, note }),
  };
  return [
    // A report made after the due date breaks the rules: it can only be declined.
    ...(item.reportedLate ? [] : [confirm]),
    {
      path: '/api/admin/payment-protection/decline',
      title: `Decline cover for invoice ${item.invoiceNumber}`,
      text: 'Both parties are emailed your reason, and the amount goes back to the creditor’s cover for the year.',
      confirmLabel: 'Decline the cover',
      tone: 'danger',
      field: { label: 'Reason (both parties read it)', name: 'reason' },
      body: (reason) => ({ caseId: item.id, reason }),
    },
  ];
}

/** Every decision the association may take on a case as it stands. */
export function adminActions(item: DecidedCase): DialogAction[] {
  if (item.status !== 'claim_open') return confirmationActions(item);
  return CLAIM_OUTCOMES.map((outcome) => ({
    path: '/api/admin/payment-protection/decide',
    title: `Decide the claim: ${CLAIM_OUTCOME_LABELS[outcome].toLowerCase()}`,
    text: 'Both parties are emailed the decision with your reason. The case is then closed.',
    confirmLabel: `Decide: ${CLAIM_OUTCOME_LABELS[outcome]}`,
    ...(outcome === 'claim_rejected' ? { tone: 'danger' as const } : {}),
    field: { label: 'Reason (both parties read it)', name: 'reason' },
    body: (reason) => ({ caseId: item.id, outcome, reason }),
  }));
}
