import { Link, useSearchParams } from 'react-router';
import type { getMyCompany } from '../../../shared/api/directory';
import { Breadcrumbs } from '../../components/content/Breadcrumbs';
import { PageStatus } from '../../components/page-status/PageStatus';
import { Seo, type Crumb } from '../../components/seo/Seo';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { usePageData } from '../../lib/api';
import { useLogged, useSessionChecked } from '../../lib/session/use-session';
import { companyPath, EDIT_COMPANY_PATH, StatusBadge } from './CompanyCard';
import { CompanyEditForm } from './CompanyEditForm';
import { LogoEditor } from './LogoEditor';
import styles from './company-edit.module.css';

function MyCompany({ slug }: { slug: string | undefined }) {
  const company = usePageData<typeof getMyCompany>(
    '/api/directory/my-company',
    { query: slug ? { slug } : {} },
    { serverRender: false },
  );
  if (company.state === 'not-found') {
    return (
      <div className={styles.panel} role="alert">
        <p>
          {slug
            ? `No member company has the address “${slug}”.`
            : 'Your account has no company profile in the directory yet. Write to the DFA team and we will set it up with you.'}
        </p>
        <p>
          <Link to="/company/contact-us">Contact the DFA team</Link>
        </p>
      </div>
    );
  }
  if (company.state !== 'ready') {
    return (
      <PageStatus
        state={company.state === 'error' ? { ...company, reload: company.reload } : company}
        what="your company’s profile"
      />
    );
  }
  const profile = company.data;
  return (
    <>
      <div className={styles.summary}>
        <p className={styles.companyName}>{profile.name}</p>
        <StatusBadge status={profile.status} />
        {profile.status !== 'pending' ? (
          <Link to={companyPath(profile.slug)}>See the public profile</Link>
        ) : (
          <span className={styles.hint}>Your profile is listed once your membership is approved.</span>
        )}
      </div>
      <LogoEditor company={profile} slug={slug} onChange={company.replace} />
      <CompanyEditForm key={profile.slug} company={profile} slug={slug} onSaved={company.replace} />
    </>
  );
}

export default function EditCompanyPage() {
  const checked = useSessionChecked();
  const logged = useLogged();
  const [params] = useSearchParams();
  const slug = params.get('company') ?? undefined;
  const crumbs: Crumb[] = [
    { name: 'Home', path: '/' },
    { name: 'Member directory', path: '/directory' },
    { name: 'Edit company profile', path: EDIT_COMPANY_PATH },
  ];
  const signInHref = `/auth/sign-in?next=${encodeURIComponent(EDIT_COMPANY_PATH)}`;

  return (
    <div className={styles.page}>
      <Seo
        path={EDIT_COMPANY_PATH}
        title="Edit your company profile"
        description="Members of the Digital Freight Alliance keep their directory profile up to date: logo, description, services, offices and contact people."
        breadcrumbs={crumbs}
        noIndex
      />
      <Breadcrumbs crumbs={crumbs} />
      <header className={styles.header}>
        <p className={styles.eyebrow}>Members only</p>
        <h1>Edit company profile</h1>
        <p className={styles.lead}>
          What you save here is what partners see in the member directory: keep your services, offices and
          contact people current so the right forwarders find you.
        </p>
      </header>
      {!checked ? (
        <>
          <p role="status" className={styles.hint}>
            Checking your membership…
          </p>
          <noscript>
            <p>
              Editing your profile needs JavaScript. Turn it on, then <a href={signInHref}>sign in</a>.
            </p>
          </noscript>
        </>
      ) : logged ? (
        <MyCompany slug={slug} />
      ) : (
        <section className={styles.panel} aria-labelledby="edit-sign-in">
          <h2 id="edit-sign-in">Sign in to edit your profile</h2>
          <p>Only the people of a member company, and the DFA team, can change its directory profile.</p>
          <p className={styles.actions}>
            <ButtonLink to={signInHref}>Sign in</ButtonLink>
            <Link to="/membership">Not a member yet? See membership</Link>
          </p>
        </section>
      )}
    </div>
  );
}
