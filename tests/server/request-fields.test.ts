import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '../../shared/api/envelope';
import { CONTROL_CHARACTER_MESSAGE } from '../../shared/api/fields';
import { submitCompanyResponse, uploadBlacklistFiles } from '../../shared/api/blacklist';
import { openClaim, respondToClaim } from '../../shared/api/payment-protection';
import { SESSION_COOKIE } from '../../src-server/http/sessions';
import { loadSampleShipments, SAMPLE_CONTAINERS } from '../../src-server/engines/tracking/sample-shipments';
import { sessionAs } from '../support/members';
import { nextEmail, nextIp } from './support/auth';
import { CONTRACT_ENDPOINTS, endpointKey } from './support/contract';
import { insertEvent } from './support/events';
import { createTestApp, TEST_SITE_URL, usingPostgres, type TestApp } from './support/test-app';
import { transportUnit } from './support/virtual-office';
import { inDays, leadBody } from './support/shipping-leads';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
type Fields = Record<string, Json>;

/**
 * A request every text field of which is well-formed, built fresh per call (some endpoints limit
 * calls per email address). Multipart endpoints send their fields as form fields.
 */
interface Sample {
  query?: () => Record<string, string>;
  body?: () => Fields;
  multipart?: () => Record<string, string>;
}

let t: TestApp;
let admin: string;
/** Known before the tests are collected, so samples naming only the event count as having text. */
const eventSlug = `request-fields-${randomUUID().slice(0, 8)}`;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await sessionAs(t.db, 'admin'))!;
  await insertEvent(t.db, { slug: eventSlug });
  await loadSampleShipments(t.db, { siteUrl: TEST_SITE_URL });
});
afterAll(async () => {
  await t?.close();
});

const LINK_TOKEN = 'A'.repeat(43);

const companyEdit = (): Fields => ({
  description: 'Reefer and project cargo specialists on the Aegean.\n\nOffices in two ports.',
  website: 'https://kestrel.example',
  services: ['sea-freight'],
  offices: [{ country: 'GR', city: 'Piraeus', address: '12 Akti Miaouli', isHeadOffice: true }],
  contacts: [
    { name: 'Eleni Vasilaki', role: 'Sales manager', email: 'eleni@kestrel.example', phone: '+302104000000' },
  ],
});

const eventInput = (): Fields => ({
  slug: `dfa-asia-forum-${randomUUID().slice(0, 8)}`,
  title: 'DFA Asia Forum',
  summary: 'Two days in Singapore for forwarders working the Asia–Europe lanes.',
  description: 'Sessions on transpacific capacity.\n\nOne-to-one meetings on the second day.',
  startsAt: '2031-03-10T09:00:00+08:00',
  endsAt: '2031-03-11T18:00:00+08:00',
  timeZone: 'Asia/Singapore',
  attendance: 'offline',
  venueName: 'Marina Bay Convention Hall',
  city: 'Singapore',
  country: 'SG',
  priceUsd: 0,
  recap: 'Over two hundred forwarders met.\n\nThe next forum moves to Ho Chi Minh City.',
});

const blacklistEntry = (): Fields => ({
  companyName: 'Harbourside Shadow Cargo',
  aliases: ['Shadow Cargo BV'],
  countries: [{ country: 'NL', cities: ['Rotterdam'] }],
  reasons: ['Kept the freight paid by the shipper and never released the cargo.'],
  managers: ['Joris Verbeek'],
});

const survey = (): Fields => ({
  answers: { improvements: 'Faster replies from the secretariat.' },
  respondentKey: randomUUID(),
  idempotencyKey: randomUUID(),
});

/** A member's public id: nobody has it, so requests to meet them are refused as unknown. */
const MEETING_PERSON = '0f3a9c27d41e8b65';
/** A half hour two days ahead, well within the booking window. */
const MEETING_START = `${inDays(2)}T10:00:00+04:00`;

const person = () => ({ name: 'Sofia Marquez', email: nextEmail(), phone: '+44 20 7946 0958' });

