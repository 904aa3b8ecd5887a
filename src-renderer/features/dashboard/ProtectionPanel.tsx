import { Link } from 'react-router';
import type { Dashboard } from '../../../shared/api/dashboard';
import { PROTECTION_STATUS_LABELS } from '../../../shared/api/payment-protection';
import { PAYMENT_PROTECTION_MAX_USD, PAYMENT_PROTECTION_MIN_USD } from '../../../shared/constants';
import { usdWhole } from '../../../shared/domain/numbers';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { Money } from '../../components/kit/Money';
import { Section } from '../../components/kit/Section';
import { EmptyState } from '../../components/kit/states';
import text from '../../components/kit/text.module.css';
import styles from './dashboard.module.css';
import { Figure } from './Figure';

const CASES = '/payment-protection';

/** What a Standard member would gain: never a cover figure the company does not have. */
function PremiumAdds() {
  return (
    <EmptyState
      title="Premium membership adds payment protection"
      action={
        <ButtonLink to="/membership" variant="secondary">
          Compare the plans
        </ButtonLink>
      }
    >
      <p>
        {`Premium members report their ocean-freight invoices to other Premium members and are covered from ${usdWhole(PAYMENT_PROTECTION_MIN_USD)} up to ${usdWhole(PAYMENT_PROTECTION_MAX_USD)} a year when a partner does not pay. Premium members also quote on shipping leads.`}
      </p>
    </EmptyState>
  );
}

/** The company's open payment-protection cases and, for Premium, the cover used and remaining. */
export function ProtectionPanel({ protection }: { protection: Dashboard['protection'] }) {
  const { cover } = protection;
  return (
    <Section panel title="Payment protection" actions={<Link to={CASES}>All cases</Link>}>
      <div className={styles.figures}>
        <Figure value={protection.openCases} label="open cases" to={CASES} />
        {cover ? (
          <>
            <Figure
              long
              value={<Money minor={cover.usedUsdMinor} currency="USD" />}
              label={`cover used in ${cover.year}`}
              to={CASES}
            />
            <Figure
              long
              value={<Money minor={cover.remainingUsdMinor} currency="USD" />}
              label="cover remaining"
              to={CASES}
            />
          </>
        ) : null}
      </div>
      {protection.cases.length > 0 ? (
        <ul className={styles.items} aria-label="Open payment protection cases">
          {protection.cases.map((item) => (
            <li key={item.id}>
              <Link
                to={`${CASES}/${item.id}`}
              >{`Invoice ${item.invoiceNumber}, ${item.role === 'creditor' ? 'owed by' : 'owed to'} ${item.counterparty}`}</Link>
              <span className={text.meta}>
                {PROTECTION_STATUS_LABELS[item.status]} ·{' '}
                <Money minor={item.amountMinor} currency={item.currency} />
              </span>
            </li>
          ))}
        </ul>
      ) : protection.premium ? (
        <p className={text.muted}>
          No open case. Report a shipment to another Premium member before its invoice falls due to have it
          covered.
        </p>
      ) : null}
      {protection.premium ? null : <PremiumAdds />}
    </Section>
  );
}
