import { lazy } from 'react';
import { ContentPage } from '../../components/content/ContentPage';
import { BENEFITS_PATH } from './benefits-trail';
import { ServerPart } from '../../components/server-part/ServerPart';

const BenefitsContent = lazy(() => import('./BenefitsContent'));

export default function BenefitsPage() {
  return (
    <ContentPage
      path={BENEFITS_PATH}
      title="Membership benefits for freight forwarders and NVOCCs"
      description="What DFA membership brings a forwarding business: verified status, five digital tools, a protected directory listing, shipping leads and payment cover."
      keywords="freight forwarder network benefits, NVOCC membership, logistics association benefits, payment protection, shipping leads, member directory"
      eyebrow="Benefits"
      heading="What membership brings your forwarding business"
      lead={
        <p>
          DFA membership is built around the three things an independent forwarder needs from a network:
          partners it can trust, new business, and tools that save time on every shipment. Each benefit below
          has its own page with the rules, the limits and the steps to use it.
        </p>
      }
    >
      <ServerPart id="content">
        <BenefitsContent />
      </ServerPart>
    </ContentPage>
  );
}
