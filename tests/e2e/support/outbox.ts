import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { expect } from '@playwright/test';
import { E2E_SITE } from '../../../playwright.config';
import { withE2eDatabase } from './database';
import type { E2eSite } from './e2e-site';

interface SmsLine {
  to: string;
  text: string;
  createdAt: string;
}

/**
 * What reached people from one e2e server: the email its SMTP server received, the texts its SMS
 * provider accepted, and what the server queued to send. Tests look for their own addresses and
 * numbers, which no other test uses.
 */
export function mailboxOf(site: E2eSite) {
  async function messagesTo(address: string): Promise<ParsedMail[]> {
    if (!existsSync(site.mailDir)) return [];
    const files = readdirSync(site.mailDir)
      .filter((name) => name.endsWith('.eml'))
      .sort();
    const parsed = await Promise.all(
      files.map((name) => simpleParser(readFileSync(join(site.mailDir, name)))),
    );
    return parsed.filter((mail) =>
      [mail.to ?? []].flat().some((to) => to.value.some((entry) => entry.address?.toLowerCase() === address)),
    );
  }

  function textsTo(phone: string): SmsLine[] {
    if (!existsSync(site.smsFile)) return [];
    return readFileSync(site.smsFile, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as SmsLine)
      .filter((sms) => sms.to === phone);
  }

  return {
    /**
     * Waits for the email to `address` whose subject matches (the `after`+1-th such one) and,
     * when given, whose text contains `mentioning`, as received over SMTP.
     */
    async nextEmail(
      address: string,
      subject: RegExp,
      after = 0,
      { mentioning }: { mentioning?: string } = {},
    ): Promise<ParsedMail> {
      let found: ParsedMail | undefined;
      await expect
        .poll(
          async () => {
            found = (await messagesTo(address.toLowerCase())).filter(
              (mail) =>
                subject.test(mail.subject ?? '') && (!mentioning || (mail.text ?? '').includes(mentioning)),
            )[after];
            return found !== undefined;
          },
          {
            message: `an email to ${address} with a subject like ${subject}${mentioning ? ` mentioning ${mentioning}` : ''}`,
            timeout: 15_000,
          },
        )
        .toBe(true);
      return found!;
    },

    /** How many emails to `address` with a matching subject have arrived so far. */
    async messagesCountTo(address: string, subject: RegExp): Promise<number> {
      return (await messagesTo(address.toLowerCase())).filter((mail) => subject.test(mail.subject ?? ''))
        .length;
    },

    /**
     * How many emails to `address` with a matching subject the server has decided to send, sent
     * or not yet: it queues each in the same transaction as the record it is about, so once a
     * page has confirmed an action, this counts every email the action will ever send.
     */
    async emailsQueuedFor(address: string, subject: RegExp): Promise<number> {
      const queued = await withE2eDatabase(
        (db) =>
          db
            .selectFrom('outbox')
            .select('subject')
            .where('kind', '=', 'email')
            .where('recipient', '=', address)
            .execute(),
        site,
      );
      return queued.filter((row) => subject.test(row.subject ?? '')).length;
    },

    /** Waits until `count` texts reached `phone` and returns the 6-digit code in the last one. */
    async smsCode(phone: string, count = 1): Promise<string> {
      await expect
        .poll(() => textsTo(phone).length, { message: `${count} SMS to ${phone}`, timeout: 15_000 })
        .toBeGreaterThanOrEqual(count);
      const text = textsTo(phone).at(-1)!.text;
      const code = /\b(\d{6})\b/.exec(text)?.[1];
      if (!code) throw new Error(`No 6-digit code in the SMS: ${text}`);
      return code;
    },
  };
}

/** The shared e2e server's mailbox (see `mailboxOf`). */
export const { nextEmail, messagesCountTo, emailsQueuedFor, smsCode } = mailboxOf(E2E_SITE);
