import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { builtHref, type RouteId } from '../../../shared/routes';
import { Seo } from '../../components/seo/Seo';
import { useLogged, useSessionChecked, useSessionUser } from '../../lib/session/use-session';
import styles from './auth.module.css';

interface NextStep {
  title: string;
  text: string;
  route?: RouteId;
}

/** What a member can do next; a step whose page is not built yet is described, not linked. */
const NEXT_STEPS: NextStep[] = [
  {
    title: 'Find partners in the member directory',
    text: 'Search verified forwarders by country, city and service.',
    route: 'directory',
  },
  {
    title: 'Use your digital tools',
    text: 'Tracking, ship schedules, shipping leads and the freight calculator.',
    route: 'digital-tools',
  },
  {
    title: 'Complete your company profile',
    text: 'Add your logo, offices and services so partners can find you.',
  },
];

export default function GreetingsPage() {
  // The session may be known before this lazy page hydrates: until it has, render what the
  // server rendered (the loading line), so the markup matches.
  const checked = useSessionChecked();
  const logged = useLogged();
  const sessionUser = useSessionUser();
  const user = sessionUser;
  // Signing out from here is not a reason to be sent to sign-in: the header is leaving for "/".
  const [wasSignedIn, setWasSignedIn] = useState(false);
  if (user && !wasSignedIn) setWasSignedIn(true);

  const signedOut = checked && !logged;
  if (signedOut && !wasSignedIn) return <Navigate to="/auth/sign-in" replace />;

  return (
    <div className={`${styles.page} ${styles.wide}`}>
      <Seo
        path="/auth/sign-in/greetings"
        title="Welcome back"
        description="You are signed in to the Digital Freight Alliance member portal."
        noIndex
      />
      {user ? (
        <>
          <h1>Welcome back, {user.first_name}</h1>
          <p className={styles.lead}>You are signed in for {user.company}. Here is where to go next.</p>
          <ul className={styles.steps}>
            {NEXT_STEPS.map((step) => {
              const href = step.route ? builtHref(step.route) : undefined;
              return (
                <li key={step.title} className={styles.card}>
                  <h2>{href ? <Link to={href}>{step.title}</Link> : step.title}</h2>
                  <p>{step.text}</p>
                  {href ? null : <p className={styles.soon}>Coming soon to the member portal.</p>}
                </li>
              );
            })}
          </ul>
        </>
      ) : (
        <p role="status">{signedOut ? 'You are signed out.' : 'Loading your account…'}</p>
      )}
    </div>
  );
}
