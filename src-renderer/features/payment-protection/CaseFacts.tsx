import { Link } from 'react-router';
import {
  CHARGE_TYPE_LABELS,
  CLAIM_OUTCOME_LABELS,
  TRANSPORT_MODE_LABELS,
  type ProtectionCase,
} from '../../../shared/api/payment-protection';
import { formatMoney } from '../../../shared/domain/money';
import styles from '../../components/kit/classes.module.css';
import { dayOf, usd } from './protection-labels';

/** The reported shipment: both parties and their offices, the invoice, its dates, and any decision. */
export function CaseFacts({ item }: { item: ProtectionCase }) {
  const office = (party: ProtectionCase['creditor']) =>
    party.office ? `${party.office.city}, ${party.office.countryName}` : 'office no longer listed';
  const company = (party: ProtectionCase['creditor']) =>
    party.slug ? <Link to={`/directory/company/${party.slug}`}>{party.name}</Link> : party.name;
  return (
    <section className={styles.section} aria-labelledby="facts-heading">
      <h2 id="facts-heading">Shipment</h2>
      <dl className={styles.details}>
        <div>
          <dt>Creditor (owed)</dt>
          <dd>
            {company(item.creditor)} · {office(item.creditor)}
          </dd>
        </div>
        <div>
          <dt>Debtor (owes)</dt>
          <dd>
            {company(item.debtor)} · {office(item.debtor)}
          </dd>
        </div>
        <div>
          <dt>Invoice</dt>
          <dd>
            {item.invoiceNumber} · {formatMoney(item.amountMinor, item.currency)}
            {item.currency === 'USD' ? '' : ` (${usd(item.coveredUsdMinor)})`}
          </dd>
        </div>
        <div>
          <dt>Invoice date</dt>
          <dd>{dayOf(item.invoiceDate)}</dd>
        </div>
        <div>
          <dt>Due</dt>
          <dd>{dayOf(item.dueDate)}</dd>
        </div>
        <div>
          <dt>Bill of lading</dt>
          <dd>{item.blNumber}</dd>
        </div>
        <div>
          <dt>Charge</dt>
          <dd>
            {TRANSPORT_MODE_LABELS[item.mode]} · {CHARGE_TYPE_LABELS[item.chargeType]}
          </dd>
        </div>
        <div>
          <dt>Claims accepted until</dt>
          <dd>{dayOf(item.claimDeadline)}</dd>
        </div>
      </dl>
      {item.decision ? (
        <div className={styles.notice}>
          <p>
            <strong>
              Decision on {dayOf(item.decision.decidedAt)}: {CLAIM_OUTCOME_LABELS[item.decision.outcome]}.
            </strong>
          </p>
          <p className={styles.quote}>{item.decision.reason}</p>
        </div>
      ) : null}
    </section>
  );
}
