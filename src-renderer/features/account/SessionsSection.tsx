import { useState } from 'react';
import type {
  AccountSecurity,
  AccountSession,
  signOutOtherSessions,
  signOutSession,
} from '../../../shared/api/account';
import { FormAlert } from '../../components/forms/form-fields';
import { ConfirmDialog } from '../../components/modal/ConfirmDialog';
import workspace from '../../components/workspace/workspace.module.css';
import { callApi } from '../../lib/api';
import styles from './account.module.css';
import { formatMoment } from './moment';
import { useAccountForm } from './use-account-form';

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
    <li className={workspace.item}>
      <div className={styles.sessionHead}>
        <span className={workspace.itemTitle}>{device}</span>
        {session.current ? <span className={`${workspace.badge} ${workspace.good}`}>This device</span> : null}
      </div>
      <p className={workspace.meta}>
        Signed in {formatMoment(session.signedInAt)}
        {session.place ? ` from ${session.place}` : ''} · last active {formatMoment(session.lastSeenAt)}
      </p>
      {session.current ? null : (
        <div>
          <button
            type="button"
            className={workspace.secondaryButton}
            disabled={busy}
            onClick={() => onSignOut(session)}
          >
            Sign out
            <span className="visually-hidden">{` ${device}, signed in ${formatMoment(session.signedInAt)}`}</span>
          </button>
        </div>
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
  const form = useAccountForm([]);
  const [confirming, setConfirming] = useState(false);
  const others = security.sessions.filter((session) => !session.current).length;

  const signOut = (session: AccountSession) => {
    void form.run(async () => {
      onChange(
        await callApi<typeof signOutSession>(
          { method: 'POST', path: '/api/account/sessions/sign-out' },
          { body: { id: session.id } },
        ),
      );
      return `${session.device ?? 'The device'} is signed out.`;
    });
  };

  const signOutOthers = async () => {
    const { endedSessions, ...rest } = await callApi<typeof signOutOtherSessions>({
      method: 'POST',
      path: '/api/account/sessions/sign-out-others',
    });
    setConfirming(false);
    onChange(rest);
    void form.run(async () =>
      endedSessions === 1
        ? 'One other device is signed out.'
        : `${endedSessions} other devices are signed out.`,
    );
  };

  return (
    <section className={workspace.section} aria-labelledby="sessions-heading">
      <h2 id="sessions-heading">Where you are signed in</h2>
      <p className={workspace.muted}>
        Every browser and desktop app signed in to your account. Sign out any you do not recognise, then
        change your password.
      </p>
      <FormAlert message={form.error} />
      <ul className={workspace.list}>
        {security.sessions.map((session) => (
          <SessionItem key={session.id} session={session} busy={form.busy} onSignOut={signOut} />
        ))}
      </ul>
      {others > 0 ? (
        <button type="button" className={workspace.dangerButton} onClick={() => setConfirming(true)}>
          Sign out everywhere else
        </button>
      ) : (
        <p className={workspace.muted}>You are not signed in anywhere else.</p>
      )}
      <FormAlert tone="info" message={form.done} />
      {confirming ? (
        <ConfirmDialog
          title="Sign out everywhere else?"
          text={`${others === 1 ? 'One other device' : `${others} other devices`} will be signed out and need your password to sign in again. This device stays signed in.`}
          confirmLabel="Sign out everywhere else"
          onConfirm={signOutOthers}
          onClose={() => setConfirming(false)}
        />
      ) : null}
    </section>
  );
}
