import { useState } from 'react';
import {
  signOutOtherSessions,
  signOutSession,
  type AccountSecurity,
  type AccountSession,
} from '../../../shared/api/account';
import { Button } from '../../components/kit/Button';
import { ConfirmDialog } from '../../components/kit/ConfirmDialog';
import { Notice } from '../../components/kit/Notice';
import { Section } from '../../components/kit/Section';
import { StatusBadge } from '../../components/kit/StatusBadge';
import text from '../../components/kit/text.module.css';
import { announce } from '../../lib/announce';
import { callApi } from '../../lib/api';
import { ApiCallError } from '../../lib/api-call-error';
import { focusSoon } from '../../lib/focus';
import styles from './account.module.css';
import { formatMoment } from './moment';

const SECTION_ID = 'signed-in-devices';
/** After a device leaves the list, focus goes to the list's heading. */
const sectionHeading = () => document.getElementById(SECTION_ID)?.querySelector<HTMLElement>('h2');

function SessionItem({
  session,
  busy,
  onSignOut,
}: {
  session: AccountSession;
  busy: boolean;
  onSignOut: (session: AccountSession) => void;
}) {
  const device = session.device ?? 'Unknown browser';
  return (
    <li className={styles.session}>
      <div className={styles.sessionHead}>
        <strong>{device}</strong>
        {session.current ? <StatusBadge tone="good">This device</StatusBadge> : null}
      </div>
      <p className={text.meta}>
        Signed in {formatMoment(session.signedInAt)}
        {session.place ? ` from ${session.place}` : ''} · last active {formatMoment(session.lastSeenAt)}
      </p>
      {session.current ? null : (
        <Button small busy={busy} busyLabel="Signing out…" onClick={() => onSignOut(session)}>
          Sign out
          <span className="visually-hidden">{` ${device}, signed in ${formatMoment(session.signedInAt)}`}</span>
        </Button>
      )}
    </li>
  );
}

/** Where the account is signed in, with a way to end any other session, or all of them. */
export function SessionsSection({
  security,
  onChange,
}: {
  security: AccountSecurity;
  onChange: (security: AccountSecurity) => void;
}) {
  const [busy, setBusy] = useState<string>();
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string }>();
  const [confirming, setConfirming] = useState(false);
  const others = security.sessions.filter((session) => !session.current).length;

  const done = (text: string) => {
    setMessage({ tone: 'success', text });
    announce(text);
    focusSoon(sectionHeading);
  };

  const signOut = async (session: AccountSession) => {
    setBusy(session.id);
    setMessage(undefined);
    try {
      onChange(await callApi(signOutSession, { body: { id: session.id } }));
      done(`${session.device ?? 'The device'} is signed out.`);
    } catch (failure) {
      const text = failure instanceof ApiCallError ? failure.message : 'The device could not be signed out.';
      setMessage({ tone: 'error', text });
      announce(text, { assertive: true });
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <div id={SECTION_ID}>
      <Section
        panel
        title="Where you are signed in"
        description="Every browser and desktop app signed in to your account. Sign out any you do not recognise, then change your password."
      >
        {message ? <Notice tone={message.tone}>{message.text}</Notice> : null}
        <ul className={styles.sessions}>
          {security.sessions.map((session) => (
            <SessionItem
              key={session.id}
              session={session}
              busy={busy === session.id}
              onSignOut={(item) => void signOut(item)}
            />
          ))}
        </ul>
        {others > 0 ? (
          <Button variant="danger" onClick={() => setConfirming(true)}>
            Sign out everywhere else
          </Button>
        ) : (
          <p className={text.muted}>You are not signed in anywhere else.</p>
        )}
        {confirming ? (
          <ConfirmDialog
            title="Sign out everywhere else?"
            text={`${others === 1 ? 'One other device' : `${others} other devices`} will be signed out and need your password to sign in again. This device stays signed in.`}
            confirmLabel="Sign out everywhere else"
            tone="danger"
            onConfirm={async () => {
              const { endedSessions, ...rest } = await callApi(signOutOtherSessions);
              onChange(rest);
              done(
                endedSessions === 1
                  ? 'One other device is signed out.'
                  : `${endedSessions} other devices are signed out.`,
              );
            }}
            onClose={() => setConfirming(false)}
            focusAfterConfirm={sectionHeading}
          />
        ) : null}
      </Section>
    </div>
  );
}