/** Every endpoint of the contract that takes input, keyed `METHOD /path`. */
const SAMPLES: Record<string, Sample> = {
  'POST /api/auth/check-existing-email': { body: () => ({ email: nextEmail(), captchaToken: 'token' }) },
  'POST /api/auth/send-phone-code': { body: () => ({ phone: '+44 20 7946 0958' }) },
  'POST /api/auth/validate-phone': { body: () => ({ verificationId: 'verification', code: '123456' }) },
  'POST /api/auth/submit-registration': {
    body: () => ({
      company: {
        name: 'Blue Anchor Forwarding',
        country: 'AE',
        city: 'Dubai',
        website: 'https://blue-anchor.example',
        services: ['sea-freight'],
      },
      contact: { firstName: 'Layla', lastName: 'Rahman', email: nextEmail(), phone: '+971 4 555 0100' },
      phoneToken: 'phone-token',
      password: 'harbour-crane-lantern-42',
      acceptTerms: true,
      acceptCodeOfEthics: true,
    }),
  },
  'POST /api/auth/sign-in': { body: () => ({ email: nextEmail(), password: 'harbour-crane-lantern-42' }) },
  'POST /api/auth/reset-password-request': { body: () => ({ email: nextEmail() }) },
  'POST /api/auth/second-factor': { body: () => ({ challenge: LINK_TOKEN, code: '123456' }) },
  'POST /api/auth/sign-in-link': { body: () => ({ email: nextEmail() }) },
  'POST /api/auth/sign-in-link/use': { body: () => ({ token: LINK_TOKEN }) },
  'GET /api/auth/check-reset-token': { query: () => ({ token: 'a-reset-token-of-fair-length' }) },
  'POST /api/auth/confirm-password': {
    body: () => ({ token: 'a-reset-token-of-fair-length', password: 'harbour-crane-lantern-42' }),
  },
  'POST /api/account/name': { body: () => ({ firstName: 'Layla', lastName: 'Rahman' }) },
  'POST /api/account/phone/send-code': { body: () => ({ phone: '+44 20 7946 0958' }) },
  'POST /api/account/phone': {
    body: () => ({
      verificationId: 'verification',
      code: '123456',
      currentPassword: 'not the admin password',
    }),
  },
  'POST /api/account/email': {
    body: () => ({ email: nextEmail(), currentPassword: 'not the admin password' }),
  },
  'POST /api/account/email/confirm': { body: () => ({ token: LINK_TOKEN }) },
  'POST /api/account/password': {
    body: () => ({ currentPassword: 'not the admin password', newPassword: 'harbour-crane-lantern-42' }),
  },
  'POST /api/account/sessions/sign-out': { body: () => ({ id: 'no-such-session' }) },

  'GET /api/blacklist/get-all-companies': { query: () => ({ country: 'NL', city: 'Rotterdam' }) },
  'GET /api/blacklist/get-one-company': { query: () => ({ query: 'Shadow', city: 'Rotterdam' }) },
  'GET /api/blacklist/get-cities': { query: () => ({ country_code: 'NL' }) },
  'POST /api/blacklist/blacklist-item': { body: blacklistEntry },
  'POST /api/blacklist/report': {
    body: () => ({
      ...blacklistEntry(),
      statement: 'They took the freight for two boxes to Rotterdam.\nThe cargo was never released.',
    }),
  },
  'POST /api/auth/confirm-email': { body: () => ({ token: 'a-confirmation-token-of-fair-length' }) },
  'POST /api/auth/resend-confirmation': { body: () => ({ email: nextEmail() }) },
  'POST /api/membership/premium-request': {
    body: () => ({ note: 'We want cover for our Genoa trade.\nBoth branches are listed.' }),
  },
  'POST /api/admin/members/premium-request/approve': { body: () => ({ companyId: 999_999 }) },
  'POST /api/admin/members/premium-request/decline': {
    body: () => ({ companyId: 999_999, reason: 'List your branch offices first.\nThen ask again.' }),
  },
  'POST /api/blacklist/edit-company': { body: () => ({ ...blacklistEntry(), id: 999_999 }) },
  'DELETE /api/blacklist/blacklist-delete': { query: () => ({ id: '999999' }) },
  'DELETE /api/blacklist/blacklist-delete-file': { query: () => ({ id: '999999' }) },
  'GET /api/blacklist/file': { query: () => ({ id: '999999' }) },
  'POST /api/blacklist/change-status': {
    body: () => ({ id: 999_999, status: 'under_review', note: 'Invoices checked.\nCarrier confirmed.' }),
  },
  'POST /api/blacklist/notify-company': { body: () => ({ id: 999_999, email: 'accounts@shadow.example' }) },
  'GET /api/blacklist/response': { query: () => ({ token: LINK_TOKEN }) },
  'POST /api/blacklist/response': {
    multipart: () => ({
      token: LINK_TOKEN,
      responderName: 'Joris Verbeek, director',
      statement: 'The invoice was paid on 3 March.\nThe bank statement is attached.',
    }),
  },
  'POST /api/blacklist/upload-files': { multipart: () => ({ entryId: '999999' }) },

  'GET /api/articles/blog-items': { query: () => ({ tag: 'reefer', page: '1' }) },
  'GET /api/articles/blog-item': { query: () => ({ slug: 'no-such-post' }) },
  'GET /api/articles/likes': { query: () => ({ slug: 'no-such-post' }) },
  'POST /api/articles/add-like': { body: () => ({ slug: 'no-such-post' }) },
  'POST /api/articles/add-view': { body: () => ({ slug: 'no-such-post' }) },
  'POST /api/admin/article-create': {
    body: () => ({
      title: `Reefer plugs at transhipment hubs ${randomUUID().slice(0, 8)}`,
      description: 'How reefer containers are kept powered while they wait for their next vessel.',
      author: 'Lena Okafor',
      tags: ['reefer'],
      markdown: '## Power at the hub\n\nReefer containers need **power** at every stop.',
      status: 'draft',
    }),
  },
  'POST /api/admin/article-delete': { body: () => ({ slug: 'no-such-post' }) },
  'GET /api/admin/article': { query: () => ({ slug: 'no-such-post' }) },

  'GET /api/directory/members': {
    query: () => ({ text: 'Kestrel', country: 'GR', city: 'Piraeus', page: '1' }),
  },
  'GET /api/directory/filter': { query: () => ({ text: 'Kestrel', city: 'Piraeus' }) },
  'GET /api/directory/get-cities': { query: () => ({ country: 'GR' }) },
  'GET /api/directory/company': { query: () => ({ slug: 'no-such-company' }) },
  'POST /api/directory/reveal-contacts': { body: () => ({ slug: 'no-such-company' }) },
  'GET /api/directory/my-company': { query: () => ({ slug: 'no-such-company' }) },
  'POST /api/directory/my-company': { body: () => ({ ...companyEdit(), slug: 'no-such-company' }) },
  'POST /api/directory/my-company/logo': { query: () => ({ slug: 'no-such-company' }) },
  'POST /api/directory/my-company/logo/remove': { body: () => ({ slug: 'no-such-company' }) },

  'POST /api/lead-form': { body: () => leadBody({ email: nextEmail() }) },
  'POST /api/cargoes-finance-demo': {
    body: () => ({
      ...person(),
      company: 'Rio Plata Cargo',
      country: 'Spain',
      message: 'Financing for our\ninbound containers.',
      idempotencyKey: randomUUID(),
    }),
  },
  'POST /api/searates-erp-demo': {
    body: () => ({
      ...person(),
      company: 'Rio Plata Cargo',
      companySize: '11-50',
      message: 'Quotes and\ninvoicing.',
      idempotencyKey: randomUUID(),
    }),
  },
  'POST /api/partners/erp-enquiry': {
    body: () => ({
      company: 'Rio Plata Cargo',
      role: 'Operations manager',
      companySize: '11-50',
      currentSystem: 'Spreadsheets',
      message: 'How long does the\nmigration take?',
      ...person(),
      idempotencyKey: randomUUID(),
    }),
  },
  'POST /api/company/contact-us': {
    body: () => ({
      ...person(),
      company: 'Rio Plata Cargo',
      topic: 'membership',
      message: 'How long does an application take?\nThank you.',
      idempotencyKey: randomUUID(),
    }),
  },
  'GET /api/admin/forms': { query: () => ({ kind: 'contact-us', format: 'json' }) },

  'GET /api/events/event': { query: () => ({ slug: eventSlug }) },
  'POST /api/admin/events': { body: eventInput },
  'POST /api/admin/events/update': { body: () => ({ event: 'no-such-event', changes: eventInput() }) },
  'POST /api/events/register': {
    body: () => ({
      eventSlug,
      ...person(),
      company: 'Rio Plata Cargo',
      idempotencyKey: randomUUID(),
    }),
  },
  'GET /api/events/registration': { query: () => ({ event: eventSlug, token: 'personal-link-token' }) },
  'POST /api/events/registration/cancel': {
    body: () => ({ event: eventSlug, token: 'personal-link-token' }),
  },
  'GET /api/admin/events/registrations': { query: () => ({ event: eventSlug, format: 'json' }) },
  'POST /api/events/next-event': {
    body: () => ({ email: nextEmail(), consent: true, idempotencyKey: randomUUID() }),
  },
  'GET /api/admin/events/next-event': { query: () => ({ format: 'json' }) },
  'GET /api/events/attendees/count': { query: () => ({ event: eventSlug }) },
  'GET /api/events/attendees': { query: () => ({ event: eventSlug }) },
  'POST /api/admin/events/attendance': {
    body: () => ({ registration: 999_999, attended: true, company: 'no-such-company' }),
  },
  'POST /api/admin/events/attendees/import': {
    body: () => ({ event: eventSlug, csv: 'company,email\r\nRio Plata Cargo,ops@rioplata.test\r\n' }),
  },
  'POST /api/admin/events/attendees/remove': {
    body: () => ({ event: eventSlug, company: 'no-such-company' }),
  },

  'GET /api/freight-forwarder/country': { query: () => ({ slug: 'india' }) },

  'POST /api/help/item': {
    body: () => ({
      sectionId: 1,
      question: 'Who may join?',
      answer: 'Forwarders and NVOCCs.\n\nApply online.',
    }),
  },
  'POST /api/help/reorder': { body: () => ({ sectionId: 1, itemIds: [1] }) },
  'POST /api/help/delete': { body: () => ({ id: 999_999 }) },

  'GET /api/survey/config': { query: () => ({ survey: 'experience' }) },
  'GET /api/survey/tags': { query: () => ({ survey: 'experience' }) },
  'POST /api/survey/save': { body: () => ({ ...survey(), survey: eventSlug }) },
  'POST /api/survey/cargoes-finance': { body: survey },
  'POST /api/feedback/expectations': { body: survey },
  'POST /api/feedback/experience': { body: survey },
  'GET /api/admin/surveys/responses': { query: () => ({ survey: 'experience', format: 'json' }) },

  'GET /api/virtual-office/units': {
    query: () => ({ view: 'all', country: 'DE', city: 'Hamburg', page: '1' }),
  },
  'GET /api/virtual-office/unit': { query: () => ({ id: '999999' }) },
  'POST /api/virtual-office/unit': { body: transportUnit },
  'POST /api/virtual-office/unit-delete': { body: () => ({ id: 999_999 }) },

  'GET /api/ports': { query: () => ({ country: 'NL' }) },
  'GET /api/shipping-leads': {
    query: () => ({ origin: 'AE', destination: 'NL', mode: 'sea-fcl', equipment: '40HC', page: '1' }),
  },
  'GET /api/shipping-leads/lead': { query: () => ({ id: '999999' }) },
  'POST /api/shipping-leads/bid': {
    body: () => ({
      leadId: 999_999,
      kind: 'lump-sum',
      lumpSum: { amount: '2450', currency: 'USD' },
      validUntil: inDays(14),
      transitDays: 28,
      freeDays: 7,
      routing: 'Jebel Ali to Rotterdam direct',
      notes: 'Subject to space.\nTHC at origin included.',
    }),
  },
  'POST /api/shipping-leads/bid-withdraw': { body: () => ({ leadId: 999_999 }) },
  'POST /api/shipping-leads/report': {
    body: () => ({ leadId: 999_999, reason: 'The phone number belongs to another company.' }),
  },
  'POST /api/shipping-leads/lanes': {
    body: () => ({ originCountry: 'AE', destinationCountry: 'NL', mode: 'sea-fcl' }),
  },
  'POST /api/shipping-leads/lane-delete': { body: () => ({ id: 999_999 }) },
  'GET /api/shipping-leads/quotes': { query: () => ({ token: LINK_TOKEN }) },
  'POST /api/shipping-leads/quotes/accept-code': { body: () => ({ token: LINK_TOKEN, bidId: 999_999 }) },
  'POST /api/shipping-leads/quotes/accept': {
    body: () => ({ token: LINK_TOKEN, bidId: 999_999, code: '123456' }),
  },
  'GET /api/admin/shipping-leads': { query: () => ({ filter: 'pending', page: '1' }) },
  'POST /api/admin/shipping-leads/publish': { body: () => ({ id: 999_999 }) },
  'POST /api/admin/shipping-leads/reject': {
    body: () => ({ id: 999_999, reason: 'We could not reach you at the number you gave.' }),
  },
  'POST /api/admin/shipping-leads/close': {
    body: () => ({ id: 999_999, reason: 'The shipper booked elsewhere and asked us to close it.' }),
  },
  'POST /api/calculator-widget/notify-email/confirm': { body: () => ({ token: LINK_TOKEN }) },
  'POST /api/calculator-widget': {
    body: () => ({
      displayName: 'Gulf Bridge Logistics',
      primaryColor: '#0A1F3C',
      accentColor: '#f2a900',
      currency: 'USD',
      notifyEmail: nextEmail(),
      allowedSites: [],
      lanes: [],
    }),
  },
  'POST /api/calculator-widget/switch': { body: () => ({ enabled: false }) },
  'POST /api/widgets/quote-request': {
    body: () => ({
      widgetId: 'A'.repeat(22),
      origin: { country: 'AE', port: 'AEJEA' },
      destination: { country: 'NL', port: 'NLRTM' },
      mode: 'sea-lcl',
      pieces: [
        { count: 10, length: 120, width: 80, height: 150, lengthUnit: 'cm', weight: 400, weightUnit: 'kg' },
      ],
      commodity: 'Dates in cartons',
      readyDate: inDays(7),
      name: 'Omar Haddad',
      company: 'Oasis Foods',
      email: nextEmail(),
      phone: '',
      country: 'AE',
      notes: '',
    }),
  },
  'POST /api/carriers': {
    body: () => ({
      scac: 'ZZZZ',
      name: 'Zeta Lines',
      containerPrefixes: ['ZZZU'],
      billOfLadingPrefixes: ['ZZZZ'],
    }),
  },
  'POST /api/carriers/connections': {
    body: () => ({
      scac: 'ZZZZ',
      kind: 'schedules',
      baseUrl: 'https://api.zeta.example/cs',
      apiKey: 'zeta-key-0123456789',
      intervalMinutes: 60,
      enabled: false,
    }),
  },
  'POST /api/carriers/connections/delete': { body: () => ({ scac: 'ZZZZ', kind: 'schedules' }) },
  'POST /api/carriers/connections/sync': { body: () => ({ scac: 'ZZZZ', kind: 'schedules' }) },
  'POST /api/carriers/connections/subscribe': { body: () => ({ scac: 'ZZZZ' }) },
  'POST /api/account/api-keys': { body: () => ({ name: 'Transport management system' }) },
  'POST /api/account/api-keys/revoke': { body: () => ({ id: 999_999 }) },
  'GET /api/account/api-keys/key': { query: () => ({ id: '999999' }) },
  'GET /api/admin/api-keys': { query: () => ({ status: 'active', text: 'Harbour' }) },
  'POST /api/admin/api-keys/revoke': { body: () => ({ id: 999_999 }) },
  'GET /api/schedules/ports': { query: () => ({ q: 'Rotterdam' }) },
  'GET /api/schedules/routes': { query: () => ({ from: 'CNSHA', to: 'NLRTM' }) },
  'GET /api/schedules/point-to-point-routes': { query: () => ({ from: 'CNSHA', to: 'NLRTM' }) },
  'GET /api/schedules/port-calls': { query: () => ({ port: 'NLRTM', page: '1' }) },
  'GET /api/schedules/vessel': { query: () => ({ vessel: 'Ever Given' }) },
  'GET /api/schedules/carrier': { query: () => ({ carrier: 'MAEU' }) },
  'GET /api/admin/members': { query: () => ({ filter: 'applications', text: 'Harbour', country: 'NL' }) },
  'GET /api/admin/members/member': { query: () => ({ id: '999999' }) },
  'POST /api/admin/members/approve': {
    body: () => ({ companyId: 999999, tier: 'standard', note: 'Welcome to the alliance.' }),
  },
  'POST /api/admin/members/reject': {
    body: () => ({ companyId: 999999, reason: 'The company registration could not be confirmed.' }),
  },
  'POST /api/admin/members/request-information': {
    body: () => ({ companyId: 999999, message: 'Please send your trade licence.' }),
  },
  'POST /api/admin/members/change-tier': {
    body: () => ({ companyId: 999999, tier: 'premium', reason: 'Upgraded at the member’s request.' }),
  },
  'POST /api/admin/members/suspend': {
    body: () => ({ companyId: 999999, reason: 'Two unresolved payment complaints.' }),
  },
  'POST /api/admin/members/reinstate': {
    body: () => ({ companyId: 999999, reason: 'The complaints were settled.' }),
  },
  'POST /api/admin/members/protection-cover': {
    body: () => ({ companyId: 999999, coverUsd: 50_000, reason: 'Cover raised after the renewal.' }),
  },
  'GET /api/admin/invoices': { query: () => ({ status: 'open' }) },
  'POST /api/admin/invoices/mark-paid': {
    body: () => ({ number: 'DFA-2026-0001', paidOn: '2026-11-20', reference: 'SWIFT 20261120-0001' }),
  },
  'POST /api/admin/membership-prices': { body: () => ({ tier: 'premium', currency: 'USD', amount: '1500' }) },
  'GET /api/payment-protection/parties': { query: () => ({ text: 'Tideway' }) },
  'POST /api/payment-protection/reports': {
    body: () => ({
      counterpartyId: 999_999,
      creditorOfficeId: 999_999,
      debtorOfficeId: 999_998,
      invoiceNumber: 'RTM-2026-0412',
      amount: '4250.00',
      currency: 'USD',
      usdAmount: '4250.00',
      invoiceDate: '2026-03-02',
      dueDate: '2026-04-01',
      blNumber: 'MAEU240311987',
      mode: 'ocean',
      chargeType: 'freight',
    }),
  },
  'GET /api/payment-protection/case': { query: () => ({ id: '999999' }) },
  'GET /api/payment-protection/file': { query: () => ({ id: '999999' }) },
  'POST /api/payment-protection/claim': {
    multipart: () => ({ caseId: '999999', statement: 'Unpaid after two reminders.\nCopies attached.' }),
  },
  'POST /api/payment-protection/response': {
    multipart: () => ({ caseId: '999999', statement: 'Paid on 10 April.\nThe remittance is attached.' }),
  },
  'POST /api/payment-protection/withdraw': { body: () => ({ caseId: 999_999 }) },
  'GET /api/admin/payment-protection': { query: () => ({ queue: 'claims' }) },
  'POST /api/admin/payment-protection/confirm': {
    body: () => ({ caseId: 999_999, note: 'Checked against the carrier’s B/L.\nBoth offices listed.' }),
  },
  'POST /api/admin/payment-protection/decline': {
    body: () => ({ caseId: 999_999, reason: 'The consignee is the creditor’s own branch.' }),
  },
  'POST /api/admin/payment-protection/decide': {
    body: () => ({ caseId: 999_999, outcome: 'paid_out', reason: 'Unpaid 60 days after the due date.' }),
  },
  'POST /api/membership/application/answer': {
    body: () => ({ message: 'Our trade licence is attached to the company profile.' }),
  },
  'GET /api/membership/invoice': { query: () => ({ number: 'DFA-2026-0001' }) },
  'POST /api/tracking/track': {
    body: () => ({ kind: 'container', reference: 'MSKU6104820', carrier: 'MAEU' }),
  },
  'POST /api/tracking/watchlist': { body: () => ({ kind: 'container', reference: 'MSKU6104820' }) },
  'POST /api/tracking/watchlist/remove': { body: () => ({ kind: 'container', reference: 'MSKU6104820' }) },
  // Carriers sign these instead of signing in; tracking.test.ts sends real, signed ones.
  'POST /api/tracking/notifications': { body: () => ({}) },
  'GET /api/tracking/sample': { query: () => ({ kind: 'container', reference: SAMPLE_CONTAINERS[0]! }) },
  'GET /api/schedules/preview': { query: () => ({ from: 'CNSHA', to: 'NLRTM' }) },
  'GET /api/schedules/preview/ports': { query: () => ({ q: 'Rotterdam' }) },

  'POST /api/meetings/availability': {
    body: () => ({
      timeZone: 'Asia/Dubai',
      hours: [
        { weekday: 1, from: '09:00', to: '12:30' },
        { weekday: 1, from: '14:00', to: '17:30' },
        { weekday: 4, from: '10:00', to: '16:00' },
      ],
      daysOff: [{ date: inDays(40), note: 'Port visit in Sohar' }],
    }),
  },
  'GET /api/meetings/company': { query: () => ({ slug: 'no-such-company' }) },
  'GET /api/meetings/slots': { query: () => ({ person: MEETING_PERSON, from: inDays(2), days: '7' }) },
  'POST /api/meetings/request': {
    body: () => ({
      person: MEETING_PERSON,
      startsAt: MEETING_START,
      subject: 'Reefer capacity Jebel Ali to Rotterdam',
      place: { kind: 'video', url: 'https://meet.blue-anchor.example/dfa-reefer' },
    }),
  },
  'POST /api/meetings/accept': { body: () => ({ meeting: 999_999, sequence: 0 }) },
  'POST /api/meetings/decline': {
    body: () => ({
      meeting: 999_999,
      sequence: 0,
      reason: 'We do not ship reefers this season.\nThank you.',
    }),
  },
  'POST /api/meetings/propose': { body: () => ({ meeting: 999_999, sequence: 0, startsAt: MEETING_START }) },
  'POST /api/meetings/reschedule': {
    body: () => ({ meeting: 999_999, sequence: 1, startsAt: MEETING_START }),
  },
  'POST /api/meetings/cancel': {
    body: () => ({ meeting: 999_999, sequence: 1, reason: 'Our sailing moved.\nCan we meet next week?' }),
  },
  'GET /api/meetings/meeting': { query: () => ({ id: '999999' }) },
  'POST /api/meetings/blocks': { body: () => ({ company: 'no-such-company' }) },
  'POST /api/meetings/blocks/remove': { body: () => ({ company: 'no-such-company' }) },
  'GET /api/meetings/conference': { query: () => ({ event: eventSlug }) },
  'GET /api/meetings/conference/slots': { query: () => ({ event: eventSlug, person: MEETING_PERSON }) },
  'POST /api/meetings/conference/request': {
    body: () => ({
      event: eventSlug,
      person: MEETING_PERSON,
      startsAt: `${inDays(30)}T06:00:00Z`,
      subject: 'Project cargo into Jebel Ali',
    }),
  },
  'GET /api/meetings/conference/schedule': { query: () => ({ event: eventSlug }) },
  'GET /api/meetings/conference/met': { query: () => ({ event: eventSlug }) },
  'GET /api/admin/meetings/conference': { query: () => ({ event: eventSlug }) },
  'POST /api/admin/meetings/conference': {
    body: () => ({
      event: eventSlug,
      slotMinutes: 30,
      tables: 40,
      days: [
        {
          date: inDays(30),
          from: '09:00',
          to: '17:00',
          breaks: [{ from: '12:30', to: '13:30', label: 'Lunch on the terrace' }],
        },
      ],
    }),
  },
  'POST /api/admin/meetings/move': {
    body: () => ({ meeting: 999_999, startsAt: `${inDays(30)}T06:30:00Z`, table: 12 }),
  },
};

