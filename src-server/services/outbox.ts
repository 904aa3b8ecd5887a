import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { loggingMailer, smtpMailer, type CalendarInvitation, type Mailer } from './mailer';
import {
  claimOutboxMessage,
  dueOutboxMessages,
  insertOutboxMessage,
  recordOutboxAttempt,
} from './outbox-repository';
import { runPeriodically, type PeriodicTask } from './periodic-task';
import {
  fileSmsSender,
  loggingSmsSender,
  providerSmsSender,
  UndeliverableMessageError,
  type SmsSender,
} from './sms';

export type OutboxMessage =
  | {
      kind: 'email';
      to: string;
      subject: string;
      text: string;
      html: string;
      payload?: object;
      calendar?: CalendarInvitation;
    }
  | { kind: 'sms'; to: string; text: string; payload?: object };

/** Queues a message; call it with the transaction that makes the change the message is about. */
export async function enqueueMessage(db: Db, message: OutboxMessage, now = new Date()): Promise<void> {
  await insertOutboxMessage(db, {
    kind: message.kind,
    recipient: message.to,
    subject: message.kind === 'email' ? message.subject : null,
    text: message.text,
    html: message.kind === 'email' ? message.html : null,
    payload: message.payload ? JSON.stringify(message.payload) : null,
    calendar: message.kind === 'email' && message.calendar ? JSON.stringify(message.calendar) : null,
    next_attempt_at: now.toISOString(),
    created_at: now.toISOString(),
  });
}

export interface Transports {
  mailer: Mailer;
  sms: SmsSender;
}

export function createTransports(config: Config, log: FastifyBaseLogger): Transports {
  return {
    mailer: config.smtpUrl ? smtpMailer({ url: config.smtpUrl, from: config.mailFrom }) : loggingMailer(log),
    sms: config.smsProvider
      ? providerSmsSender(config.smsProvider)
      : config.smsOutboxFile
        ? fileSmsSender(config.smsOutboxFile)
        : loggingSmsSender(log),
  };
}

/**
 * What an SMS row keeps once the message has left: its text may be a sign-in or verification
 * code, which nobody may read back from the database.
 */
export const DELIVERED_SMS_TEXT = '[text removed after delivery]';

/** A worker owns a claimed row this long; if it dies mid-send another worker takes over after. */
const CLAIM_MS = 60_000;
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 60 * 60 * 1000;
const BATCH_SIZE = 20;

function retryDelayMs(attempts: number, firstRetryMs = FIRST_RETRY_MS): number {
  return Math.min(firstRetryMs * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);
}

export interface DeliveryReport {
  sent: number;
  failed: number;
  /** refused for good by the provider (an invalid number): never tried again */
  abandoned: number;
}

/**
 * Sends every message that is due. Each row is claimed with a conditional UPDATE first, so
 * several server instances can run this at once without sending a message twice; a failure
 * is recorded and retried later with a growing delay, and rows are never deleted.
 */
export async function deliverDueMessages(
  db: Db,
  transports: Transports,
  now = new Date(),
  firstRetryMs = FIRST_RETRY_MS,
  log?: FastifyBaseLogger,
): Promise<DeliveryReport> {
  const nowIso = now.toISOString();
  const due = await dueOutboxMessages(db, nowIso, BATCH_SIZE);
  const report: DeliveryReport = { sent: 0, failed: 0, abandoned: 0 };
  for (const row of due) {
    const claimedUntil = new Date(now.getTime() + CLAIM_MS).toISOString();
    if (!(await claimOutboxMessage(db, row.id, { nowIso, claimedUntil }))) continue;
    try {
      if (row.kind === 'email') {
        await transports.mailer.send({
          to: row.recipient,
          subject: row.subject ?? '',
          text: row.text,
          html: row.html ?? row.text,
          ...(row.calendar ? { calendar: JSON.parse(row.calendar) as CalendarInvitation } : {}),
        });
      } else {
        await transports.sms.send({ to: row.recipient, text: row.text });
      }
      await recordOutboxAttempt(db, row.id, {
        sent_at: new Date().toISOString(),
        claimed_until: null,
        last_error: null,
        ...(row.kind === 'sms' ? { text: DELIVERED_SMS_TEXT } : {}),
      });
      report.sent += 1;
    } catch (error) {
      if (error instanceof UndeliverableMessageError) {
        await recordOutboxAttempt(db, row.id, {
          attempts: row.attempts + 1,
          last_error: error.message,
          abandoned_at: new Date().toISOString(),
          claimed_until: null,
          text: DELIVERED_SMS_TEXT,
        });
        // The recipient and the reason, never the text: it may hold a code.
        log?.warn(
          { outboxId: row.id, to: row.recipient, reason: error.message },
          'text message not deliverable',
        );
        report.abandoned += 1;
        continue;
      }
      const attempts = row.attempts + 1;
      await recordOutboxAttempt(db, row.id, {
        attempts,
        last_error: (error instanceof Error ? error.message : String(error)).slice(0, 1000),
        next_attempt_at: new Date(now.getTime() + retryDelayMs(attempts, firstRetryMs)).toISOString(),
        claimed_until: null,
      });
      report.failed += 1;
    }
  }
  return report;
}

/** Delivers due messages every `intervalMs` until stopped. */
export function startOutboxDelivery({
  db,
  transports,
  intervalMs,
  firstRetryMs = FIRST_RETRY_MS,
  log,
}: {
  db: Db;
  transports: Transports;
  intervalMs: number;
  firstRetryMs?: number;
  log: FastifyBaseLogger;
}): PeriodicTask {
  return runPeriodically(
    async () => {
      const report = await deliverDueMessages(db, transports, new Date(), firstRetryMs, log);
      if (report.failed > 0) log.warn(report, 'some outbox messages failed; they will be retried');
    },
    intervalMs,
    (error) => log.error({ err: error }, 'outbox delivery round failed'),
  );
}
