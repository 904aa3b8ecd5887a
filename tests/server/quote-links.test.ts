import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '../../shared/api/envelope';
import { acceptQuote, getQuotes, sendAcceptanceCode } from '../../shared/api/shipping-leads';
import { signedInMember } from '../support/members';
import { nextEmail, nextIp, post } from './support/auth';
import { get, postAs, testClock } from './support/membership';
import { acceptanceCode, inDays, leadBody, quotesTokenFor } from './support/shipping-leads';
import { createTestApp, usingPostgres, type TestApp } from './support/test-app';

/**
 * The shipper's private link: it works while the request is open and for 30 days after, the
 * link alone cannot accept a quote (a code goes to the shipper's email), and a wrong or expired
 * token-shaped link gets one and the same answer.
 */
const START = Date.now();
const DAY = 86_400_000;
// Publishing stamps the lead with the system's time, so the app's clock starts from it.
const clock = testClock(new Date(START).toISOString());
const later = (ms: number) => clock.set(new Date(START + ms).toISOString());

let t: TestApp;
let admin: string;
let forwarder: Awaited<ReturnType<typeof signedInMember>>;
beforeAll(async () => {
  t = await createTestApp({ clock, env: { SHIPPING_LEAD_DAYS: '14' } });
  admin = (await signedInMember(t.db, { isAdmin: true, email: nextEmail() })).token;
  forwarder = await signedInMember(t.db, {
    membership: 'premium',
    companyName: 'Orca Shipping',
    email: nextEmail(),
  });
});
afterAll(async () => {
  await t?.close();
});

const errorOf = (response: { json: () => unknown }) => errorEnvelopeSchema.parse(response.json()).error;
const GENERIC =
  'This link does not open a shipping request. Links work until 30 days after the request closes; open the newest email we sent about your request and use its link in full, or contact us.';

/** A published lead with one quote: its shipper's address and link, and the quote's id. */
async function quotedLead() {
  later(0);
  const body = leadBody();
  const sent = await post(t.app, '/api/lead-form', body, { ip: nextIp() });
  expect(sent.statusCode, sent.body).toBe(200);
  const { id } = await t.db
    .selectFrom('shipping_leads')
    .select('id')
    .where('requester_email', '=', body.email.toLowerCase())
    .executeTakeFirstOrThrow();
  expect((await postAs(t.app, '/api/admin/shipping-leads/publish', { id }, admin)).statusCode).toBe(200);
  const bid = await postAs(
    t.app,
    '/api/shipping-leads/bid',
    {
      leadId: id,
      kind: 'lump-sum',
      lumpSum: { amount: '2900', currency: 'USD' },
      validUntil: inDays(20),
      transitDays: 21,
      freeDays: 7,
      routing: 'Direct service',
    },
    forwarder.token,
  );
  expect(bid.statusCode, bid.body).toBe(200);
  const shipper = body.email.toLowerCase();
  const token = await quotesTokenFor(t.db, shipper);
  const quotes = getQuotes.response.parse((await get(t.app, `${getQuotes.path}?token=${token}`)).json());
  return { id, shipper, token, bidId: quotes.quotes[0]!.id, quotes };
}

