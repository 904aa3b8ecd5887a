import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { RESET_TOKEN_TTL_MINUTES } from '../../../shared/api/auth';
import { builtHref } from '../../../shared/routes';
import { Seo } from '../../components/seo/Seo';
import { useHydrated } from '../../lib/use-hydrated';
import styles from './auth.module.css';
import { ResendConfirmationForm } from './ResendConfirmationForm';

interface Notice {
  heading: string;
  body: ReactNode;
}

function notices(signInHref: string | undefined): Record<string, Notice> {
  const signInLink = signInHref ? (
    <p>
      <Link to={signInHref}>Sign in</Link>
    </p>
  ) : null;
  return {
    registration: {
      heading: 'Thank you: your application is received',
      body: (
        <>
          <p>
            <strong>Confirm your email address:</strong> we sent you a link. The DFA team reviews your company
            and its references once the address is confirmed. This usually takes a few working days, and we
            may call the phone number you verified if we have questions.
          </p>
          <p>
            You can already sign in with the email address and password you chose to follow your application.
            The member tools open once your membership is approved and its first invoice paid, and we email
            you at each step.
          </p>
          <h2>No email?</h2>
          <p>Check your spam or junk folder, or ask for another link:</p>
          <ResendConfirmationForm />
        </>
      ),
    },
    'reset-sent': {
      heading: 'Check your email',
      body: (
        <>
          <p>
            If the address you entered belongs to a DFA account, we have sent it a link to choose a new
            password. The link works for {RESET_TOKEN_TTL_MINUTES} minutes and only once.
          </p>
          <p>
            Nothing arrived after a few minutes? Check your spam or junk folder, or request another link with
            the address you registered.
          </p>
        </>
      ),
    },
    'password-changed': {
      heading: 'Your password is changed',
      body: (
        <>
          <p>
            You can now sign in with your new password. For your security, every other device where you were
            signed in has been signed out.
          </p>
          {signInLink}
        </>
      ),
    },
  };
}

const NEUTRAL: Notice = {
  heading: 'Nothing more to do here',
  body: <p>There is no message to show. You can continue from the home page.</p>,
};

/** The message for the flow that led here (`?flow=`); the query is read once hydrated. */
export default function NotificationPage() {
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const flow = params.get('flow') ?? '';
  const all = notices(builtHref('auth-sign-in'));
  const notice = (Object.hasOwn(all, flow) ? all[flow] : undefined) ?? NEUTRAL;

  return (
    <div className={styles.page}>
      <Seo
        path="/auth/notification-page"
        title="Account notification"
        description="Messages about your Digital Freight Alliance account: application received, password reset link sent, password changed."
        noIndex
      />
      {hydrated ? (
        <>
          <h1>{notice.heading}</h1>
          <div className={styles.card}>
            {notice.body}
            <p>
              <Link to="/">Go to the home page</Link>
            </p>
          </div>
        </>
      ) : (
        <p role="status">Loading…</p>
      )}
    </div>
  );
}
