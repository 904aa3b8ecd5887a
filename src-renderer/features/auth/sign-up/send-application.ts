import type { MembershipTier } from '../../../../shared/domain/membership';
import { ApiCallError } from '../../../lib/api-call-error';
import { loadSignUpContract } from './lazy-contract';
import type { SignUpValues } from './sign-up-form';

/** What became of an application: sent, or refused here or by the server, with its messages. */
export type ApplicationOutcome =
  | { sent: true }
  | {
      sent: false;
      /** the server answered (so a bot check's token is spent) */
      answered: boolean;
      fields: Record<string, string> | undefined;
      message: string;
    };

/**
 * Checks the whole application with the contract, then sends it. Loaded only when the visitor
 * submits the last step, so the form's first code stays small.
 */
export async function sendApplication(
  values: SignUpValues,
  {
    phoneToken,
    captchaToken,
    plan,
  }: { phoneToken?: string; captchaToken: string | null; plan?: MembershipTier },
): Promise<ApplicationOutcome> {
  const { registrationSchema, fieldErrors, callApi, submitRegistration } = await loadSignUpContract();
  const parsed = registrationSchema.safeParse({
    company: values.company,
    contact: values.contact,
    phoneToken,
    password: values.password,
    acceptTerms: values.acceptTerms,
    acceptCodeOfEthics: values.acceptCodeOfEthics,
    captchaToken: captchaToken ?? undefined,
    plan,
  });
  if (!parsed.success) {
    return {
      sent: false,
      answered: false,
      fields: fieldErrors(parsed.error),
      message: 'Some answers need your attention.',
    };
  }
  try {
    await callApi(submitRegistration, { body: parsed.data });
    return { sent: true };
  } catch (error) {
    if (!(error instanceof ApiCallError)) {
      return {
        sent: false,
        answered: true,
        fields: undefined,
        message: 'Something went wrong. Please try again.',
      };
    }
    return { sent: false, answered: true, fields: error.fields, message: error.message };
  }
}
