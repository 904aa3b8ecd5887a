import { RESPONSE_LINK_TTL_DAYS } from '../../../shared/api/blacklist';
import type { EmailDraft } from '../../services/email';

/** The notice to a reported company: what is claimed, and its single-use link to answer. */
export function responseInvitationEmail(
  to: string,
  {
    entryId,
    companyName,
    reasons,
    url,
  }: { entryId: number; companyName: string; reasons: string[]; url: string },
): EmailDraft {
  return {
    to,
    subject: `Your right to answer a report about ${companyName}`,
    blocks: [
      `A member of the Digital Freight Alliance has reported ${companyName} to the association’s blacklist. Before the association decides, you have the right to answer.`,
      'What the report says:',
      { list: reasons },
      `Use the link below to send your statement and any documents that support it (invoices, payment receipts, correspondence). The link works once and expires in ${RESPONSE_LINK_TTL_DAYS} days. The association reviews both sides before making or changing a decision.`,
      { link: 'Answer the report', url },
      'If you believe this email reached you by mistake, forward it to the person responsible for your company’s accounts.',
    ],
    payload: { purpose: 'blacklist-response-link', entryId },
  };
}

/** The association's admins hear of a member's report, which waits for their review. */
export function memberReportEmail(
  to: string,
  {
    entryId,
    companyName,
    reportedBy,
    statement,
    siteUrl,
  }: { entryId: number; companyName: string; reportedBy: string; statement: string; siteUrl: string },
): EmailDraft {
  return {
    to,
    subject: `Blacklist report to review: ${companyName}`,
    blocks: [
      `${reportedBy} reported ${companyName} to the blacklist. The report is Reported: members do not see it until you review it, and the company may answer before you decide.`,
      'What happened, in their words:',
      statement,
      { link: 'Review the report', url: `${siteUrl}/company/blacklist` },
    ],
    payload: { purpose: 'blacklist-member-report', entryId },
  };
}
