import { useRef, useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { BodyOf, Endpoint } from '../../../shared/api/endpoint';
import { showApiError } from '../../lib/api-errors';
import { callApi } from '../../lib/http';
import { useSite } from '../../lib/site-context';
import { collectAttribution } from '../../lib/tracking/attribution';

const CAPTCHA_MESSAGE = 'Complete the check that you are not a robot.';

/**
 * Sends one public form: adds the idempotency key, the bot-check token and the marketing
 * attribution to the visitor's values, and puts the server's field messages beside the fields.
 * Resolves true once the submission is stored.
 */
export function useFormSender<Values extends FieldValues>(
  endpoint: Endpoint,
  fields: readonly Path<Values>[],
  setError: UseFormSetError<Values>,
) {
  const captchaRequired = Boolean(useSite().captchaSiteKey);
  // One key per filled-in form, made in the submit handler (never during render) and kept
  // across retries, so a double click or a resend is stored once; the next form gets a new key.
  const idempotencyKey = useRef<string>(undefined);
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [captchaReset, setCaptchaReset] = useState(0);
  const [formError, setFormError] = useState<string>();

  /** `extra`: body fields the visitor does not fill in, such as the event being registered for. */
  const send = async (values: Values, extra: Record<string, unknown> = {}): Promise<boolean> => {
    setFormError(undefined);
    if (captchaRequired && !captchaToken) {
      setFormError(CAPTCHA_MESSAGE);
      return false;
    }
    try {
      idempotencyKey.current ??= crypto.randomUUID();
      const body = {
        ...values,
        ...extra,
        idempotencyKey: idempotencyKey.current,
        attribution: await collectAttribution(),
        ...(captchaToken ? { captchaToken } : {}),
      };
      await callApi(endpoint, { body: body as BodyOf<Endpoint> });
      idempotencyKey.current = undefined;
      return true;
    } catch (error) {
      setFormError(showApiError(error, setError, fields));
      // A bot-check token is accepted once: ask for a fresh one before the next try.
      setCaptchaReset((value) => value + 1);
      return false;
    }
  };

  return { send, formError, captcha: { onToken: setCaptchaToken, resetKey: captchaReset } };
}
