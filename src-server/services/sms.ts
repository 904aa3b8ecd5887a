import { appendFile } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { SmsProviderConfig } from '../config';

interface TextMessage {
  /** E.164 */
  to: string;
  text: string;
}

/** What an SMS provider must do; a real gateway implements the same interface. */
export interface SmsSender {
  send(message: TextMessage): Promise<void>;
}

/**
 * A message the provider will never deliver (an invalid or unreachable number, a recipient who
 * opted out): sending it again cannot help, so the outbox gives up on it at once.
 */
export class UndeliverableMessageError extends Error {
  override name = 'UndeliverableMessageError';
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
      log.info({ sms: message }, 'text message (not sent: no SMS provider or SMS_OUTBOX_FILE is set)');
    },
  };
}

/** How long one call to the provider may take before the outbox tries again later. */
const PROVIDER_TIMEOUT_MS = 15_000;

/**
 * Twilio's error codes for a recipient that cannot receive the message: invalid "To" number,
 * not a mobile number, unsubscribed, a landline or unreachable carrier, a region not enabled.
 */
const UNDELIVERABLE_CODES = new Set([21211, 21214, 21408, 21610, 21612, 21614, 21617]);

/**
 * Sends through Twilio's Messages API: a form-encoded POST with HTTP basic authentication. A
 * refusal for the recipient's sake is final; anything else (429, 5xx, a timeout, no network)
 * is thrown as an ordinary error, which the outbox retries with a growing delay. Error messages
 * never repeat the text, which may carry a code.
 */
export function providerSmsSender(provider: SmsProviderConfig): SmsSender {
  const url = new URL(
    `2010-04-01/Accounts/${encodeURIComponent(provider.accountSid)}/Messages.json`,
    provider.apiUrl.endsWith('/') ? provider.apiUrl : `${provider.apiUrl}/`,
  );
  const authorization = `Basic ${Buffer.from(`${provider.accountSid}:${provider.authToken}`).toString('base64')}`;
  return {
    async send({ to, text }) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ To: to, From: provider.from, Body: text }),
        signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
      });
      if (response.ok) return;
      const answer = (await response.json().catch(() => ({}))) as { code?: unknown; message?: unknown };
      const code = typeof answer.code === 'number' ? answer.code : undefined;
      const what = `SMS provider answered ${response.status}${code === undefined ? '' : ` (error ${code})`}`;
      if (response.status === 400 && code !== undefined && UNDELIVERABLE_CODES.has(code)) {
        throw new UndeliverableMessageError(`${what}: the number cannot receive text messages`);
      }
      throw new Error(what);
    },
  };
}
