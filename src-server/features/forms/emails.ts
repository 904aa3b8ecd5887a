import { CONTACT_TOPIC_LABELS, type ContactTopic, type FormKind } from '../../../shared/api/forms';
import type { EmailDraft } from '../../services/email';

/** The team's copy of one form submission: what arrived, who sent it, and what they wrote. */
export interface FormNotice {
  kind: FormKind;
  subject: string;
  /** one sentence on what arrived and what the team should do */
  intro: string;
  details: [label: string, value: string | undefined][];
  /** free text, paragraphs separated by blank lines */
  message?: string | undefined;
}

export function formEmail(inbox: string, submissionId: number, notice: FormNotice): EmailDraft {
  return {
    to: inbox,
    subject: notice.subject,
    blocks: [
      `${notice.intro} (submission ${submissionId})`,
      { details: notice.details },
      ...(notice.message ?? '').split(/\n{2,}/).filter(Boolean),
    ],
    payload: { purpose: notice.kind, submissionId },
  };
}

export interface ContactMessage {
  name: string;
  company?: string | undefined;
  email: string;
  phone?: string | undefined;
  topic: ContactTopic;
  message: string;
}

/** The contact form: the public pages say we aim to reply within one working day. */
export function contactUsNotice(contact: ContactMessage): FormNotice {
  return {
    kind: 'contact-us',
    subject: `Contact form: ${CONTACT_TOPIC_LABELS[contact.topic]} from ${contact.name}`,
    intro: `A new message arrived through the contact form. We aim to reply within one working day: answer ${contact.email} directly.`,
    details: [
      ['Name', contact.name],
      ['Company', contact.company],
      ['Email', contact.email],
      ['Phone', contact.phone],
      ['Topic', CONTACT_TOPIC_LABELS[contact.topic]],
    ],
    message: contact.message,
  };
}
