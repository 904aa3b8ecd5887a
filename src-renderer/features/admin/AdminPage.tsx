import { Link } from 'react-router';
import type { listEvents } from '../../../shared/api/events';
import type { FormKind } from '../../../shared/api/forms';
import { builtHref, type RouteId } from '../../../shared/routes';
import { PageFrame } from '../../components/kit/PageFrame';
import { Section } from '../../components/kit/Section';
import { Loaded } from '../../components/kit/states';
import { usePageData } from '../../lib/api';
import styles from './admin.module.css';

const PATH = '/admin';

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
    route: 'admin-api-keys',
    title: 'Member API keys',
    text: 'See which companies’ systems call the member API, and revoke a key at once.',
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
  return (
    <Loaded data={events} what="the events">
      {(data) => (
        <ul className={styles.downloads}>
          {[...data.upcoming, ...data.past].map((event) => (
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
      )}
    </Loaded>
  );
}

function AdminTools() {
  return (
    <>
      <Section title="Members and content">
        <ul className={styles.links}>
          {WORK.map((item) => {
            const href = item.href ?? builtHref(item.route);
            return href ? (
              <li key={item.route}>
                <Link to={href} className={styles.link}>
                  <span className={styles.linkTitle}>{item.title}</span>
                  <span>{item.text}</span>
                </Link>
              </li>
            ) : null;
          })}
        </ul>
      </Section>
      <Section
        title="Downloads"
        description="Spreadsheets (CSV) of what visitors sent, newest last, with the marketing attribution of each."
      >
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
      </Section>
      <Section title="Event registrations">
        <RegistrationDownloads />
      </Section>
    </>
  );
}

export default function AdminPage() {
  return (
    <PageFrame
      path={PATH}
      title="Content and settings"
      description="The DFA team's tools for the portal's content, members and the forms visitors send."
      lead={
        <>
          The work waiting for the team is on <Link to="/dashboard">your dashboard</Link>.
        </>
      }
      gate={{ what: 'open the administration', admins: true }}
    >
      {() => <AdminTools />}
    </PageFrame>
  );
}
