import { Link } from 'react-router';
import type { QuotesPage, QuoteView } from '../../../shared/api/shipping-leads';
import { formatDate } from '../../../shared/domain/date';
import { statusLabel } from '../../../shared/domain/membership';
import { BidLines, BidTerms, BidTotals } from './BidBreakdown';
import frame from '../../components/kit/classes.module.css';
import styles from './shipping-leads.module.css';

/**
 * One forwarder's quote as the shipper compares it: who sent it and their membership, the totals
 * and terms, the breakdown on request, and the button to accept it while the request is open.
 */
export function QuoteCard({
  quote,
  quotes,
  onAccept,
}: {
  quote: QuoteView;
  quotes: QuotesPage;
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
