import { Link } from 'react-router';
import { LEAD_MODE_LABELS, shippingLeadPath, type MemberLead } from '../../../shared/api/shipping-leads';
import { formatDate } from '../../../shared/domain/date';
import { inlandCities } from '../../../shared/domain/lead-places';
import { cargoText, laneTitle } from './lead-text';
import styles from './shipping-leads.module.css';

const BID_STATE_TEXT = {
  live: 'You quoted',
  withdrawn: 'Quote withdrawn',
  won: 'You won',
  lost: 'Not chosen',
};

/** A lead on the board: its lane as the link to it, the cargo, the dates, and the member's quote. */
export function LeadCard({ lead }: { lead: MemberLead }) {
  return (
    <article className={styles.card} aria-labelledby={`lead-${lead.id}`}>
      <h3 id={`lead-${lead.id}`} className={styles.cardTitle}>
        <Link to={shippingLeadPath(lead.id)}>{laneTitle(lead)}</Link>
      </h3>
      <p className={styles.cardMeta}>
        <span>{LEAD_MODE_LABELS[lead.mode]}</span>
        <span>{cargoText(lead)}</span>
        {inlandCities(lead) ? <span>{inlandCities(lead)}</span> : null}
        <span>{lead.commodity}</span>
        <span>Ready {formatDate(lead.readyDate)}</span>
        {lead.hazardous ? <span className={styles.badge}>Dangerous goods</span> : null}
        {lead.myBid ? <span className={styles.badge}>{BID_STATE_TEXT[lead.myBid.state]}</span> : null}
      </p>
      <p className={styles.cardMeta}>
        <span>Lead {lead.id}</span>
        {lead.publishedAt ? <span>Published {formatDate(lead.publishedAt)}</span> : null}
        {lead.expiresAt ? <span>Open until {formatDate(lead.expiresAt)}</span> : null}
      </p>
    </article>
  );
}
