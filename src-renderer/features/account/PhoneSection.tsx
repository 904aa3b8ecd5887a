import { useState, type FormEvent } from 'react';
import type { confirmNewPhone, sendNewPhoneCode } from '../../../shared/api/account';
import { PHONE_CODE_LENGTH, PHONE_CODE_TTL_MINUTES } from '../../../shared/api/auth';
import type { UserRecord } from '../../../shared/api/user';
import { FormAlert, TextField } from '../../components/forms/form-fields';
import workspace from '../../components/workspace/workspace.module.css';
import { callApi } from '../../lib/api';
import { useSignedIn } from '../../lib/session/use-signed-in';
import styles from './account.module.css';
import { useAccountForm } from './use-account-form';

interface SentCode {
  phone: string;
  verificationId: string;
}

/**
 * A new number is confirmed with a code sent to it by text message; until the code is entered
 * the account keeps its current number.
 */
export function PhoneSection({ user }: { user: UserRecord }) {
  const signedIn = useSignedIn();
  const sending = useAccountForm(['phone']);
  const confirming = useAccountForm(['code']);
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState<SentCode>();

  const sendCode = (event: FormEvent) => {
    event.preventDefault();
    confirming.clear();
    void sending.run(async () => {
      const answer = await callApi<typeof sendNewPhoneCode>(
        { method: 'POST', path: '/api/account/phone/send-code' },
        { body: { phone } },
      );
      setSent({ phone, verificationId: answer.verificationId });
      setCode('');
      return `We sent a ${PHONE_CODE_LENGTH}-digit code to ${phone}. It works for ${PHONE_CODE_TTL_MINUTES} minutes.`;
    });
  };

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (!sent) return;
    void confirming.run(async () => {
      const { user: updated } = await callApi<typeof confirmNewPhone>(
        { method: 'POST', path: '/api/account/phone' },
        {
          body: {
            verificationId: sent.verificationId,
            code,
          },
        },
      );
      signedIn(updated);
      setSent(undefined);
      setPhone('');
      sending.clear();
      return `Your phone number is now ${updated.phone ?? ''}.`;
    });
  };

  const startOver = () => {
    setSent(undefined);
    sending.clear();
    confirming.clear();
  };

  return (
    <section className={workspace.section} aria-labelledby="phone-heading">
      <h2 id="phone-heading">Phone number</h2>
      <p>
        Current number: <strong>{user.phone ?? 'none yet'}</strong>
      </p>
      {sent ? (
        <form className={styles.form} onSubmit={confirm} noValidate aria-label="Confirm the new phone number">
          <FormAlert tone="info" message={sending.done} />
          <FormAlert message={confirming.error} />
          <TextField
            label="Code from the text message"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={PHONE_CODE_LENGTH}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={confirming.fields.code}
            required
          />
          <div className={workspace.actions}>
            <button type="submit" className={workspace.button} disabled={confirming.busy}>
              {confirming.busy ? 'Checking…' : 'Confirm the new number'}
            </button>
            <button type="button" className={workspace.secondaryButton} onClick={startOver}>
              Use another number
            </button>
          </div>
        </form>
      ) : (
        <form className={styles.form} onSubmit={sendCode} noValidate aria-label="Change the phone number">
          <FormAlert message={sending.error} />
          <TextField
            label="New phone number"
            hint="With the country code, like +44 20 7946 0958. We text a code to it."
            name="phone"
            type="tel"
            autoComplete="tel"
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
            error={sending.fields.phone}
            required
          />
          <div className={workspace.actions}>
            <button type="submit" className={workspace.button} disabled={sending.busy}>
              {sending.busy ? 'Sending…' : 'Send a code'}
            </button>
          </div>
          <FormAlert tone="info" message={confirming.done} />
        </form>
      )}
    </section>
  );
}