/** Every endpoint the contract declares with a query or a body, plus the multipart ones. */
const ENDPOINTS_WITH_INPUT = CONTRACT_ENDPOINTS.filter(
  (endpoint) =>
    endpoint.query !== undefined ||
    endpoint.body !== undefined ||
    endpoint === submitCompanyResponse ||
    endpoint === uploadBlacklistFiles ||
    endpoint === openClaim ||
    endpoint === respondToClaim,
)
  .map(endpointKey)
  .sort();

/** Paths of every string in a value, like `contacts.0.name`. */
function stringPaths(value: Json, prefix: string[] = []): string[][] {
  if (typeof value === 'string') return [prefix];
  if (Array.isArray(value))
    return value.flatMap((item, index) => stringPaths(item, [...prefix, String(index)]));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => stringPaths(item, [...prefix, key]));
  }
  return [];
}

function withNul<T extends Json>(value: T, path: string[]): T {
  if (path.length === 0) {
    const text = value as string;
    return `${text.slice(0, 1)}\u0000${text.slice(1)}` as T;
  }
  const [head, ...rest] = path as [string, ...string[]];
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string, Json>;
  copy[head] = withNul(copy[head]!, rest);
  return copy as T;
}

function send(
  key: string,
  input: { query?: Record<string, string>; body?: Fields; multipart?: Record<string, string> },
) {
  const [method, path] = key.split(' ') as ['GET' | 'POST' | 'DELETE', string];
  const search = input.query ? `?${new URLSearchParams(input.query).toString()}` : '';
  let payload: string | FormData | undefined;
  const headers: Record<string, string> = { 'x-requested-with': 'dfa-portal' };
  if (input.body) {
    payload = JSON.stringify(input.body);
    headers['content-type'] = 'application/json';
  } else if (input.multipart) {
    const form = new FormData();
    for (const [name, value] of Object.entries(input.multipart)) form.append(name, value);
    payload = form;
  }
  return t.app.inject({
    method,
    url: `${path}${search}`,
    remoteAddress: nextIp(),
    headers,
    cookies: { [SESSION_COOKIE]: admin },
    ...(payload === undefined ? {} : { payload }),
  });
}

