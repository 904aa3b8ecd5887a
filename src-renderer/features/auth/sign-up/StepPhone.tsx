import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  PHONE_CODE_LENGTH,
  PHONE_CODE_TTL_MINUTES,
  sendPhoneCode,
  validatePhone,
} from '../../../../shared/api/auth';
import { announce } from '../../../lib/announce';
import { callApi } from '../../../lib/api';
import { ApiCallError } from '../../../lib/api-call-error';
import { focusSoon } from '../../../lib/focus';
import { TextField } from '../../../components/forms/form-fields';
import { Notice } from '../../../components/kit/Notice';
import { useCountdown } from './use-countdown';
import styles from './SignUpPage.module.css';
import authStyles from '../auth.module.css';

/** Where the verification of one number stands; kept by the page so Back and Next keep it. */
export interface PhoneProgress {
  /** the E.164 number this progress is about */
  phone: string;
  verificationId?: string;
  /** epoch ms after which another code may be sent */
  resendAt?: number;
  /** proof of the verification for submit-registration */
  phoneToken?: string;
}

const CODE_PATTERN = new RegExp(`^\\d{${PHONE_CODE_LENGTH}}$`);

function messageOf(error: unknown, field: string): string {
  if (error instanceof ApiCallError) return error.fields?.[field] ?? error.message;
  return 'Something went wrong. Please try again.';
}

export function StepPhone({
  progress,
  onProgress,
  onBack,
  onNext,
}: {
  progress: PhoneProgress;
  onProgress: (progress: PhoneProgress) => void;
  onBack: () => void;
  onNext: () => void;
}) {
  const codeId = useId();
  // The button that sent the code gives way to the code's field, which takes focus once shown.
  const focusCode = useRef(false);
  useEffect(() => {
    if (!focusCode.current || !progress.verificationId) return;
    focusCode.current = false;
    focusSoon(() => document.getElementById(codeId));
  });
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [busy, setBusy] = useState(false);
  const secondsLeft = useCountdown(progress.resendAt);
  const displayed = parsePhoneNumberFromString(progress.phone)?.formatInternational() ?? progress.phone;
  const verified = Boolean(progress.phoneToken);

  /** A refused code: said at once, and the field takes focus so it can be typed again. */
  const refuseCode = (message: string) => {
    setCodeError(message);
    announce(message, { assertive: true });
    focusSoon(() => document.getElementById(codeId));
  };

  const send = async () => {
    setBusy(true);
    setFormError(undefined);
    setCodeError(undefined);
    try {
      const sent = await callApi(sendPhoneCode, { body: { phone: progress.phone } });
      onProgress({
        phone: progress.phone,
        verificationId: sent.verificationId,
        resendAt: Date.now() + sent.resendAfterSeconds * 1000,
      });
      setCode('');
      const sentText = `We sent a ${PHONE_CODE_LENGTH}-digit code to ${displayed}. It works for ${PHONE_CODE_TTL_MINUTES} minutes.`;
      setNotice(sentText);
      announce(sentText);
      focusCode.current = true;
    } catch (error) {
      const message = messageOf(error, 'phone');
      setNotice(undefined);
      setFormError(message);
      announce(message, { assertive: true });
    } finally {
      setBusy(false);
    }
  };

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    if (verified) return onNext();
    if (!progress.verificationId) return setFormError('Send a code to your phone first.');
    if (!CODE_PATTERN.test(code))
      return refuseCode(`Enter the ${PHONE_CODE_LENGTH}-digit code from the SMS.`);
    setBusy(true);
    setCodeError(undefined);
    setFormError(undefined);
    try {
      const result = await callApi(validatePhone, {
        body: { verificationId: progress.verificationId, code },
      });
      onProgress({ ...progress, phoneToken: result.phoneToken });
      setNotice(`${displayed} is verified.`);
      announce(`${displayed} is verified.`);
    } catch (error) {
      refuseCode(messageOf(error, 'code'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={verify}>
      <p>
        We verify the mobile number of every applicant. Your number: <strong>{displayed}</strong>{' '}
        <button type="button" className={styles.linkButton} onClick={onBack}>
          Change the number
        </button>
      </p>
      {formError ? (
        <Notice tone="error">
          <p>{formError}</p>
        </Notice>
      ) : null}
      {notice ? (
        <Notice>
          <p>{notice}</p>
        </Notice>
      ) : null}
      {verified ? null : progress.verificationId ? (
        <>
          <TextField
            id={codeId}
            label={`${PHONE_CODE_LENGTH}-digit code from the SMS`}
            className={styles.code}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={PHONE_CODE_LENGTH}
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
            error={codeError}
          />
          <p className={styles.resend}>
            <button
              type="button"
              className={authStyles.secondaryButton}
              disabled={busy || secondsLeft > 0}
              onClick={() => void send()}
            >
              Send a new code
            </button>{' '}
            {secondsLeft > 0 ? <span>You can ask for a new code in {secondsLeft} s.</span> : null}
          </p>
        </>
      ) : (
        <button
          type="button"
          className={authStyles.secondaryButton}
          disabled={busy}
          onClick={() => void send()}
        >
          {busy ? 'Sending…' : 'Send me a code'}
        </button>
      )}
      <div className={authStyles.actions}>
        <button type="button" className={authStyles.secondaryButton} onClick={onBack}>
          Back
        </button>
        {verified || progress.verificationId ? (
          <button type="submit" className={authStyles.button} disabled={busy}>
            {verified ? 'Next' : busy ? 'Checking…' : 'Verify'}
          </button>
        ) : null}
      </div>
    </form>
  );
}
