import { z } from 'zod';
import { emailSchema, linkTokenSchema } from './auth';
import { defineEndpoint } from './endpoint';

/**
 * Confirming the email address given at sign-up: the association reviews an application only
 * once its address is confirmed, so it knows the applicant reads it.
 */

/** How long a confirmation link works. */
export const EMAIL_CONFIRMATION_TTL_DAYS = 7;
/** Resends to one address: at most one a minute, and this many a day. */
export const CONFIRMATION_RESEND_SECONDS = 60;
export const CONFIRMATION_LINKS_PER_DAY = 5;

/** Anyone holding the link: 404 with one message for a wrong, used or expired link alike. */
export const confirmEmail = defineEndpoint({
  method: 'POST',
  path: '/api/auth/confirm-email',
  body: z.object({ token: linkTokenSchema }),
  response: z.object({ status: z.literal('confirmed'), email: z.string() }),
});

/** Anyone: the same answer whether or not the address waits for confirmation, or a limit was met. */
export const resendConfirmation = defineEndpoint({
  method: 'POST',
  path: '/api/auth/resend-confirmation',
  body: z.object({ email: emailSchema }),
  response: z.object({ status: z.literal('sent') }),
});
