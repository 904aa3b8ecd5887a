import { useState } from 'react';
import { confirmNewPhone, sendNewPhoneCode } from '../../../shared/api/account';
import { PHONE_CODE_LENGTH, PHONE_CODE_TTL_MINUTES } from '../../../shared/api/auth';
import type { UserRecord } from '../../../shared/api/user';
import { ApiFormFrame } from '../../components/forms/ApiFormFrame';
import { PasswordField, TextField } from '../../components/forms/form-fields';
import { useApiForm } from '../../components/forms/use-api-form';
import { Button } from '../../components/kit/Button';
import { Notice } from '../../components/kit/Notice';
import { Section } from '../../components/kit/Section';
import { focusSoon } from '../../lib/focus';
import { useSignedIn } from '../../lib/session/use-signed-in';
import { endedText } from './ended-text';

interface SentCode {
  phone: string;
  verificationId: string;
}

function CodeForm({
  sent,
  onConfirmed,
  onStartOver,
}: {
  sent: SentCode;
  onConfirmed: (message: string) => void;
  onStartOver: () => void;
}) {
  const signedIn = useSignedIn();
  const api = useApiForm({
    endpoint: confirmNewPhone,
    defaultValues: { verificationId: sent.verificationId, code: '', currentPassword: '' },
    onSuccess: ({ user, endedSessions }) => {
      signedIn(user);
      const message = `Your phone number is now ${user.phone ?? ''}. ${endedText(endedSessions)} This device stays signed in.`;
      onConfirmed(message);
      return message;
    },
  });
  return (
    <>
      <Notice tone="success">
        {`We sent a ${PHONE_CODE_LENGTH}-digit code to ${sent.phone}. It works for ${PHONE_CODE_TTL_MINUTES} minutes.`}
      </Notice>
      <ApiFormFrame
        api={api}
        label="Confirm the new phone number"
        submitLabel="Confirm the new number"
        busyLabel="Checking…"
        extraActions={<Button onClick={onStartOver}>Use another number</Button>}
      >
        <TextField
          label="Code from the text message"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={PHONE_CODE_LENGTH}
          {...api.field('code')}
        />
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          {...api.field('currentPassword')}
        />
      </ApiFormFrame>
    </>
  );
}

/**
 * A new number is confirmed with a code sent to it by text message and the current password;
 * until both are entered the account keeps its current number. Every other device is then
 * signed out.
 */
export function PhoneSection({ user, onChanged }: { user: UserRecord; onChanged: () => void }) {
  const [sent, setSent] = useState<SentCode>();
  const [confirmed, setConfirmed] = useState<string>();
  const api = useApiForm({
    endpoint: sendNewPhoneCode,
    defaultValues: { phone: '' },
    onSuccess: ({ verificationId }, { phone }) => {
      setSent({ phone, verificationId });
      setConfirmed(undefined);
      // The code's field replaces this form.
      focusSoon(() => document.getElementById('phone-code')?.querySelector('input'));
      return `We sent a ${PHONE_CODE_LENGTH}-digit code to ${phone}.`;
    },
  });
  const startOver = () => {
    setSent(undefined);
    focusSoon(() => document.getElementById('phone-number')?.querySelector('input'));
  };
  return (
    <Section panel title="Phone number">
      <p>
        Current number: <strong>{user.phone ?? 'none yet'}</strong>
      </p>
      {confirmed ? <Notice tone="success">{confirmed}</Notice> : null}
      {sent ? (
        <div id="phone-code">
          <CodeForm
            sent={sent}
            onStartOver={startOver}
            onConfirmed={(message) => {
              onChanged();
              setSent(undefined);
              setConfirmed(message);
              api.form.reset();
              focusSoon(() => document.getElementById('phone-number')?.querySelector('input'));
            }}
          />
        </div>
      ) : (
        <div id="phone-number">
          <ApiFormFrame
            api={api}
            label="Change the phone number"
            submitLabel="Send a code"
            busyLabel="Sending…"
          >
            <TextField
              label="New phone number"
              hint="With the country code, like +44 20 7946 0958. We text a code to it."
              type="tel"
              autoComplete="tel"
              {...api.field('phone')}
            />
          </ApiFormFrame>
        </div>
      )}
    </Section>
  );
}
