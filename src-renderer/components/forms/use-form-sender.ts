import { useRef, useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { BodyOf, Endpoint } from '../../../shared/api/endpoint';
import { showApiError } from '../../lib/api-errors';
import { callApi } from '../../lib/api';
import { useSite } from '../../lib/site-context';
import { collectAttribution } from '../../lib/tracking/attribution';

const CAPTCHA_MESSAGE = 'Complete the check that you are not a robot.';

/**
 * Sends one public form: adds the idempotency key, the bot-check token and the marketing
 * attribution to the visitor's values (and `extra`, fields the visitor does not fill in), and
 * puts the server's field messages beside the fields. Once the submission is stored, the form
 * is emptied and `sentTo` holds the address the answer will go to, for the thanks.
 */
export function useFormSender<Values extends FieldValues & { email: string }>(
  endpoint: Endpoint,
  fields: readonly Path<Values>[],
  { setError, reset }: { setError: UseFormSetError<Values>; reset: () => void },
  extra: Record<string, unknown> = {},
) {
  const captchaRequired = Boolean(useSite().captchaSiteKey);
  // One key per filled-in form, made in the submit handler (never during render) and kept
  // across retries, so a double click or a resend is stored once; the next form gets a new key.
  const idempotencyKey = useRef<string>(undefined);
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [captchaReset, setCaptchaReset] = useState(0);
  const [formError, setFormError] = useState<string>();

  const [sentTo, setSentTo] = useState<string>();

  const send = async (values: Values): Promise<boolean> => {
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

  const submit = async (values: Values) => {
    if (!(await send(values))) return;
    reset();
    setSentTo(values.email);
  };

  return {
    submit,
    sentTo,
    sendAnother: () => setSentTo(undefined),
    formError,
    captcha: { onToken: setCaptchaToken, resetKey: captchaReset },
  };
}
