import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { getResponseLink } from '../../../shared/api/blacklist';
import type { ResponseOf } from '../../../shared/api/endpoint';
import { formatDate } from '../../../shared/domain/date';
import { PageStatus } from '../../components/page-status/PageStatus';
import { Seo } from '../../components/seo/Seo';
import { callApi } from '../../lib/api';
import { ApiCallError } from '../../lib/api-call-error';
import { useHydrated } from '../../lib/use-hydrated';
import { ReportedFacts } from './ReportedFacts';
import { ResponseForm } from './ResponseForm';
import styles from './blacklist.module.css';

type Link = ResponseOf<typeof getResponseLink>;
type View =
  | { state: 'loading' }
  | { state: 'error'; error: { message: string } }
  | { state: 'dead'; message: string }
  | { state: 'used' }
  | { state: 'sent' }
  | { state: 'open'; link: Extract<Link, { state: 'open' }> };

const USED = 'This link has already been used';
const UNCHECKED = 'Please try again.';

/** The server answered that the link itself is wrong or spent, which trying again cannot change. */
function linkRefused(error: unknown): error is ApiCallError {
  return error instanceof ApiCallError && error.status >= 400 && error.status < 500 && error.status !== 429;
}

/** The reported company's page, reached from its single-use email link. */
export default function RespondPage() {
  const { token = '' } = useParams();
  const hydrated = useHydrated();
  const [view, setView] = useState<View>({ state: 'loading' });
  const [checks, setChecks] = useState(0);
  const thanks = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    let active = true;
    callApi(getResponseLink, { query: { token } })
      .then((link) => {
        if (!active) return;
        setView(link.state === 'answered' ? { state: 'used' } : { state: 'open', link });
      })
      .catch((error: unknown) => {
        if (!active) return;
        setView(
          linkRefused(error)
            ? { state: 'dead', message: error.message }
            : { state: 'error', error: { message: error instanceof Error ? error.message : UNCHECKED } },
        );
      });
    return () => {
      active = false;
    };
  }, [token, checks]);

  const retry = () => {
    setView({ state: 'loading' });
    setChecks((count) => count + 1);
  };
  const loadState =
    !hydrated || view.state === 'loading'
      ? ({ state: 'loading' } as const)
      : view.state === 'error'
        ? { ...view, reload: retry }
        : ({ state: 'ready' } as const);

  useEffect(() => {
    if (view.state === 'sent') thanks.current?.focus();
  }, [view.state]);

  return (
    <div className={styles.page}>
      <Seo
        path="/company/blacklist/respond"
        title="Answer a blacklist report"
        description="The reported company’s right of reply: read the claim and send your statement and documents to the Digital Freight Alliance."
        noIndex
      />
      <header className={styles.header}>
        <h1>Answer a blacklist report</h1>
        <p className={styles.lead}>
          A member of the Digital Freight Alliance has reported your company. Before the association decides,
          you can answer once, with your own statement and documents.
        </p>
      </header>

      <PageStatus state={loadState} what="the report" />
      {hydrated && view.state === 'dead' ? (
        <div className={styles.panel} role="alert">
          <h2>This link does not work</h2>
          <p>{view.message}</p>
        </div>
      ) : null}
      {hydrated && view.state === 'used' ? (
        <div className={styles.panel}>
          <h2>{USED}</h2>
          <p>The association already has your response. To add anything, reply to the email you received.</p>
        </div>
      ) : null}
      {hydrated && view.state === 'sent' ? (
        <div className={styles.panel} role="status">
          <h2 ref={thanks} tabIndex={-1}>
            Thank you — the association will review your response
          </h2>
          <p>
            Your statement and documents are with the association. It weighs them with the report before it
            decides, and members reading the entry will see your answer.
          </p>
        </div>
      ) : null}
      {hydrated && view.state === 'open' ? (
        <>
          <section className={styles.panel} aria-labelledby="the-report">
            <h2 id="the-report">The report</h2>
            <dl className={styles.facts}>
              <dt>Company</dt>
              <dd>{view.link.entry.companyName}</dd>
              <ReportedFacts
                aliases={view.link.entry.aliases}
                countries={view.link.entry.countries}
                reasons={view.link.entry.reasons}
              />
              <dt>Answer by</dt>
              <dd>{formatDate(view.link.expiresAt)}</dd>
            </dl>
          </section>
          <ResponseForm token={token} onSent={() => setView({ state: 'sent' })} />
        </>
      ) : null}
    </div>
  );
}
