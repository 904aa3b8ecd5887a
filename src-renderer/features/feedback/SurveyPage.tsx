import { getSurveyConfig } from '../../../shared/api/surveys';
import type { SurveyConfig } from '../../../shared/surveys/survey-config';
import { Breadcrumbs } from '../../components/content/Breadcrumbs';
import NotFoundPage from '../../components/not-found/NotFoundPage';
import { Seo, type Crumb } from '../../components/seo/Seo';
import { SurveyForm } from '../../components/survey/SurveyForm';
import { usePageData } from '../../lib/api';
import styles from './feedback.module.css';
import { PageStatus } from '../../components/page-status/PageStatus';

export interface SurveyPageProps {
  /** the survey's id for `/api/survey/config` */
  survey: string;
  /** the page's own path */
  path: string;
  /** crumbs between Home and this page */
  trail?: Crumb[];
  /** the head while the survey loads on a client-side visit */
  fallbackTitle: string;
}

function SurveyHead({ config, path, crumbs }: { config: SurveyConfig; path: string; crumbs: Crumb[] }) {
  return (
    <Seo
      path={path}
      title={config.title}
      description={config.description}
      keywords="DFA survey, freight forwarder feedback, Digital Freight Alliance"
      breadcrumbs={crumbs}
      // A questionnaire has nothing for a search engine to show; it is linked from emails.
      noIndex
    />
  );
}

/**
 * A survey page: the configuration comes from the server (rendered into the HTML, so the
 * questions are there without JavaScript), then the form takes the answers.
 */
export function SurveyPage({ survey, path, trail = [], fallbackTitle }: SurveyPageProps) {
  const page = usePageData<typeof getSurveyConfig>(getSurveyConfig.path, { query: { survey } });
  if (page.state === 'not-found') return <NotFoundPage />;

  const title = page.state === 'ready' ? page.data.title : fallbackTitle;
  const crumbs: Crumb[] = [{ name: 'Home', path: '/' }, ...trail, { name: title, path }];
  return (
    <article className={styles.page}>
      {page.state === 'ready' ? (
        <SurveyHead config={page.data} path={path} crumbs={crumbs} />
      ) : (
        <Seo path={path} title={fallbackTitle} breadcrumbs={crumbs} noIndex />
      )}
      <Breadcrumbs crumbs={crumbs} />
      <header className={styles.header}>
        <p className={styles.eyebrow}>Feedback</p>
        <h1>{title}</h1>
        {page.state === 'ready' ? <p className={styles.lead}>{page.data.intro}</p> : null}
      </header>
      {page.state === 'ready' ? <SurveyForm config={page.data} /> : null}
      {page.state === 'loading' || page.state === 'error' ? (
        <PageStatus state={page} what="the questions" />
      ) : null}
    </article>
  );
}
