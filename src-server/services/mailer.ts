import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

/** An iCalendar invitation sent with an email, which mail programs offer to put in the calendar. */
export interface CalendarInvitation {
  /** the iTIP method: REQUEST adds or updates the event, CANCEL withdraws it */
  method: 'REQUEST' | 'CANCEL';
  filename: string;
  content: string;
}

interface Email {
  to: string;
  subject: string;
  text: string;
  html: string;
  calendar?: CalendarInvitation;
}

export interface Mailer {
  send(email: Email): Promise<void>;
}

/**
 * SMTP through nodemailer; every message goes out with both an HTML and a text part. A calendar
 * invitation goes both as a `text/calendar; method=…` alternative, which mail programs act on,
 * and as an .ics attachment for those that only offer files.
 */
export function smtpMailer({ url, from }: { url: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send({ calendar, ...email }) {
      await transport.sendMail({
        from,
        ...email,
        ...(calendar
          ? { icalEvent: { method: calendar.method, filename: calendar.filename, content: calendar.content } }
          : {}),
      });
    },
  };
}

/** Development without SMTP: the message is written to the log, where a developer can read the link. */
export function loggingMailer(log: FastifyBaseLogger): Mailer {
  return {
    async send(email) {
      log.info(
        { email: { to: email.to, subject: email.subject, text: email.text } },
        'email (not sent: SMTP_URL is not set)',
      );
    },
  };
}
