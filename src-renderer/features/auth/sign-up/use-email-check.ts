import { useEffect, useMemo, useState } from 'react';
import { debounce } from '../../../../shared/domain/debounce';
import { loadSignUpContract } from './lazy-contract';

type SignUpContract = Awaited<ReturnType<typeof loadSignUpContract>>;

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
  // The address is read with the contract's schema, which arrives with the first typed letter.
  const [contract, setContract] = useState<SignUpContract>();
  useEffect(() => {
    if (typed === '' || contract) return;
    void loadSignUpContract().then((loaded) => setContract(() => loaded));
  }, [typed, contract]);
  const parsed = contract?.emailSchema.safeParse(typed);
  const email = parsed?.success ? parsed.data : '';
  const { required, token, onTokenUsed } = captcha;
  const canCheck = email !== '' && (!required || token !== null);

  const run = useMemo(
    () =>
      debounce((address: string, captchaToken: string | undefined) => {
        if (!contract) return;
        contract
          .callApi(contract.checkExistingEmail, { body: { email: address, captchaToken } })
          .then(({ exists }) => setAnswer({ email: address, exists }))
          .catch(() => setAnswer({ email: address, exists: null }));
        if (captchaToken) onTokenUsed();
      }, DEBOUNCE_MS),
    [onTokenUsed, contract],
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
