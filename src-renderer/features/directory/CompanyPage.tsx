import { Link, useParams } from 'react-router';
import type { getCompany } from '../../../shared/api/directory';
import { Breadcrumbs } from '../../components/content/Breadcrumbs';
import NotFoundPage from '../../components/not-found/NotFoundPage';
import { Seo, type Crumb } from '../../components/seo/Seo';
import { usePageData } from '../../lib/api';
import { useSessionUser } from '../../lib/session/use-session';
import { CompanyLogo, companyPath, editCompanyHref, serviceLabel, StatusBadge } from './CompanyCard';
import { ProfileContacts } from './ProfileContacts';
import { ProfileMeeting } from './ProfileMeeting';
import styles from './directory.module.css';
import { PageStatus } from '../../components/page-status/PageStatus';

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
      <ProfileContacts company={profile} />
      <ProfileMeeting company={profile} />
    </article>
  );
}
