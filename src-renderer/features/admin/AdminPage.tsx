import { Link } from 'react-router';
import type { listEvents } from '../../../shared/api/events';
import type { FormKind } from '../../../shared/api/forms';
import { builtHref, type RouteId } from '../../../shared/routes';
import { Breadcrumbs } from '../../components/content/Breadcrumbs';
import { MemberGate } from '../../components/kit/MemberGate';
import { PageStatus } from '../../components/page-status/PageStatus';
import { WorkQueues } from '../../components/work-queues/WorkQueues';
import { Seo, type Crumb } from '../../components/seo/Seo';
import { usePageData } from '../../lib/api';
import styles from './admin.module.css';

const PATH = '/admin';
const CRUMBS: Crumb[] = [
  { name: 'Home', path: '/' },
  { name: 'Admin', path: PATH },
];

/** Where admins do their work on the site itself. */
const WORK: { route: RouteId; href?: string; title: string; text: string }[] = [
  {
    route: 'admin-members',
    title: 'Members and applications',
    text: 'Review applications, change tiers, suspend and reinstate members, read each member’s log.',
  },
  {
    route: 'admin-invoices',
    title: 'Membership invoices',
    text: 'Record bank payments: a payment starts or continues the member’s year.',
  },
  {
    route: 'admin-membership-fees',
    title: 'Membership fees',
    text: 'Set the annual fee of each tier for new invoices.',
  },
  {
    route: 'admin-payment-protection',
    title: 'Payment protection',
    text: 'Confirm or decline reported shipments and decide claims on unpaid invoices.',
  },
  {
    route: 'blog-editor',
    href: '/blog/editor',
    title: 'Blog editor',
    text: 'Write, edit and publish posts, with cover images.',
  },
  {
    route: 'company-faqs',
    title: 'FAQs',
    text: 'Add, edit and reorder questions on the page itself.',
  },
  {
    route: 'company-blacklist',
    title: 'Blacklist',
    text: 'Review reports, notify the companies concerned and record decisions.',
  },
  {
    route: 'directory',
    title: 'Member directory',
    text: 'See applications under review beside listed members, and edit any profile.',
  },
];

/** Every kind of form is listed, so a new form cannot be left out of the exports. */
const FORM_EXPORTS: Record<FormKind, string> = {
  'contact-us': 'Contact form messages',
  'lead-form': 'Shipping lead requests',
  'cargoes-finance-demo': 'Trade finance demo requests',
  'searates-erp-demo': 'ERP demo requests',
  'erp-enquiry': 'ERP partner enquiries',
};

const csvHref = (path: string, query: Record<string, string>) =>
  `${path}?${new URLSearchParams({ ...query, format: 'csv' }).toString()}`;

function RegistrationDownloads() {
  const events = usePageData<typeof listEvents>('/api/events', {}, { serverRender: false });
  if (events.state === 'loading' || events.state === 'error') {
    return <PageStatus state={events} what="the events" />;
  }
  if (events.state === 'not-found') return null;
  const all = [...events.data.upcoming, ...events.data.past];
  return (
    <ul className={styles.downloads}>
      {all.map((event) => (
        <li key={event.slug}>
          <a href={csvHref('/api/admin/events/registrations', { event: event.slug })} download>
            {event.title}
          </a>
        </li>
      ))}
      <li>
        <a href={csvHref('/api/admin/events/next-event', {})} download>
          Asked to hear about the next event
        </a>
      </li>
    </ul>
  );
}

function AdminTools() {
  return (
    <>
      <section aria-labelledby="admin-queues" className={styles.section}>
        <h2 id="admin-queues">Waiting for the team</h2>
        <WorkQueues />
      </section>
      <section aria-labelledby="admin-work" className={styles.section}>
        <h2 id="admin-work">Members and content</h2>
        <ul className={styles.cards}>
          {WORK.map((item) => {
            const href = item.href ?? builtHref(item.route);
            return href ? (
              <li key={item.route}>
                <Link to={href} className={styles.card}>
                  <span className={styles.cardTitle}>{item.title}</span>
                  <span>{item.text}</span>
                </Link>
              </li>
            ) : null;
          })}
        </ul>
      </section>
      <section aria-labelledby="admin-exports" className={styles.section}>
        <h2 id="admin-exports">Downloads</h2>
        <p className={styles.lead}>
          Spreadsheets (CSV) of what visitors sent, newest last, with the marketing attribution of each.
        </p>
        <ul className={styles.downloads}>
          {(Object.entries(FORM_EXPORTS) as [FormKind, string][]).map(([kind, label]) => (
            <li key={kind}>
              <a href={csvHref('/api/admin/forms', { kind })} download>
                {label}
              </a>
            </li>
          ))}
          <li>
            <a href={csvHref('/api/admin/surveys/responses', {})} download>
              Survey responses
            </a>
          </li>
        </ul>
      </section>
      <section aria-labelledby="admin-registrations" className={styles.section}>
        <h2 id="admin-registrations">Event registrations</h2>
        <RegistrationDownloads />
      </section>
    </>
  );
}

export default function AdminPage() {
  return (
    <div className={styles.page}>
      <Seo
        path={PATH}
        title="Administration"
        description="The DFA team's tools for the portal's content, members and the forms visitors send."
        breadcrumbs={CRUMBS}
        noIndex
      />
      <Breadcrumbs crumbs={CRUMBS} />
      <h1>Administration</h1>
      <MemberGate what="open the administration" admins>
        {() => <AdminTools />}
      </MemberGate>
    </div>
  );
}