describe(
  `the shipper's quotes link on ${usingPostgres() ? 'PostgreSQL' : 'SQLite'}`,
  { timeout: 90_000 },
  () => {
    it('lasts while the lead is open and 30 days after, then answers as a wrong link does', async () => {
      const { token, quotes } = await quotedLead();
      const published = await t.db
        .selectFrom('shipping_leads')
        .select('expires_at')
        .where('token_hash', 'is not', null)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      const until = Date.parse(published.expires_at!) + 30 * DAY;
      expect(quotes.linkValidUntil).toBe(new Date(until).toISOString());

      later(until - START - 60_000);
      const lastMinute = await get(t.app, `${getQuotes.path}?token=${token}`);
      expect(lastMinute.statusCode).toBe(200);
      expect(getQuotes.response.parse(lastMinute.json()).lead.state).toBe('expired');

      later(until - START);
      const expired = await get(t.app, `${getQuotes.path}?token=${token}`);
      const wrong = await get(t.app, `${getQuotes.path}?token=${randomBytes(32).toString('base64url')}`);
      expect([expired.statusCode, wrong.statusCode]).toEqual([404, 404]);
      expect(errorOf(expired)).toEqual(errorOf(wrong));
      expect(errorOf(expired).message).toBe(GENERIC);
    });

    it('counts 30 days from the day an accepted lead closed, not from its planned end', async () => {
      const { shipper, token, bidId } = await quotedLead();
      later(2 * DAY);
      const code = await acceptanceCode(t, { token, bidId, shipper });
      const accepted = await post(t.app, acceptQuote.path, { token, bidId, code }, { ip: nextIp() });
      expect(accepted.statusCode, accepted.body).toBe(200);
      const { linkValidUntil } = acceptQuote.response.parse(accepted.json());
      expect(Date.parse(linkValidUntil)).toBe(START + 2 * DAY + 30 * DAY);
      later(33 * DAY);
      expect((await get(t.app, `${getQuotes.path}?token=${token}`)).statusCode).toBe(404);
    });

    it('will not accept a quote with the link alone: the code emailed to the shipper is the second step', async () => {
      const { shipper, token, bidId } = await quotedLead();
      const without = await post(t.app, acceptQuote.path, { token, bidId }, { ip: nextIp() });
      expect(without.statusCode).toBe(400);
      expect(errorOf(without).fields?.code).toBe('Enter the code from the email.');

      const sent = await post(t.app, sendAcceptanceCode.path, { token, bidId }, { ip: nextIp() });
      expect(sent.statusCode, sent.body).toBe(200);
      expect(sendAcceptanceCode.response.parse(sent.json())).toMatchObject({
        status: 'sent',
        sentTo: shipper,
      });
      const email = await t.db
        .selectFrom('outbox')
        .select(['subject', 'text'])
        .where('recipient', '=', shipper)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(email.subject).toMatch(/^Your code to accept Orca Shipping’s quote: \d{6}$/);
      const code = /^(\d{6})$/m.exec(email.text)![1]!;
      const wrongCode = code === '000000' ? '111111' : '000000';

      const wrong = await post(t.app, acceptQuote.path, { token, bidId, code: wrongCode }, { ip: nextIp() });
      expect(wrong.statusCode).toBe(400);
      expect(errorOf(wrong).fields?.code).toBe('This code is not right. 4 tries left.');
      const state = await t.db
        .selectFrom('lead_bids')
        .select('state')
        .where('id', '=', bidId)
        .executeTakeFirstOrThrow();
      expect(state.state).toBe('live');

      // Another code within the minute is refused; the one sent still works.
      const again = await post(t.app, sendAcceptanceCode.path, { token, bidId }, { ip: nextIp() });
      expect(again.statusCode).toBe(429);

      const accepted = await post(t.app, acceptQuote.path, { token, bidId, code }, { ip: nextIp() });
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(acceptQuote.response.parse(accepted.json()).acceptedBidId).toBe(bidId);
    });

    it('stops a code after five wrong tries', async () => {
      const { shipper, token, bidId } = await quotedLead();
      const code = await acceptanceCode(t, { token, bidId, shipper });
      const wrongCode = code === '000000' ? '111111' : '000000';
      const messages: string[] = [];
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const answer = await post(
          t.app,
          acceptQuote.path,
          { token, bidId, code: wrongCode },
          { ip: nextIp() },
        );
        messages.push(errorOf(answer).fields!.code!);
      }
      expect(messages.at(-1)).toBe('This code is not right, and that was the last try: ask for a new code.');
      const late = await post(t.app, acceptQuote.path, { token, bidId, code }, { ip: nextIp() });
      expect(late.statusCode).toBe(400);
      expect(errorOf(late).fields?.code).toBe('This code can no longer be used: ask for a new code.');
    });

    it('answers a wrong token the same way when asking for a code', async () => {
      const { bidId } = await quotedLead();
      const wrong = await post(
        t.app,
        sendAcceptanceCode.path,
        { token: randomBytes(32).toString('base64url'), bidId },
        { ip: nextIp() },
      );
      expect(wrong.statusCode).toBe(404);
      expect(errorOf(wrong).message).toBe(GENERIC);
    });
  },
);
