import { appendFile } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';

interface TextMessage {
  /** E.164 */
  to: string;
  text: string;
}

/** What an SMS provider must do; a real gateway implements the same interface. */
export interface SmsSender {
  send(message: TextMessage): Promise<void>;
}

/** Development and tests: one JSON line per message (`{to,text,createdAt}`), readable by a test or a person. */
export function fileSmsSender(file: string): SmsSender {
  return {
    async send({ to, text }) {
      await appendFile(file, `${JSON.stringify({ to, text, createdAt: new Date().toISOString() })}\n`);
    },
  };
}

export function loggingSmsSender(log: FastifyBaseLogger): SmsSender {
  return {
    async send(message) {
      log.info({ sms: message }, 'text message (not sent: SMS_OUTBOX_FILE is not set)');
    },
  };
}
