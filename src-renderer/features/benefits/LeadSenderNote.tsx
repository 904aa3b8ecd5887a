import { useSessionUser } from '../../lib/session/use-session';
import styles from './shipping-lead-form.module.css';

/**
 * The server keeps a signed-in member's company with the request when the membership is in
 * good standing (other members may book meetings with them): the form says so before it is sent.
 */
export function LeadSenderNote() {
  const user = useSessionUser();
  if (!user || user.isAdmin || (user.type !== 'premium' && user.type !== 'standard_active')) return null;
  return (
    <p className={styles.note}>
      You are signed in for {user.company}, so the members who quote see that {user.company} asked, and can
      book a meeting with your team to talk it through.
    </p>
  );
}
