import { REASON_MAX, type AdminLead } from '../../../shared/api/shipping-leads';
import type { DialogAction } from '../../components/kit/ActionButtons';

/**
 * The review queue's decisions on a lead, asked for in a dialog each: publish it as the shipper
 * sent it, reject it (pending) or close it (pending, open or expired), with a reason the shipper
 * reads. Publishing with corrections has its own dialog (`CorrectionsDialog`).
 */
export function reviewActions(lead: AdminLead): DialogAction[] {
  const reason = { name: 'reason', label: 'Reason', maxLength: REASON_MAX };
  const publish: DialogAction = {
    path: '/api/admin/shipping-leads/publish',
    title: `Publish lead ${lead.id} as sent?`,
    text: 'Members on its lanes can quote at once, and the shipper is emailed their private link to the quotes.',
    confirmLabel: 'Publish',
    body: () => ({ id: lead.id }),
  };
  const reject: DialogAction = {
    path: '/api/admin/shipping-leads/reject',
    title: `Reject lead ${lead.id}?`,
    text: 'The shipper receives your reason by email. Write it so they can send a better request.',
    confirmLabel: 'Reject',
    tone: 'danger',
    field: reason,
    body: (value) => ({ id: lead.id, reason: value }),
  };
  const close: DialogAction = {
    path: '/api/admin/shipping-leads/close',
    title: `Close lead ${lead.id}?`,
    text: 'The shipper and every member with a standing quote receive your reason by email.',
    confirmLabel: 'Close',
    tone: 'danger',
    field: reason,
    body: (value) => ({ id: lead.id, reason: value }),
  };
  if (lead.state === 'pending') return [publish, reject, close];
  return lead.state === 'open' || lead.state === 'expired' ? [close] : [];
}
