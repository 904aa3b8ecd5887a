import { z } from 'zod';
import { SERVICE_IDS } from '../domain/services';
import { MEMBERSHIP_TIERS } from '../domain/membership';
import { toE164 } from '../domain/phone';
import { defineEndpoint } from './endpoint';
import { text } from './fields';
import { userRecordSchema } from './user';

export const PASSWORD_MIN_LENGTH = 8;
const PASSWORD_MAX_LENGTH = 128;
export const PHONE_CODE_LENGTH = 6;
export const PHONE_CODE_TTL_MINUTES = 10;
export const PHONE_CODE_MAX_ATTEMPTS = 5;
export const PHONE_CODE_RESEND_SECONDS = 60;
export const RESET_TOKEN_TTL_MINUTES = 60;

export const emailSchema = text({ error: 'Enter your email address.' })
  .trim()
  .toLowerCase()
  .max(254, 'This email address is too long.')
  .pipe(z.email('Enter a valid email address, like name@company.com.'));

/** Length is the only rule (NIST SP 800-63B); the server also refuses the most common passwords. */
export const passwordSchema = text({ error: 'Enter a password.' })
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters.`);

/** Accepts any common way of writing an international number and yields E.164. */
export const phoneSchema = text({ error: 'Enter a phone number.' })
  .trim()
  .min(1, 'Enter a phone number.')
  .max(32, 'This phone number is too long.')
  .transform((value, context) => {
    const e164 = toE164(value);
    if (!e164) {
      context.addIssue({
        code: 'custom',
        message: 'Enter a valid phone number with its country code, like +44 20 7946 0958.',
      });
      return z.NEVER;
    }
    return e164;
  });

/** The bot check's token (Cloudflare Turnstile by default); required when the server has a secret. */
export const captchaTokenSchema = text().max(4096).optional();

/** A person's or a place's name, as a person types it. */
export const nameSchema = (what: string) =>
  text({ error: `Enter ${what}.` })
    .trim()
    .min(1, `Enter ${what}.`)
    .max(100, `Keep ${what} under 100 characters.`);

export const companySchema = z.object({
  name: nameSchema('the company name').pipe(z.string().min(2, 'Enter the company name.')),
  /** ISO 3166-1 alpha-2 */
  country: text({ error: 'Choose a country.' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'Choose a country.'),
  city: nameSchema('the city'),
  website: text()
    .trim()
    .max(200)
    .refine(
      (value) => value === '' || /^https?:\/\/[^\s.]+\.[^\s]+$/i.test(value),
      'Enter a full address, like https://www.example.com.',
    )
    .optional(),
  services: z
    .array(z.enum(SERVICE_IDS), { error: 'Choose the services you offer.' })
    .min(1, 'Choose at least one service.')
    .max(SERVICE_IDS.length),
});

export const contactSchema = z.object({
  firstName: nameSchema('your first name'),
  lastName: nameSchema('your last name'),
  email: emailSchema,
  phone: phoneSchema,
});

export const checkExistingEmail = defineEndpoint({
  method: 'POST',
  path: '/api/auth/check-existing-email',
  body: z.object({ email: emailSchema, captchaToken: captchaTokenSchema }),
  response: z.object({ exists: z.boolean() }),
});

export const sendPhoneCode = defineEndpoint({
  method: 'POST',
  path: '/api/auth/send-phone-code',
  body: z.object({ phone: phoneSchema }),
  response: z.object({
    verificationId: z.string(),
    /** ISO timestamp after which the code no longer works */
    expiresAt: z.string(),
    /** seconds before another code may be sent to this number */
    resendAfterSeconds: z.number().int().nonnegative(),
  }),
});

export const validatePhone = defineEndpoint({
  method: 'POST',
  path: '/api/auth/validate-phone',
  body: z.object({
    verificationId: text().min(1).max(100),
    code: text()
      .trim()
      .regex(new RegExp(`^\\d{${PHONE_CODE_LENGTH}}$`), `Enter the ${PHONE_CODE_LENGTH}-digit code.`),
  }),
  /** `phoneToken` proves the verification to submit-registration; single use */
  response: z.object({ verified: z.literal(true), phone: z.string(), phoneToken: z.string() }),
});

export const registrationSchema = z.object({
  company: companySchema,
  contact: contactSchema,
  phoneToken: text({ error: 'Verify your phone number first.' })
    .min(1, 'Verify your phone number first.')
    .max(200),
  password: passwordSchema,
  acceptTerms: z.literal(true, { error: 'Accept the terms and conditions to continue.' }),
  acceptCodeOfEthics: z.literal(true, { error: 'Accept the code of ethics to continue.' }),
  captchaToken: captchaTokenSchema,
  /** the plan chosen on the membership page, when the applicant came from there */
  plan: z.enum(MEMBERSHIP_TIERS, { error: 'Choose Standard or Premium.' }).optional(),
});

export const submitRegistration = defineEndpoint({
  method: 'POST',
  path: '/api/auth/submit-registration',
  body: registrationSchema,
  response: z.object({ status: z.literal('received') }),
});

/** Digits of an administrator's authenticator code (TOTP, 30-second steps). */
export const TOTP_DIGITS = 6;

/**
 * What an administrator does after a correct password: enter the code of their authenticator
 * app, or, at the first sign-in, add the account to one (a QR code, or the secret typed in)
 * and enter its first code. `challenge` carries the sign-in to the next call.
 */
const secondFactorStepSchema = z.discriminatedUnion('step', [
  z.object({ step: z.literal('code'), challenge: z.string() }),
  z.object({
    step: z.literal('setup'),
    challenge: z.string(),
    /** base32, for typing into an app that cannot scan */
    secret: z.string(),
    /** the otpauth:// URI the QR code holds */
    otpauthUri: z.string(),
    /** the QR code as an SVG data URL */
    qrCode: z.string(),
  }),
]);
export type SecondFactorStep = z.infer<typeof secondFactorStepSchema>;

/** Signed in; or, for an administrator, the second factor comes next. */
const signInAnswerSchema = z.union([
  z.object({ data: userRecordSchema }),
  z.object({ secondFactor: secondFactorStepSchema }),
]);

export const signIn = defineEndpoint({
  method: 'POST',
  path: '/api/auth/sign-in',
  body: z.object({
    email: emailSchema,
    password: text().min(1, 'Enter your password.').max(PASSWORD_MAX_LENGTH),
    /** asked for after repeated wrong passwords on the account, from browsers it does not know */
    captchaToken: captchaTokenSchema,
  }),
  response: signInAnswerSchema,
});

/** A code from the authenticator app, or one of the recovery codes. */
const secondFactorCodeSchema = text({ error: 'Enter the code from your authenticator app.' })
  .trim()
  .min(1, 'Enter the code from your authenticator app.')
  .max(40, 'Enter the 6-digit code, or a recovery code.');

export const completeSecondFactor = defineEndpoint({
  method: 'POST',
  path: '/api/auth/second-factor',
  body: z.object({
    challenge: text().min(20, 'Sign in again.').max(200, 'Sign in again.'),
    code: secondFactorCodeSchema,
  }),
  response: z.object({
    data: userRecordSchema,
    /** at the first sign-in only: the recovery codes, shown this once */
    recoveryCodes: z.array(z.string()).nullable(),
  }),
});

/** Emails a link that lets the browser opening it sign in to a guarded account; the same answer for any address. */
export const requestSignInLink = defineEndpoint({
  method: 'POST',
  path: '/api/auth/sign-in-link',
  body: z.object({ email: emailSchema }),
  response: z.object({ status: z.literal('sent') }),
});

/** Anyone holding the link: this browser may now sign in to the account without the bot check. */
export const openSignInLink = defineEndpoint({
  method: 'POST',
  path: '/api/auth/sign-in-link/use',
  body: z.object({
    token: text().trim().min(20, 'This link is incomplete.').max(200, 'This link is not valid.'),
  }),
  response: z.object({ email: z.string() }),
});

export const logout = defineEndpoint({
  method: 'POST',
  path: '/api/auth/logout',
  response: z.object({ ok: z.literal(true) }),
});

export const resetPasswordRequest = defineEndpoint({
  method: 'POST',
  path: '/api/auth/reset-password-request',
  body: z.object({ email: emailSchema }),
  /** the same answer whether or not the address has an account */
  response: z.object({ status: z.literal('sent') }),
});

/** The token of an emailed single-use link (a password reset, an email change). */
export const linkTokenSchema = text()
  .trim()
  .min(20, 'This link is incomplete.')
  .max(200, 'This link is not valid.');

export const checkResetToken = defineEndpoint({
  method: 'GET',
  path: '/api/auth/check-reset-token',
  query: z.object({ token: linkTokenSchema }),
  response: z.object({ valid: z.boolean() }),
});

export const confirmPassword = defineEndpoint({
  method: 'POST',
  path: '/api/auth/confirm-password',
  body: z.object({ token: linkTokenSchema, password: passwordSchema }),
  response: z.object({ status: z.literal('changed') }),
});
