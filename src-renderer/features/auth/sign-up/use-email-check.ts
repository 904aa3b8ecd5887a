import { useEffect, useMemo, useState } from 'react';
import { checkExistingEmail, emailSchema } from '../../../../shared/api/auth';
import { debounce } from '../../../../shared/domain/debounce';
import { callApi } from '../../../lib/http';

export interface EmailCheck {
  state: 'idle' | 'checking' | 'available' | 'registered';
  /** the normalised address the state is about */
  email: string;
}

const DEBOUNCE_MS = 500;

/**
 * Tells, while the person types, whether an address already has an account. A failed check
 * (rate limit, bot check, network) says nothing: the final submit checks again anyway.
 * The bot check's token is used once per check; `onTokenUsed` asks the widget for a fresh one.
 */
export function useEmailCheck(
  typed: string,
  captcha: { required: boolean; token: string | null; onTokenUsed: () => void },
): EmailCheck {
  const [answer, setAnswer] = useState<{ email: string; exists: boolean | null }>();
  const parsed = emailSchema.safeParse(typed);
  const email = parsed.success ? parsed.data : '';
  const { required, token, onTokenUsed } = captcha;
  const canCheck = email !== '' && (!required || token !== null);

  const run = useMemo(
    () =>
      debounce((address: string, captchaToken: string | undefined) => {
        callApi(checkExistingEmail, { body: { email: address, captchaToken } })
          .then(({ exists }) => setAnswer({ email: address, exists }))
          .catch(() => setAnswer({ email: address, exists: null }));
        if (captchaToken) onTokenUsed();
      }, DEBOUNCE_MS),
    [onTokenUsed],
  );

  const answered = answer?.email === email;
  useEffect(() => {
    if (!canCheck || answered) return undefined;
    run(email, token ?? undefined);
    return () => run.cancel();
  }, [canCheck, answered, email, token, run]);

  if (!email) return { state: 'idle', email };
  if (answer && answered) {
    if (answer.exists === null) return { state: 'idle', email };
    return { state: answer.exists ? 'registered' : 'available', email };
  }
  return { state: canCheck ? 'checking' : 'idle', email };
}
