import { lazy } from 'react';
import { PAYMENT_PROTECTION_MAX_USD, PAYMENT_PROTECTION_MIN_USD } from '../../../shared/constants';
import { ContentPage } from '../../components/content/ContentPage';
import { BENEFITS_TRAIL } from './benefits-trail';
import { usdWhole } from '../../../shared/domain/numbers';
import { ServerPart } from '../../components/server-part/ServerPart';

const MIN = usdWhole(PAYMENT_PROTECTION_MIN_USD);
const MAX = usdWhole(PAYMENT_PROTECTION_MAX_USD);

const PaymentProtectionContent = lazy(() => import('./PaymentProtectionContent'));

export default function PaymentProtectionPage() {
  return (
    <ContentPage
      path="/benefits/payment-protection"
      trail={BENEFITS_TRAIL}
      title="Payment protection for ocean-freight invoices between members"
      description={`Payment protection: credit-risk cover from ${MIN} up to ${MAX} a year on ocean-freight invoices between Premium members. Rules, exclusions and claims.`}
      keywords="payment protection freight forwarders, credit risk insurance logistics, unpaid freight invoice, agent non-payment cover, Premium membership"
      eyebrow="Benefits"
      heading="Payment protection"
      lead={
        <p>
          Unpaid invoices between agents are the oldest risk in forwarding. Payment protection is credit-risk
          cover for Premium members: from {MIN} up to {MAX} a year on ocean-freight invoices to other Premium
          members, as long as the shipment meets the conditions below.
        </p>
      }
    >
      <ServerPart id="content">
        <PaymentProtectionContent />
      </ServerPart>
    </ContentPage>
  );
}
