import { Link } from 'react-router';
import type { confirmEmailChange } from '../../../shared/api/account';
import workspace from '../../components/kit/classes.module.css';
import { LinkActionPage } from '../../components/kit/LinkActionPage';
import { Seo } from '../../components/seo/Seo';
import { callApi } from '../../lib/api';
import { useSignedIn } from '../../lib/session/use-signed-in';

const TO_ACCOUNT = (
  <p>
    <Link to="/account">Go to your account</Link>
  </p>
);

/** The page of the link sent to a member's new address: pressing its button changes the address. */
export default function ConfirmEmailPage() {
  const signedIn = useSignedIn();
  return (
    <>
      <Seo
        path="/account/confirm-email"
        title="Confirm your new email address"
        description="Confirm the new email address of your Digital Freight Alliance account."
        noIndex
      />
      <LinkActionPage
        classes={workspace}
        title="Confirm your new email address"
        lead="Your DFA Portal account moves to the address this link was sent to. You will sign in with it, and the portal will write to it."
        actionLabel="Confirm my new email address"
        act={async (token) => {
          const answer = await callApi<typeof confirmEmailChange>(
            { method: 'POST', path: '/api/account/email/confirm' },
            { body: { token } },
          );
          if (answer.user) signedIn(answer.user);
          return answer;
        }}
        done={({ email, endedSessions }) => ({
          title: 'Your email address is changed',
          body: (
            <>
              <p>
                Your DFA Portal account now uses <strong>{email}</strong>: sign in with it from now on. We
                told your previous address about the change.
              </p>
              {endedSessions > 0 ? (
                <p>
                  {endedSessions === 1
                    ? 'One other device was signed out; '
                    : `${endedSessions} other devices were signed out; `}
                  the device you asked for the change on stays signed in.
                </p>
              ) : null}
              {TO_ACCOUNT}
            </>
          ),
        })}
        dead={TO_ACCOUNT}
      />
    </>
  );
}
