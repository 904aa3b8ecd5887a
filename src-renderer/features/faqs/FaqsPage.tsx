import type { getFormattedHelp } from '../../../shared/api/help';
import { ContentPage } from '../../components/content/ContentPage';
import { RouteLink } from '../../components/content/RouteLink';
import NotFoundPage from '../../components/not-found/NotFoundPage';
import { usePageData } from '../../lib/api';
import { useSessionUser } from '../../lib/session/use-session';
import { useSite } from '../../lib/site-context';
import { FaqSections } from './FaqSections';
import { faqPageJsonLd } from './faq-json-ld';
import styles from './faqs.module.css';
import { PageStatus } from '../../components/page-status/PageStatus';

const PATH = '/company/faqs';

export default function FaqsPage() {
  const { siteUrl } = useSite();
  const isAdmin = useSessionUser()?.isAdmin === true;
  const page = usePageData<typeof getFormattedHelp>('/api/help/formatted-help');

  if (page.state === 'not-found') return <NotFoundPage />;
  const help = page.state === 'ready' ? page.data : undefined;

  return (
    <ContentPage
      path={PATH}
      title="FAQs: membership, payment protection and the member area"
      description="Answers to common questions on joining the Digital Freight Alliance: Premium and Standard membership, payment protection, accounts, events and the blacklist."
      keywords="DFA FAQ, freight forwarder network questions, payment protection rules, Premium membership, member directory, freight association help"
      eyebrow="Company"
      heading="Frequently asked questions"
      lead={
        <p>
          Short answers to what forwarders ask us most: how membership works, what payment protection covers,
          how to use your account, and how events, the blacklist and the freight dictionary work.
        </p>
      }
      {...(help ? { jsonLd: [faqPageJsonLd(help.sections, `${siteUrl}${PATH}`)] } : {})}
    >
      {page.state === 'loading' || page.state === 'error' ? (
        <PageStatus state={page} what="the questions" />
      ) : null}
      {help ? <FaqSections help={help} isAdmin={isAdmin} onChange={page.replace} /> : null}

      <h2 className={styles.more}>Did not find your answer?</h2>
      <p>
        Write to us through the <RouteLink to="company-contact-us">contact page</RouteLink> or call the
        support line nearest to you. The full rules of membership are in the{' '}
        <RouteLink to="company-membership-regulations">membership regulations</RouteLink>.
      </p>
    </ContentPage>
  );
}
