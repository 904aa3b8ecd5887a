import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import type { EventDetails } from '../../shared/api/events';
import { passwordChangedEmail, passwordResetEmail } from '../../src-server/features/auth/emails';
import { responseInvitationEmail } from '../../src-server/features/blacklist/emails';
import {
  cancellationEmail,
  registrationConfirmationEmail,
} from '../../src-server/features/events/registration-emails';
import { contactUsNotice, formEmail } from '../../src-server/features/forms/emails';
import {
  cargoesFinanceDemoNotice,
  erpEnquiryNotice,
  searatesErpDemoNotice,
} from '../../src-server/features/forms/enquiry-notices';
import {
  acceptanceConfirmationEmail,
  laneDigestEmail,
  leadClosedEmail,
  leadForReviewEmail,
  leadPublishedEmail,
  leadRejectedEmail,
  quoteAcceptedEmail,
  quoteNotChosenEmail,
} from '../../src-server/features/shipping-leads/emails';
import type { BidView, LeadView, RequesterView } from '../../shared/api/shipping-leads';
import { composeEmail, type EmailDraft } from '../../src-server/services/email';
import { confirmationEmail } from '../../src-server/services/email-confirmation';

/** What a person might type into any text field: markup, an entity, both kinds of quote. */
const TYPED = `<img src=x onerror="alert(1)"><script>alert('x')</script> Smith & Sons "Cargo" O'Brien`;
const SITE = 'https://portal.test';

const EVENT: EventDetails = {
  slug: 'gulf-forum',
  title: TYPED,
  summary: TYPED,
  description: TYPED,
  startsAt: '2031-02-12T06:00:00.000Z',
  endsAt: '2031-02-12T14:00:00.000Z',
  timeZone: 'Asia/Dubai',
  attendance: 'offline',
  venueName: TYPED,
  city: TYPED,
  country: 'AE',
  priceUsd: 0,
  recap: null,
};

const LEAD: LeadView = {
  id: 7,
  state: 'open',
  mode: 'sea-lcl',
  origin: { country: 'AE', port: { code: 'AEJEA', name: TYPED }, city: TYPED },
  destination: { country: 'NL', port: null, city: TYPED },
  equipment: [],
  pieces: [
    { count: 2, length: 120, width: 80, height: 100, lengthUnit: 'cm', weight: 400, weightUnit: 'kg' },
  ],
  totals: { pieces: 2, volumeCbm: 1.92, weightKg: 800 },
  commodity: TYPED,
  hazardous: false,
  readyDate: '2031-01-10',
  incoterm: 'FOB',
  notes: TYPED,
  publishedAt: '2031-01-01T08:00:00.000Z',
  expiresAt: '2031-01-15T08:00:00.000Z',
};
const REQUESTER: RequesterView = {
  name: TYPED,
  company: TYPED,
  email: 'a@dfa.test',
  phone: null,
  country: 'ES',
};
const BID: BidView = {
  id: 3,
  state: 'won',
  kind: 'itemised',
  lines: [
    {
      description: TYPED,
      basis: 'shipment',
      quantity: '1',
      unitPrice: '950.00',
      currency: 'USD',
      totalMinor: 95_000,
    },
  ],
  totals: [{ currency: 'USD', amountMinor: 95_000 }],
  validUntil: '2031-01-20',
  transitDays: 21,
  freeDays: 7,
  routing: TYPED,
  notes: TYPED,
  createdAt: '2031-01-02T08:00:00.000Z',
  updatedAt: '2031-01-02T08:00:00.000Z',
};

