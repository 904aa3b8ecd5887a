import { builtHref } from '../../../shared/routes';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { useViewer } from '../../lib/session/use-viewer';
import styles from './JoinCallToAction.module.css';

/** The invitation to join, shown to visitors only while the membership page exists. */
export function JoinCallToAction() {
  const joinHref = builtHref('membership');
  const visitor = useViewer() === 'visitor';
  if (!joinHref || !visitor) return null;
  return (
    <section className={styles.join} aria-labelledby="dictionary-join-title">
      <h2 id="dictionary-join-title">Work with forwarders you can trust</h2>
      <p>
        Digital Freight Alliance members trade with checked partners in every trade lane, win shipping leads
        and protect their freight invoices.
      </p>
      <ButtonLink to={joinHref}>Join now</ButtonLink>
    </section>
  );
}
