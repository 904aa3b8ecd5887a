import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Seo } from '../../components/seo/Seo';
import styles from './auth.module.css';

/**
 * Where signing in lands, as the specification names it: the member's home is the workspace's
 * dashboard, so this page hands over to it (keeping this address out of the history).
 */
export default function GreetingsPage() {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate('/dashboard', { replace: true });
  }, [navigate]);
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
