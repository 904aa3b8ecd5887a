import { zodResolver } from '@hookform/resolvers/zod';
import { getCountryCallingCode, type CountryCode } from 'libphonenumber-js/min';
import type { FieldValues, Resolver } from 'react-hook-form';
import { z } from 'zod';
import {
  checkExistingEmail,
  companySchema,
  contactSchema,
  emailSchema,
  passwordSchema,
  registrationSchema,
  submitRegistration,
} from '../../../../shared/api/auth';
import { fieldErrors } from '../../../../shared/api/envelope';
import { toE164 } from '../../../../shared/domain/phone';
import { callApi } from '../../../lib/api';
import type { SignUpValues, StepId } from './sign-up-form';

/*
 * What the sign-up checks with the shared contract: zod, the phone-number metadata and the API
 * client. The page loads this module when the visitor first works in the form (see
 * `loadSignUpContract`), so none of it weighs on the page's first load.
 */

export {
  checkExistingEmail,
  emailSchema,
  fieldErrors,
  registrationSchema,
  submitRegistration,
  callApi,
  toE164,
};

const STEP_SCHEMAS: Record<StepId, z.ZodType<unknown, FieldValues>> = {
  company: z.object({ company: companySchema }),
  contact: z.object({ contact: contactSchema }),
  // Proven by the verification itself, not by a field of this form.
  phone: z.object({}),
  password: z
    .object({ password: passwordSchema, confirmPassword: z.string() })
    .refine((values) => values.password === values.confirmPassword, {
      path: ['confirmPassword'],
      message: 'The two passwords do not match.',
    }),
  agreements: z.object({
    acceptTerms: z.literal(true, { error: 'Accept the terms and conditions to continue.' }),
    acceptCodeOfEthics: z.literal(true, { error: 'Accept the code of ethics to continue.' }),
  }),
};

/**
 * "Next" checks only the step on screen, so each step has its own resolver over the same form.
 * `raw` keeps the values as typed (the final submit parses them with the contract's schema).
 */
export const ZOD_STEP_RESOLVERS = Object.fromEntries(
  Object.entries(STEP_SCHEMAS).map(([id, schema]) => [id, zodResolver(schema, undefined, { raw: true })]),
) as unknown as Record<StepId, Resolver<SignUpValues>>;

/** "+44 " for a company in the United Kingdom, so the number starts with its country code. */
export function diallingPrefix(country: string): string {
  try {
    return `+${getCountryCallingCode(country as CountryCode)} `;
  } catch {
    return '';
  }
}
