import { z } from 'zod';
import { emailSchema } from './auth';
import { defineEndpoint } from './endpoint';
import { multilineText, text } from './fields';
import {
  formEnvelopeShape,
  formReceivedSchema,
  optionalPhoneSchema,
  optionalText,
  requiredText,
} from './forms';

/** The sales and partner forms beside the contact form: a shipper's lead and three demo/enquiry requests. */

const contactPerson = {
  name: requiredText('your name', 100),
  email: emailSchema,
  phone: optionalPhoneSchema,
};

const companyName = requiredText('your company name', 200);

export const MESSAGE_MAX = 3000;
const optionalMessage = optionalText(MESSAGE_MAX, `Keep your message under ${MESSAGE_MAX} characters.`, {
  multiline: true,
});

// ---- Shipping lead: a shipper asks DFA members to quote a shipment ----

export const SHIPPING_MODES = ['sea-fcl', 'sea-lcl', 'air', 'road', 'rail', 'not-sure'] as const;
export type ShippingMode = (typeof SHIPPING_MODES)[number];

export const SHIPPING_MODE_LABELS: Record<ShippingMode, string> = {
  'sea-fcl': 'Sea freight, full container (FCL)',
  'sea-lcl': 'Sea freight, shared container (LCL)',
  air: 'Air freight',
  road: 'Road freight',
  rail: 'Rail freight',
  'not-sure': 'Not sure yet: advise me',
};

/** A calendar day as YYYY-MM-DD, in UTC. */
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const DAY = 24 * 60 * 60 * 1000;

/** Whether a YYYY-MM-DD string names a day that exists (not 2026-02-30). */
function isRealDay(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && isoDay(date) === value;
}

/**
 * The day the cargo is ready: from yesterday (the visitor's today may still be yesterday in UTC)
 * to a year ahead, beyond which no forwarder can quote a rate.
 */
const readyDateSchema = text({ error: 'Choose the day your cargo is ready.' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Choose the day your cargo is ready.', abort: true })
  .refine(isRealDay, { error: 'This is not a real date.', abort: true })
  .refine((value) => value >= isoDay(new Date(Date.now() - DAY)), 'Choose today or a later day.')
  .refine(
    (value) => value <= isoDay(new Date(Date.now() + 366 * DAY)),
    'Choose a day within the next twelve months.',
  );

export const leadFormBodySchema = z.object({
  origin: requiredText('where the cargo ships from', 200),
  destination: requiredText('where the cargo goes', 200),
  mode: z.enum(SHIPPING_MODES, { error: 'Choose how you would like to ship.' }),
  cargo: multilineText({ error: 'Describe the cargo.' })
    .trim()
    .min(10, 'Describe the cargo in at least 10 characters: goods, packing, weight or volume.')
    .max(MESSAGE_MAX, `Keep the description under ${MESSAGE_MAX} characters.`),
  readyDate: readyDateSchema,
  ...contactPerson,
  company: optionalText(200, 'Keep the company name under 200 characters.'),
  ...formEnvelopeShape,
});

export const leadForm = defineEndpoint({
  method: 'POST',
  path: '/api/lead-form',
  body: leadFormBodySchema,
  response: formReceivedSchema,
});

// ---- Demo requests ----

export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-1000', '1000+'] as const;
export type CompanySize = (typeof COMPANY_SIZES)[number];

export const COMPANY_SIZE_LABELS: Record<CompanySize, string> = {
  '1-10': '1 to 10 people',
  '11-50': '11 to 50 people',
  '51-200': '51 to 200 people',
  '201-1000': '201 to 1,000 people',
  '1000+': 'More than 1,000 people',
};

const companySize = z.enum(COMPANY_SIZES, { error: 'Choose the size of your company.' });

export const cargoesFinanceDemoBodySchema = z.object({
  ...contactPerson,
  company: companyName,
  country: requiredText('the country your company trades from', 100),
  message: optionalMessage,
  ...formEnvelopeShape,
});

export const cargoesFinanceDemo = defineEndpoint({
  method: 'POST',
  path: '/api/cargoes-finance-demo',
  body: cargoesFinanceDemoBodySchema,
  response: formReceivedSchema,
});

export const searatesErpDemoBodySchema = z.object({
  ...contactPerson,
  company: companyName,
  companySize,
  message: optionalMessage,
  ...formEnvelopeShape,
});

export const searatesErpDemo = defineEndpoint({
  method: 'POST',
  path: '/api/searates-erp-demo',
  body: searatesErpDemoBodySchema,
  response: formReceivedSchema,
});

// ---- ERP partner enquiry ----

export const erpEnquiryBodySchema = z.object({
  company: companyName,
  role: requiredText('your role', 100),
  companySize,
  currentSystem: optionalText(200, 'Keep the name of your current system under 200 characters.'),
  message: multilineText({ error: 'Tell us what you would like to know.' })
    .trim()
    .min(10, 'Tell us in at least 10 characters what you would like to know.')
    .max(MESSAGE_MAX, `Keep your message under ${MESSAGE_MAX} characters.`),
  ...contactPerson,
  ...formEnvelopeShape,
});

export const erpEnquiry = defineEndpoint({
  method: 'POST',
  path: '/api/partners/erp-enquiry',
  body: erpEnquiryBodySchema,
  response: formReceivedSchema,
});
