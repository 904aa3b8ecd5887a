import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getLead, leadForm, publishLead, saveBid, type MemberLead } from '../../shared/api/shipping-leads';
import { SESSION_COOKIE } from '../../src-server/http/sessions';
import { signedInMember } from '../support/members';
import { nextIp, post } from './support/auth';
import { inDays, leadBody } from './support/shipping-leads';
import { createTestApp, usingPostgres, type TestApp } from './support/test-app';

type SignedInMember = Awaited<ReturnType<typeof signedInMember>>;
const DATABASE = usingPostgres() ? 'PostgreSQL' : 'SQLite';

let t: TestApp;
let admin: SignedInMember;
let asker: SignedInMember;
let bidder: SignedInMember;
let onlooker: SignedInMember;
beforeAll(async () => {
  t = await createTestApp({ env: { CONTACT_INBOX: 'leads-team@dfa.test' } });
  admin = await signedInMember(t.db, { isAdmin: true, companyName: 'DFA Secretariat' });
  asker = await signedInMember(t.db, {
    companyName: 'Gulf Bridge Forwarding',
    slug: 'gulf-bridge-forwarding',
  });
  bidder = await signedInMember(t.db, { membership: 'premium', companyName: 'Kestrel Freight' });
  onlooker = await signedInMember(t.db, { membership: 'premium', companyName: 'Ibis Shipping' });
});
afterAll(async () => {
  await t?.close();
});

const as = (member?: SignedInMember) => ({ ip: nextIp(), ...(member ? { session: member.token } : {}) });

async function publishedLead(sender?: SignedInMember): Promise<number> {
  const sent = await post(t.app, leadForm.path, leadBody(), as(sender));
  expect(sent.statusCode, sent.body).toBe(200);
  const id = sent.json<{ id: number }>().id;
  const published = await post(t.app, publishLead.path, { id }, as(admin));
  expect(published.statusCode, published.body).toBe(200);
  return id;
}

async function leadAs(member: SignedInMember, id: number): Promise<MemberLead> {
  const response = await t.app.inject({
    method: 'GET',
    url: getLead.path,
    query: { id: String(id) },
    remoteAddress: nextIp(),
    cookies: { [SESSION_COOKIE]: member.token },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MemberLead>();
}

async function quote(member: SignedInMember, leadId: number) {
  const response = await post(
    t.app,
    saveBid.path,
    {
      leadId,
      kind: 'lump-sum',
      lumpSum: { amount: '2400', currency: 'USD' },
      lines: [],
      validUntil: inDays(20),
      transitDays: 22,
      freeDays: 7,
      routing: 'Direct service',
      notes: '',
    },
    as(member),
  );
  expect(response.statusCode, response.body).toBe(200);
}

describe(`meeting the member that asked for quotes, on ${DATABASE}`, () => {
  it('shows the companies that quoted which member sent the request, and no one else', async () => {
    const id = await publishedLead(asker);
    expect((await leadAs(bidder, id)).postedBy).toBeNull();
    await quote(bidder, id);
    expect((await leadAs(bidder, id)).postedBy).toEqual({
      name: 'Gulf Bridge Forwarding',
      slug: 'gulf-bridge-forwarding',
    });
    expect((await leadAs(onlooker, id)).postedBy).toBeNull();
  });

  it('names no one for a shipper who was not signed in', async () => {
    const id = await publishedLead();
    await quote(bidder, id);
    expect((await leadAs(bidder, id)).postedBy).toBeNull();
  });

  it('names no one for an applicant, who cannot be booked', async () => {
    const applicant = await signedInMember(t.db, {
      membership: 'pending',
      companyName: 'Newcomer Logistics',
      slug: 'newcomer-logistics',
    });
    const id = await publishedLead(applicant);
    await quote(bidder, id);
    expect((await leadAs(bidder, id)).postedBy).toBeNull();
  });
});