/** The field messages of an answer: none when it is not a 400. */
function fieldsOf(response: { statusCode: number; json: () => unknown }): Record<string, string> {
  if (response.statusCode !== 400) return {};
  return errorEnvelopeSchema.parse(response.json()).error.fields ?? {};
}

describe(`control characters in text fields on ${usingPostgres() ? 'PostgreSQL' : 'SQLite'}`, () => {
  it('has a well-formed sample request for every endpoint that takes input', () => {
    const missing = ENDPOINTS_WITH_INPUT.filter((key) => !(key in SAMPLES));
    expect(
      missing,
      `Add a sample request for each of these to SAMPLES in tests/server/request-fields.test.ts`,
    ).toEqual([]);
  });

  const withText = ENDPOINTS_WITH_INPUT.filter((key) => {
    const sample = SAMPLES[key];
    return (
      sample !== undefined &&
      (['query', 'body', 'multipart'] as const).some(
        (part) => stringPaths(sample[part]?.() ?? null).length > 0,
      )
    );
  });

  it.each(withText)('%s answers 400 naming the field for a NUL in any of its text fields', async (key) => {
    const sample = SAMPLES[key]!;
    const parts = (['query', 'body', 'multipart'] as const).filter((part) => sample[part] !== undefined);
    for (const part of parts) {
      // Well-formed, the request passes validation or is refused for reasons of its own (an
      // unknown link, an expired code), never for a control character...
      const base = await send(key, { [part]: sample[part]!() });
      expect(base.statusCode, `${key} as sent: ${base.body}`).toBeLessThan(500);
      const baseFields = fieldsOf(base);
      expect(Object.values(baseFields), `${key} as sent`).not.toContain(CONTROL_CHARACTER_MESSAGE);
      for (const path of stringPaths(sample[part]!())) {
        const field = path.join('.');
        // ...and a NUL inside any one field is refused with a message of its own on that field.
        const broken = await send(key, { [part]: withNul(sample[part]!() as Json, path) as never });
        expect(broken.statusCode, `${key} ${field} with NUL: ${broken.body}`).toBe(400);
        const messages = Object.entries(fieldsOf(broken)).filter(
          ([name, message]) =>
            (name === field || name.startsWith(`${field}.`)) && baseFields[name] !== message,
        );
        expect(messages, `${key} ${field} with NUL: ${broken.body}`).not.toEqual([]);
      }
    }
  });

  it('says what is wrong in words a person understands, and keeps line breaks where text may have them', async () => {
    const response = await send('POST /api/company/contact-us', {
      body: {
        name: 'Sofia\u0000Marquez',
        email: nextEmail(),
        topic: 'membership',
        message: 'First line.\r\n\tIndented second line.',
        idempotencyKey: randomUUID(),
      },
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual({ name: CONTROL_CHARACTER_MESSAGE });
  });

  it('drops a hidden marketing field with a control character instead of refusing the form', async () => {
    const idempotencyKey = randomUUID();
    const response = await send('POST /api/company/contact-us', {
      body: {
        name: 'Sofia Marquez',
        email: nextEmail(),
        topic: 'membership',
        message: 'How long does an application take?',
        idempotencyKey,
        attribution: { browser: 'Fire\u0000fox', os: 'Linux', pagesVisited: ['/', '/membership\u0000'] },
      },
    });
    expect(response.statusCode).toBe(200);
    const row = await t.db
      .selectFrom('form_submissions')
      .select('attribution')
      .where('idempotency_key', '=', idempotencyKey)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.attribution ?? '{}')).toEqual({ os: 'Linux' });
  });
});

