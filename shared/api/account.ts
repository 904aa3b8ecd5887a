import { z } from 'zod';
import {
  emailSchema,
  linkTokenSchema,
  nameSchema,
  passwordSchema,
  phoneSchema,
  sendPhoneCode,
  validatePhone,
} from './auth';
import { defineEndpoint } from './endpoint';
import { text } from './fields';
import { userRecordSchema } from './user';

/** How long the link that confirms a new email address works. */
export const EMAIL_CHANGE_TTL_HOURS = 24;

/** The current password, checked by the server; only its presence and size are checked here. */
const currentPasswordSchema = text({ error: 'Enter your current password.' })
  .min(1, 'Enter your current password.')
  .max(128, 'This is not your current password.');

/** The answer of every change the header shows: the refreshed record for the `user` cookie. */
const updatedUserSchema = z.object({ user: userRecordSchema });

const sessionSchema = z.object({
  /** the session's public id (the user record's `hash` for the session in use) */
  id: z.string(),
  /** browser and system, like "Firefox 133 on Windows"; null when the browser did not say */
  device: z.string().nullable(),
  /** English name of the country the sign-in came from, when the server knows it */
  place: z.string().nullable(),
  signedInAt: z.string(),
  lastSeenAt: z.string(),
  /** the session this request came with: "This device" */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof sessionSchema>;

const pendingEmailSchema = z.object({ email: z.string(), expiresAt: z.string() });
export type PendingEmailChange = z.infer<typeof pendingEmailSchema>;

const accountSecuritySchema = z.object({
  sessions: z.array(sessionSchema),
  /** an email change waiting for its link to be opened */
  pendingEmail: pendingEmailSchema.nullable(),
});
export type AccountSecurity = z.infer<typeof accountSecuritySchema>;

export const getAccountSecurity = defineEndpoint({
  method: 'GET',
  path: '/api/account/security',
  response: accountSecuritySchema,
});

export const changeName = defineEndpoint({
  method: 'POST',
  path: '/api/account/name',
  body: z.object({ firstName: nameSchema('your first name'), lastName: nameSchema('your last name') }),
  response: updatedUserSchema,
});

/** A code to the new number, with the same limits as at sign-up. */
export const sendNewPhoneCode = defineEndpoint({
  method: 'POST',
  path: '/api/account/phone/send-code',
  body: z.object({ phone: phoneSchema }),
  response: sendPhoneCode.response,
});

/**
 * The code from the text message and the current password; the number changes only when both
 * are right, and every other device is then signed out.
 */
export const confirmNewPhone = defineEndpoint({
  method: 'POST',
  path: '/api/account/phone',
  body: validatePhone.body.extend({ currentPassword: currentPasswordSchema }),
  response: updatedUserSchema.extend({
    /** how many other devices were signed out */
    endedSessions: z.number().int().nonnegative(),
  }),
});

/** Emails a confirmation link to the new address; the address changes when it is opened. */
export const requestEmailChange = defineEndpoint({
  method: 'POST',
  path: '/api/account/email',
  body: z.object({ email: emailSchema, currentPassword: currentPasswordSchema }),
  response: z.object({ pendingEmail: pendingEmailSchema }),
});

/** Withdraws an email change that waits for its link. */
export const cancelEmailChange = defineEndpoint({
  method: 'POST',
  path: '/api/account/email/cancel',
  response: z.object({ ok: z.literal(true) }),
});

/** Anyone holding the link: it may be opened on a device where nobody is signed in. */
export const confirmEmailChange = defineEndpoint({
  method: 'POST',
  path: '/api/account/email/confirm',
  body: z.object({ token: linkTokenSchema }),
  response: z.object({
    email: z.string(),
    /** the refreshed record when the link was opened where this account is signed in */
    user: userRecordSchema.nullable(),
    /** how many devices were signed out: all but the one that asked for the change (and this one) */
    endedSessions: z.number().int().nonnegative(),
  }),
});

export const changePassword = defineEndpoint({
  method: 'POST',
  path: '/api/account/password',
  body: z.object({ currentPassword: currentPasswordSchema, newPassword: passwordSchema }),
  /** how many other devices were signed out */
  response: z.object({ endedSessions: z.number().int().nonnegative() }),
});

export const signOutSession = defineEndpoint({
  method: 'POST',
  path: '/api/account/sessions/sign-out',
  body: z.object({ id: text({ error: 'Choose a session.' }).min(1, 'Choose a session.').max(100) }),
  response: accountSecuritySchema,
});

export const signOutOtherSessions = defineEndpoint({
  method: 'POST',
  path: '/api/account/sessions/sign-out-others',
  response: accountSecuritySchema.extend({ endedSessions: z.number().int().nonnegative() }),
});
