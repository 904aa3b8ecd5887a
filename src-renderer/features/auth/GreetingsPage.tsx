import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Seo } from '../../components/seo/Seo';
import { useLogged, useSessionChecked } from '../../lib/session/use-session';
import styles from './auth.module.css';

/**
 * Where signing in lands, as the specification names it. A member's home is the workspace's
 * dashboard, so this page hands over to it; someone not signed in is sent to sign in. Either
 * way this address leaves the history.
 */
export default function GreetingsPage() {
  const navigate = useNavigate();
  const checked = useSessionChecked();
  const logged = useLogged();
  useEffect(() => {
    if (checked) void navigate(logged ? '/dashboard' : '/auth/sign-in', { replace: true });
  }, [checked, logged, navigate]);
  return (
    <div className={styles.page}>
      <Seo
        path="/auth/sign-in/greetings"
        title="Your member home"
        description="Your DFA dashboard."
        noIndex
      />
      <p>
        Opening <a href="/dashboard">your dashboard</a>…
      </p>
    </div>
  );
}