describe(`ids and page numbers on ${usingPostgres() ? 'PostgreSQL' : 'SQLite'}`, () => {
  const NOT_DECIMAL = ['0x1', '1e0', '0b1', '+1', ' 1', '1.0', '0', '-1', 'Infinity'];
  const NUMBERED: {
    key: string;
    part: 'query' | 'multipart';
    field: string;
    sample: Record<string, string>;
  }[] = [
    { key: 'GET /api/virtual-office/unit', part: 'query', field: 'id', sample: { id: '999999' } },
    { key: 'GET /api/virtual-office/units', part: 'query', field: 'page', sample: { page: '2' } },
    { key: 'DELETE /api/blacklist/blacklist-delete', part: 'query', field: 'id', sample: { id: '999999' } },
    {
      key: 'DELETE /api/blacklist/blacklist-delete-file',
      part: 'query',
      field: 'id',
      sample: { id: '999999' },
    },
    { key: 'GET /api/blacklist/file', part: 'query', field: 'id', sample: { id: '999999' } },
    {
      key: 'POST /api/blacklist/upload-files',
      part: 'multipart',
      field: 'entryId',
      sample: { entryId: '999999' },
    },
    { key: 'GET /api/payment-protection/case', part: 'query', field: 'id', sample: { id: '999999' } },
    { key: 'GET /api/payment-protection/file', part: 'query', field: 'id', sample: { id: '999999' } },
    {
      key: 'POST /api/payment-protection/claim',
      part: 'multipart',
      field: 'caseId',
      sample: { caseId: '999999', statement: 'Unpaid.' },
    },
    { key: 'GET /api/directory/members', part: 'query', field: 'page', sample: { page: '2' } },
    { key: 'GET /api/articles/blog-items', part: 'query', field: 'page', sample: { page: '2' } },
  ];

  it.each(NUMBERED)('$key reads $field as decimal digits only', async ({ key, part, field, sample }) => {
    const accepted = await send(key, { [part]: sample });
    expect(fieldsOf(accepted)[field], `${key} ${field}=${sample[field]}`).toBeUndefined();
    for (const written of NOT_DECIMAL) {
      const response = await send(key, { [part]: { ...sample, [field]: written } });
      expect(response.statusCode, `${key} ${field}=${written}: ${response.body}`).toBe(400);
      expect(fieldsOf(response)[field], `${key} ${field}=${written}`).toBeDefined();
    }
  });
});
