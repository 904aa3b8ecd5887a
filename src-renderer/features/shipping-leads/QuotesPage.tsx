import { useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  getQuotes,
  leadQuotesPath,
  type QuotesPage as Quotes,
  type QuoteView,
} from '../../../shared/api/shipping-leads';
import { formatDate } from '../../../shared/domain/date';
import { statusLabel } from '../../../shared/domain/membership';
import { PageStatus } from '../../components/page-status/PageStatus';
import { Seo } from '../../components/seo/Seo';
import { usePageData } from '../../lib/api';
import { countryName } from '../../lib/countries';
import { useSite } from '../../lib/site-context';
import { BidLines, BidTerms, BidTotals } from './BidBreakdown';
import { AcceptDialog } from './AcceptDialog';
import { LeadFacts } from './LeadFacts';
import { laneTitle } from './lead-text';
import frame from '../../components/kit/classes.module.css';
import styles from './shipping-leads.module.css';

const STATE_TEXT: Record<string, string> = {
  open: 'Your request is open: member forwarders can send quotes until it expires or you accept one.',
  awarded: 'You accepted a quote. The forwarder has your contact details and will contact you.',
  expired: 'Your request has expired, so it takes no more quotes and can no longer be accepted.',
  closed: 'DFA closed this request, so it takes no more quotes.',
};

function QuoteCard({
  quote,
  quotes,
  onAccept,
}: {
  quote: QuoteView;
  quotes: Quotes;
  onAccept: (quote: QuoteView) => void;
}) {
  const accepted = quotes.acceptedBidId === quote.id;
  const headingId = `quote-${quote.id}`;
  return (
    <article className={`${styles.quote} ${accepted ? styles.quoteWon : ''}`} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.cardTitle}>
        {quote.company.slug ? (
          <Link to={`/directory/company/${quote.company.slug}`}>{quote.company.name}</Link>
        ) : (
          quote.company.name
        )}
      </h3>
      <p className={styles.cardMeta}>
        <span className={styles.badge}>{statusLabel(quote.company.membership)} member</span>
        {quote.company.memberUntil ? (
          <span>Membership valid until {formatDate(quote.company.memberUntil)}</span>
        ) : null}
      </p>
      {accepted ? <p className={frame.success}>You accepted this quote.</p> : null}
      <BidTotals bid={quote} />
      <p className={frame.muted}>{quote.kind === 'lump-sum' ? 'All-in price' : 'Itemised'}</p>
      <BidTerms bid={quote} />
      <details className={styles.breakdown}>
        <summary>Show the breakdown</summary>
        <BidLines bid={quote} caption={`${quote.company.name}: the quote charge by charge`} />
      </details>
      {quotes.lead.state === 'open' ? (
        <div className={frame.actions}>
          <button type="button" className={frame.button} onClick={() => onAccept(quote)}>
            Accept <span className="visually-hidden">the quote of {quote.company.name}</span>
          </button>
        </div>
      ) : null}
    </article>
  );
}

function QuotesView({
  token,
  quotes,
  onChange,
}: {
  token: string;
  quotes: Quotes;
  onChange: (quotes: Quotes) => void;
}) {
  const [choice, setChoice] = useState<QuoteView>();
  const [notice, setNotice] = useState<string>();
  const { lead, requester } = quotes;

  const accepted = (next: Quotes, company: string) => {
    onChange(next);
    setNotice(`You accepted the quote of ${company}. We emailed them your contact details.`);
    setChoice(undefined);
  };

  return (
    <>
      <p className={lead.state === 'open' ? frame.notice : frame.muted}>{STATE_TEXT[lead.state]}</p>
      <p className={frame.muted}>
        This page’s link works until {formatDate(quotes.linkValidUntil.slice(0, 10))}, 30 days after your
        request closes.
      </p>
      <div role="status" className={frame.alertSlot}>
        {notice ? <p className={frame.success}>{notice}</p> : null}
      </div>
      <section aria-labelledby="quotes-title">
        <h2 id="quotes-title">{quotes.quotes.length === 1 ? '1 quote' : `${quotes.quotes.length} quotes`}</h2>
        {quotes.quotes.length === 0 ? (
          <p className={frame.panel}>
            No quote yet. Member forwarders are looking at your request; their quotes appear here as they
            arrive. Reload this page to see new ones.
          </p>
        ) : (
          <>
            <p className={frame.muted}>
              Amounts in different currencies are shown apart: we never convert them. Check each forwarder’s
              profile and membership before you accept.
            </p>
            <ul className={styles.quotes}>
              {quotes.quotes.map((quote) => (
                <li key={quote.id}>
                  <QuoteCard quote={quote} quotes={quotes} onAccept={setChoice} />
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      <section className={frame.panel} aria-labelledby="request-title">
        <h2 id="request-title" className={frame.panelTitle}>
          Your request
        </h2>
        <LeadFacts lead={lead} />
        <h3>Your contact details</h3>
        <p>
          Sent only to the forwarder whose quote you accept: {requester.name}
          {requester.company ? `, ${requester.company}` : ''}, {requester.email}
          {requester.phone ? `, ${requester.phone}` : ''}, {countryName(requester.country)}.
        </p>
      </section>
      {choice ? (
        <AcceptDialog
          key={choice.id}
          token={token}
          quote={choice}
          email={requester.email}
          onClose={() => setChoice(undefined)}
          onAccepted={(next) => accepted(next, choice.company.name)}
        />
      ) : null}
    </>
  );
}

function InvalidLink({ message }: { message: string }) {
  useSite().setStatus(404);
  return (
    <div className={frame.panel}>
      <h2 className={frame.panelTitle}>This link is not valid</h2>
      <p>{message}</p>
      <p>
        Lost the email? <Link to="/company/contact-us">Contact us</Link> and we will help.
      </p>
    </div>
  );
}

/**
 * The shipper's private page, reached from the emailed link: the quotes side by side and the
 * button to accept one. Not for search engines, and not in the sitemap.
 */
export default function QuotesPage() {
  const { token = '' } = useParams();
  // The link is the key: the page is fetched by the browser, never kept in a page cache.
  const quotes = usePageData<typeof getQuotes>(getQuotes.path, { query: { token } }, { serverRender: false });
  return (
    <div className={frame.page}>
      <Seo
        path={leadQuotesPath(token)}
        title="Quotes for your shipping request"
        description="Compare the quotes member forwarders of the Digital Freight Alliance sent for your shipment, and accept one."
        noIndex
      />
      <header className={frame.header}>
        <p className={frame.eyebrow}>Shipping leads</p>
        <h1>Quotes for your shipment</h1>
        {quotes.state === 'ready' ? <p className={frame.intro}>{laneTitle(quotes.data.lead)}</p> : null}
      </header>
      {quotes.state === 'loading' ? <PageStatus state={quotes} what="your quotes" /> : null}
      {quotes.state === 'error' ? (
        quotes.error.status === 400 ? (
          <InvalidLink message={quotes.error.message} />
        ) : (
          <PageStatus state={{ ...quotes, reload: quotes.reload }} what="your quotes" />
        )
      ) : null}
      {quotes.state === 'not-found' ? (
        <InvalidLink message="We could not find a request for this link. Open the newest email about your request and use the link in it, in full." />
      ) : null}
      {quotes.state === 'ready' ? (
        <QuotesView token={token} quotes={quotes.data} onChange={quotes.replace} />
      ) : null}
    </div>
  );
}
