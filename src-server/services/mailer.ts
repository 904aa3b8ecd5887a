import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

interface Email {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(email: Email): Promise<void>;
}

/** SMTP through nodemailer; every message goes out with both an HTML and a text part. */
export function smtpMailer({ url, from }: { url: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(email) {
      await transport.sendMail({ from, ...email });
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
