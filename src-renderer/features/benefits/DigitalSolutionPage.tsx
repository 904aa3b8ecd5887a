import { lazy } from 'react';
import { MEMBER_TOOL_COUNT, TRACKED_CARRIERS } from '../../../shared/constants';
import { ContentPage } from '../../components/content/ContentPage';
import { BENEFITS_TRAIL } from './benefits-trail';
import { ServerPart } from '../../components/server-part/ServerPart';

const DigitalSolutionContent = lazy(() => import('./DigitalSolutionContent'));

export default function DigitalSolutionPage() {
  return (
    <ContentPage
      path="/benefits/digital-solution"
      trail={BENEFITS_TRAIL}
      title="Digital tools for freight forwarders included in membership"
      description={`The ${MEMBER_TOOL_COUNT} member tools: a sea freight calculator for your website, tracking across ${TRACKED_CARRIERS}+ carriers, shipping leads, ship schedules and an ERP.`}
      keywords="freight forwarder software, sea freight calculator widget, container tracking, ship schedules, forwarding ERP, shipping leads"
      eyebrow="Benefits"
      heading={`Digital solution: ${MEMBER_TOOL_COUNT} tools in one membership`}
      lead={
        <p>
          Small and mid-sized forwarders usually buy their software one subscription at a time: a rate tool
          here, a tracking service there, an ERP that never quite talks to either. DFA membership includes{' '}
          {MEMBER_TOOL_COUNT} tools that cover the life of a shipment, from the first price a shipper sees to
          the final invoice.
        </p>
      }
    >
      <ServerPart id="content">
        <DigitalSolutionContent />
      </ServerPart>
    </ContentPage>
  );
}
