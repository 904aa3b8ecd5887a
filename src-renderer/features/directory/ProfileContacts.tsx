import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import type { CompanyProfile, ContactView, revealContacts } from '../../../shared/api/directory';
import { standingOf } from '../../../shared/domain/standing';
import { callApi } from '../../lib/api';
import { ApiCallError } from '../../lib/api-call-error';
import { useLogged, useSessionUser } from '../../lib/session/use-session';
import { companyPath } from './CompanyCard';
import styles from './directory.module.css';

// Only applicants and lapsed members ever see it: everyone else does not download it.
const ToolLocked = lazy(() =>
  import('../../components/content/ToolLocked').then((module) => ({ default: module.ToolLocked })),
);

/**
 * The company's contact people: opened one company at a time for members in good standing, a
 * reason for the others, and a way in for visitors.
 */
export function ProfileContacts({ company }: { company: CompanyProfile }) {
  const logged = useLogged();
  const user = useSessionUser();
  const [contacts, setContacts] = useState<ContactView[] | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const reveal = async () => {
    setBusy(true);
    setMessage(null);
    try {
      const answer = await callApi<typeof revealContacts>(
        { method: 'POST', path: '/api/directory/reveal-contacts' },
        {
          body: {
            slug: company.slug,
          },
        },
      );
      setContacts(answer.contacts);
      setMessage(`You can view ${answer.remaining} more companies' contacts this hour.`);
    } catch (error) {
      setMessage(
        error instanceof ApiCallError ? error.message : 'The contacts could not be loaded. Please try again.',
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.contacts} aria-labelledby="contacts-heading">
      <h2 id="contacts-heading">Contacts</h2>
      {company.contactCount === 0 ? (
        <p>This company has not listed contact people yet.</p>
      ) : contacts ? (
        <ul className={styles.contactList}>
          {contacts.map((contact) => (
            <li key={`${contact.email}-${contact.name}`}>
              <strong>{contact.name}</strong>, {contact.role}
              <br />
              <a href={`mailto:${contact.email}`}>{contact.email}</a> ·{' '}
              <a href={`tel:${contact.phone}`}>{contact.phone}</a>
            </li>
          ))}
        </ul>
      ) : user && logged && standingOf(user) !== 'good' ? (
        <Suspense fallback={null}>
          <ToolLocked tool="member-contacts" user={user} compact />
        </Suspense>
      ) : logged ? (
        <>
          <p>
            {company.contactCount} contact {company.contactCount === 1 ? 'person' : 'people'}. To protect
            members from scraping, contacts open one company at a time and each view is recorded.
          </p>
          <button type="button" className={styles.reveal} onClick={reveal} disabled={busy}>
            {busy ? 'Loading contacts…' : 'Show contacts'}
          </button>
        </>
      ) : (
        <p>
          Contact people are shown to signed-in members only.{' '}
          <Link to={`/auth/sign-in?next=${encodeURIComponent(companyPath(company.slug))}`}>Sign in</Link> or{' '}
          <Link to="/membership">become a member</Link>.
        </p>
      )}
      {message ? (
        <p role="status" className={styles.status}>
          {message}
        </p>
      ) : null}
    </section>
  );
}
