import { lazy, Suspense, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { CompanyProfile, ContactView, getCompany, revealContacts } from '../../../shared/api/directory';
import { standingOf } from '../../../shared/domain/standing';
import { Breadcrumbs } from '../../components/content/Breadcrumbs';
import NotFoundPage from '../../components/not-found/NotFoundPage';
import { Seo, type Crumb } from '../../components/seo/Seo';
import { callApi, usePageData } from '../../lib/api';
import { ApiCallError } from '../../lib/api-call-error';
import { useLogged, useSessionUser } from '../../lib/session/use-session';
import { CompanyLogo, companyPath, editCompanyHref, serviceLabel, StatusBadge } from './CompanyCard';
import styles from './directory.module.css';
import { PageStatus } from '../../components/page-status/PageStatus';

// Only applicants and lapsed members ever see it: everyone else does not download it.
const ToolLocked = lazy(() =>
  import('../../components/content/ToolLocked').then((module) => ({ default: module.ToolLocked })),
);

// Only signed-in members load the booking form, its form layer and the rules of who may book.
const BookMeeting = lazy(() =>
  import('../../components/meetings/BookMeeting').then((module) => ({ default: module.BookMeetingFor })),
);

/** "Book a meeting" with the company's people, for members whose membership lets them meet. */
function Meeting({ company }: { company: CompanyProfile }) {
  const logged = useLogged();
  const user = useSessionUser();
  if (!logged || !user?.hash) return null;
  return (
    <section className={styles.contacts} aria-labelledby="meeting-heading">
      <h2 id="meeting-heading" tabIndex={-1}>
        Book a meeting
      </h2>
      <Suspense fallback={null}>
        <BookMeeting slug={company.slug} user={user} />
      </Suspense>
    </section>
  );
}

function Contacts({ company }: { company: CompanyProfile }) {
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

/** Admins edit any profile from its page; members edit their own from the directory. */
function EditLink({ slug }: { slug: string }) {
  const user = useSessionUser();
  if (!user?.isAdmin) return null;
  return (
    <Link className={styles.editLink} to={editCompanyHref(slug)}>
      Edit this profile
    </Link>
  );
}

export default function CompanyPage() {
  const { slug = '' } = useParams();
  const company = usePageData<typeof getCompany>('/api/directory/company', { query: { slug } });
  if (company.state === 'not-found') return <NotFoundPage />;
  const path = companyPath(slug);
  if (company.state !== 'ready') {
    return (
      <article className={styles.page}>
        <Seo
          path={path}
          title="Member profile"
          description="A member company of the Digital Freight Alliance."
        />
        <PageStatus state={company} what="the profile" />
      </article>
    );
  }
  const profile = company.data;
  const head = profile.offices.find((office) => office.isHeadOffice) ?? profile.offices[0];
  const crumbs: Crumb[] = [
    { name: 'Home', path: '/' },
    { name: 'Member directory', path: '/directory' },
    { name: profile.name, path },
  ];
  return (
    <article className={styles.page}>
      <Seo
        path={path}
        title={`${profile.name}: DFA member profile`}
        description={`${profile.name}${head ? `, ${head.city}, ${head.countryName}` : ''}: services, offices and membership status in the Digital Freight Alliance directory.`}
        keywords={`${profile.name}, freight forwarder${head ? ` ${head.city}` : ''}, DFA member, verify membership`}
        breadcrumbs={crumbs}
        jsonLd={[
          {
            '@context': 'https://schema.org',
            '@type': 'Organization',
            name: profile.name,
            ...(profile.website ? { url: profile.website } : {}),
            ...(profile.description ? { description: profile.description } : {}),
            ...(head
              ? {
                  address: {
                    '@type': 'PostalAddress',
                    addressLocality: head.city,
                    addressCountry: head.country,
                  },
                }
              : {}),
            memberOf: { '@type': 'Organization', name: 'Digital Freight Alliance' },
          },
        ]}
      />
      <Breadcrumbs crumbs={crumbs} />
      <header className={`${styles.header} ${styles.profileHeader}`}>
        <CompanyLogo
          name={profile.name}
          logoUrl={profile.logoUrl}
          size="large"
          label={`${profile.name} logo`}
        />
        <div>
          <h1>{profile.name}</h1>
          <StatusBadge status={profile.status} />
          <EditLink slug={profile.slug} />
        </div>
      </header>
      <dl className={styles.facts}>
        <dt>Membership</dt>
        <dd className={profile.verification.current ? styles.verified : styles.unverified}>
          <strong>{profile.verification.headline}</strong>
          <br />
          {profile.verification.details}
        </dd>
        {profile.website ? (
          <>
            <dt>Website</dt>
            <dd>
              <a href={profile.website} rel="nofollow noopener" target="_blank">
                {profile.website.replace(/^https?:\/\//, '')}
              </a>
            </dd>
          </>
        ) : null}
      </dl>
      {profile.description ? <p className={styles.lead}>{profile.description}</p> : null}
      <h2>Services</h2>
      <ul className={styles.services}>
        {profile.services.map((id) => (
          <li key={id}>{serviceLabel(id)}</li>
        ))}
      </ul>
      <h2>Offices</h2>
      <ul>
        {profile.offices.map((office, index) => (
          <li key={`${office.country}-${office.city}-${index}`}>
            {office.city}, {office.countryName}
            {office.address ? ` · ${office.address}` : ''}
            {office.isHeadOffice ? ' (head office)' : ''}
          </li>
        ))}
      </ul>
      <Contacts company={profile} />
      <Meeting company={profile} />
    </article>
  );
}
