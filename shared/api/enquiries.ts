import { z } from 'zod';
import { emailSchema } from './auth';
import { defineEndpoint } from './endpoint';
import { multilineText } from './fields';
import {
  formEnvelopeShape,
  formReceivedSchema,
  optionalPhoneSchema,
  optionalText,
  requiredText,
} from './forms';

/** The sales and partner forms beside the contact form: three demo and enquiry requests. */

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
