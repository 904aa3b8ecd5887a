import { Link } from 'react-router';
import { NEW_LEAD_DAYS, type Dashboard } from '../../../shared/api/dashboard';
import { LEAD_MODE_LABELS, type LeadState } from '../../../shared/api/shipping-leads';
import { formatDate } from '../../../shared/domain/date';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { Section } from '../../components/kit/Section';
import { EmptyState } from '../../components/kit/states';
import { StatusBadge, type StatusTone } from '../../components/kit/StatusBadge';
import text from '../../components/kit/text.module.css';
import { countryName } from '../../lib/countries';
import styles from './dashboard.module.css';
import { Figure } from './Figure';

const BOARD = '/shipping-leads';

const lane = (lead: {
  originCountry: string;
  destinationCountry: string;
  mode: keyof typeof LEAD_MODE_LABELS;
}) =>
  `${countryName(lead.originCountry)} to ${countryName(lead.destinationCountry)}, ${LEAD_MODE_LABELS[lead.mode]}`;

/** Where a live quote stands, from its lead's state. */
const BID_STANDING: Partial<Record<LeadState, [StatusTone, string]>> = {
  open: ['good', 'Live'],
  expired: ['warn', 'Lead expired, waiting for the shipper'],
  awarded: ['neutral', 'Lead awarded'],
  closed: ['neutral', 'Lead closed'],
};

/** New leads on the member's saved lanes, and their company's quotes still standing. */
export function LeadsPanel({ leads }: { leads: Dashboard['leads'] }) {
  return (
    <Section panel title="Shipping leads" actions={<Link to={BOARD}>Open the board</Link>}>
      <div className={styles.figures}>
        <Figure value={leads.newOnLanes} label={`new on your lanes (${NEW_LEAD_DAYS} days)`} to={BOARD} />
        <Figure value={leads.openBids} label="open quotes" to={BOARD} />
        <Figure value={leads.savedLanes} label="saved lanes" to={`${BOARD}#saved-lanes`} />
      </div>
      {leads.savedLanes === 0 ? (
        <EmptyState
          title="Save a lane to hear of new leads first"
          action={
            <ButtonLink to={`${BOARD}#saved-lanes`} variant="secondary">
              Save a lane
            </ButtonLink>
          }
        >
          <p>
            Pick the countries you ship from and to: their new leads show here and arrive in a daily email.
          </p>
        </EmptyState>
      ) : leads.newest.length > 0 ? (
        <ul className={styles.items} aria-label="New leads on your lanes">
          {leads.newest.map((lead) => (
            <li key={lead.id}>
              <Link to={`${BOARD}/${lead.id}`}>{`Lead ${lead.id}: ${lane(lead)}`}</Link>
              <span className={text.meta}>Published {formatDate(lead.publishedAt.slice(0, 10))}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className={text.muted}>{`No new lead on your lanes in the last ${NEW_LEAD_DAYS} days.`}</p>
      )}
      {leads.bids.length > 0 ? (
        <ul className={styles.items} aria-label="Your open quotes">
          {leads.bids.map((bid) => {
            const [tone, standing] = BID_STANDING[bid.leadState] ?? ['neutral', 'Live'];
            return (
              <li key={bid.leadId}>
                <Link to={`${BOARD}/${bid.leadId}`}>{`Your quote on lead ${bid.leadId}: ${lane(bid)}`}</Link>
                <span>
                  <StatusBadge tone={tone}>{standing}</StatusBadge>{' '}
                  <span className={text.meta}>
                    {bid.leadState === 'open' && bid.leadExpiresAt
                      ? `Lead open until ${formatDate(bid.leadExpiresAt.slice(0, 10))}`
                      : `Quote valid until ${formatDate(bid.validUntil)}`}
                  </span>
                </span>
              </li>
            );
          })}
        </ul>
      ) : null}
    </Section>
  );
}