/** Every email the portal sends, each with what people typed in every field that carries it. */
const EMAILS: Record<string, EmailDraft> = {
  'membership application received': confirmationEmail('a@dfa.test', {
    firstName: TYPED,
    company: TYPED,
    url: `${SITE}/auth/confirm-email/token`,
  }),
  'password reset': passwordResetEmail('a@dfa.test', TYPED, SITE, 'token'),
  'password changed': passwordChangedEmail('a@dfa.test', TYPED, SITE),
  'blacklist response invitation': responseInvitationEmail('a@dfa.test', {
    entryId: 1,
    companyName: TYPED,
    reasons: [TYPED, TYPED],
    url: `${SITE}/company/blacklist/respond/token`,
  }),
  'event registration': registrationConfirmationEmail({
    to: 'a@dfa.test',
    name: TYPED,
    event: EVENT,
    token: 'token',
    siteUrl: SITE,
    repeat: false,
  }),
  'event cancellation': cancellationEmail({ to: 'a@dfa.test', name: TYPED, event: EVENT, siteUrl: SITE }),
  'contact form': formEmail(
    'team@dfa.test',
    1,
    contactUsNotice({
      name: TYPED,
      company: TYPED,
      email: 'a@dfa.test',
      phone: TYPED,
      topic: 'membership',
      message: `${TYPED}\n\n${TYPED}`,
    }),
  ),
  'Cargoes Finance demo': formEmail(
    'team@dfa.test',
    3,
    cargoesFinanceDemoNotice({
      name: TYPED,
      company: TYPED,
      country: TYPED,
      email: 'a@dfa.test',
      phone: TYPED,
      message: TYPED,
    }),
  ),
  'SeaRates ERP demo': formEmail(
    'team@dfa.test',
    4,
    searatesErpDemoNotice({
      name: TYPED,
      company: TYPED,
      companySize: '11-50',
      email: 'a@dfa.test',
      phone: TYPED,
      message: TYPED,
    }),
  ),
  'ERP enquiry': formEmail(
    'team@dfa.test',
    5,
    erpEnquiryNotice({
      name: TYPED,
      role: TYPED,
      company: TYPED,
      companySize: '1-10',
      currentSystem: TYPED,
      email: 'a@dfa.test',
      phone: TYPED,
      message: TYPED,
    }),
  ),
};

const SHIPPING_LEAD_EMAILS: Record<string, EmailDraft> = {
  'shipping lead to review': leadForReviewEmail({
    inbox: 'team@dfa.test',
    lead: LEAD,
    requester: REQUESTER,
    siteUrl: SITE,
  }),
  'shipping lead published': leadPublishedEmail({
    requester: REQUESTER,
    lead: LEAD,
    token: 'token',
    siteUrl: SITE,
    days: 14,
  }),
  'shipping lead rejected': leadRejectedEmail({ requester: REQUESTER, lead: LEAD, reason: TYPED }),
  'quote accepted': quoteAcceptedEmail({
    to: 'a@dfa.test',
    lead: LEAD,
    requester: REQUESTER,
    bid: BID,
    siteUrl: SITE,
  }),
  'acceptance confirmation': acceptanceConfirmationEmail({
    requester: REQUESTER,
    lead: LEAD,
    company: TYPED,
    bid: BID,
  }),
  'shipping lead closed': leadClosedEmail({
    to: 'a@dfa.test',
    name: TYPED,
    lead: LEAD,
    reason: TYPED,
    role: 'bidder',
  }),
  'quote not chosen': quoteNotChosenEmail({ to: 'a@dfa.test', lead: LEAD, siteUrl: SITE }),
  'saved-lane digest': laneDigestEmail({ to: 'a@dfa.test', name: TYPED, leads: [LEAD], siteUrl: SITE }),
};

describe('every outgoing email', () => {
  for (const [name, draft] of Object.entries({ ...EMAILS, ...SHIPPING_LEAD_EMAILS })) {
    it(`shows what people typed as text, never as markup: ${name}`, () => {
      const message = composeEmail(draft);
      if (message.kind !== 'email') throw new Error('not an email');
      const body = new JSDOM(message.html).window.document.body;

      expect(body.querySelectorAll('img, script')).toHaveLength(0);
      expect(body.textContent).toContain(TYPED);
      expect(message.text).toContain(TYPED);
      expect(body.textContent).toContain('Digital Freight Alliance');
      expect(message.text.trimEnd().endsWith('Digital Freight Alliance')).toBe(true);
    });
  }

  it('keeps links working in both parts, with addresses escaped in the HTML', () => {
    const message = composeEmail({
      to: 'a@dfa.test',
      subject: 'Links',
      blocks: [{ link: 'Open it', url: `${SITE}/a?x=1&y="2"` }],
    });
    if (message.kind !== 'email') throw new Error('not an email');
    const anchor = new JSDOM(message.html).window.document.querySelector('a');
    expect(anchor?.getAttribute('href')).toBe(`${SITE}/a?x=1&y="2"`);
    expect(anchor?.textContent).toBe('Open it');
    expect(message.text).toContain(`Open it: ${SITE}/a?x=1&y="2"`);
  });
});
