import { z } from 'zod';
import { toE164 } from '../domain/phone';
import { attributionSchema, storedAttributionSchema } from './attribution';
import { captchaTokenSchema, emailSchema } from './auth';
import { defineEndpoint, JSON_OR_CSV } from './endpoint';
import { multilineText, text } from './fields';

export const CONTACT_TOPICS = [
  'membership',
  'payment-protection',
  'directory',
  'tools',
  'events',
  'other',
] as const;

export type ContactTopic = (typeof CONTACT_TOPICS)[number];

/** How each topic reads in the form and in the team's email. */
export const CONTACT_TOPIC_LABELS: Record<ContactTopic, string> = {
  membership: 'Membership and joining',
  'payment-protection': 'Payment protection',
  directory: 'The member directory',
  tools: 'Digital tools',
  events: 'Events',
  other: 'Something else',
};

const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 5000;

/** A text field a person may leave empty: empty and blank become "not given". */
export const optionalText = (max: number, tooLong: string, { multiline = false } = {}) =>
  text({ multiline })
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((value) => value || undefined);

/** Like the sign-up phone, but optional: empty means "no phone", anything else must be a real number. */
export const optionalPhoneSchema = text()
  .trim()
  .max(32, 'This phone number is too long.')
  .optional()
  .transform((value, context) => {
    if (!value) return undefined;
    const e164 = toE164(value);
    if (!e164) {
      context.addIssue({
        code: 'custom',
        message:
          'Enter a valid phone number with its country code, like +44 20 7946 0958, or leave it empty.',
      });
      return z.NEVER;
    }
    return e164;
  });

/** A required line of text: `what` completes "Enter …" and "Keep … under N characters". */
export const requiredText = (what: string, max: number) =>
  text({ error: `Enter ${what}.` })
    .trim()
    .min(1, `Enter ${what}.`)
    .max(max, `Keep ${what} under ${max} characters.`);

/**
 * What every public form sends besides its own fields: a key per filled-in form (so a double
 * click or a retry is stored once), the bot-check token, and the marketing attribution.
 */
export const formEnvelopeShape = {
  /** one per filled-in form, so a double click or a retry is stored once */
  idempotencyKey: z.uuid({ error: 'This form has expired. Reload the page and send it again.' }),
  captchaToken: captchaTokenSchema,
  attribution: attributionSchema,
};

/** The fields a form's visitor fills in: its schema without the envelope. */
export const FORM_ENVELOPE_KEYS = { idempotencyKey: true, captchaToken: true, attribution: true } as const;

export const formReceivedSchema = z.object({
  status: z.literal('received'),
  id: z.number().int().positive(),
});

export const contactUsBodySchema = z.object({
  name: requiredText('your name', 100),
  company: optionalText(200, 'Keep the company name under 200 characters.'),
  email: emailSchema,
  phone: optionalPhoneSchema,
  topic: z.enum(CONTACT_TOPICS, { error: 'Choose what your message is about.' }),
  message: multilineText({ error: 'Write your message.' })
    .trim()
    .min(CONTACT_MESSAGE_MIN, `Write at least ${CONTACT_MESSAGE_MIN} characters so we can help you.`)
    .max(CONTACT_MESSAGE_MAX, `Keep your message under ${CONTACT_MESSAGE_MAX} characters.`),
  ...formEnvelopeShape,
});

export const contactUs = defineEndpoint({
  method: 'POST',
  path: '/api/company/contact-us',
  body: contactUsBodySchema,
  response: formReceivedSchema,
});

const FORM_KINDS = [
  'contact-us',
  'lead-form',
  'cargoes-finance-demo',
  'searates-erp-demo',
  'erp-enquiry',
] as const;
export type FormKind = (typeof FORM_KINDS)[number];

const formSubmissionSchema = z.object({
  id: z.number().int(),
  kind: z.enum(FORM_KINDS),
  /** what the visitor sent, as validated */
  payload: z.record(z.string(), z.unknown()),
  ip: z.string(),
  /** the hidden marketing fields; absent on submissions stored before they were collected */
  attribution: storedAttributionSchema.optional(),
  createdAt: z.string(),
});

export type FormSubmission = z.infer<typeof formSubmissionSchema>;

/**
 * Admins only. `format=csv` answers a spreadsheet download instead of this JSON (one row per
 * submission, one column per payload field), for links rather than `callApi`.
 */
export const listFormSubmissions = defineEndpoint({
  method: 'GET',
  path: '/api/admin/forms',
  query: z.object({
    kind: z.enum(FORM_KINDS, { error: `Choose a form: ${FORM_KINDS.join(', ')}.` }).optional(),
    format: z.enum(['json', 'csv'], { error: 'Choose json or csv.' }).default('json'),
  }),
  response: z.object({ data: z.array(formSubmissionSchema) }),
  produces: JSON_OR_CSV,
});
