import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { expect } from '@playwright/test';
import { E2E_MAIL_DIR, E2E_SMS_FILE } from '../../../playwright.config';

async function messagesTo(address: string): Promise<ParsedMail[]> {
  if (!existsSync(E2E_MAIL_DIR)) return [];
  const files = readdirSync(E2E_MAIL_DIR)
    .filter((name) => name.endsWith('.eml'))
    .sort();
  const parsed = await Promise.all(files.map((name) => simpleParser(readFileSync(join(E2E_MAIL_DIR, name)))));
  return parsed.filter((mail) =>
    [mail.to ?? []].flat().some((to) => to.value.some((entry) => entry.address?.toLowerCase() === address)),
  );
}

/** Waits for the next email to `address` whose subject matches, as received over SMTP. */
export async function nextEmail(address: string, subject: RegExp, after = 0): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await messagesTo(address.toLowerCase())).filter((mail) => subject.test(mail.subject ?? ''))[
          after
        ];
        return found !== undefined;
      },
      { message: `an email to ${address} with a subject like ${subject}`, timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

interface SmsLine {
  to: string;
  text: string;
  createdAt: string;
}

function textsTo(phone: string): SmsLine[] {
  if (!existsSync(E2E_SMS_FILE)) return [];
  return readFileSync(E2E_SMS_FILE, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as SmsLine)
    .filter((sms) => sms.to === phone);
}

/** Waits until `count` texts reached `phone` and returns the 6-digit code in the last one. */
export async function smsCode(phone: string, count = 1): Promise<string> {
  await expect
    .poll(() => textsTo(phone).length, { message: `${count} SMS to ${phone}`, timeout: 15_000 })
    .toBeGreaterThanOrEqual(count);
  const text = textsTo(phone).at(-1)!.text;
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`No 6-digit code in the SMS: ${text}`);
  return code;
}

/** How many emails to `address` with a matching subject have arrived so far. */
export async function messagesCountTo(address: string, subject: RegExp): Promise<number> {
  return (await messagesTo(address.toLowerCase())).filter((mail) => subject.test(mail.subject ?? '')).length;
}
