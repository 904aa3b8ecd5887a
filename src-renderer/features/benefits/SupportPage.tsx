import { lazy } from 'react';
import { ContentPage } from '../../components/content/ContentPage';
import { BENEFITS_TRAIL } from './benefits-trail';
import { ServerPart } from '../../components/server-part/ServerPart';

const SupportContent = lazy(() => import('./SupportContent'));

export default function SupportPage() {
  return (
    <ContentPage
      path="/benefits/support"
      trail={BENEFITS_TRAIL}
      title="Member support: onboarding, tools help and dispute mediation"
      description="What DFA member support does for you: onboarding, help with the digital tools, payment protection reports and neutral mediation of disputes between members."
      keywords="freight network member support, dispute mediation forwarders, logistics association help desk, onboarding freight forwarder network"
      eyebrow="Benefits"
      heading="Member support"
      lead={
        <p>
          Behind the tools and the directory there is a support team whose job is to make membership work for
          you: getting you set up, helping when a tool does not do what you expect, and stepping in when a
          deal between two members goes wrong.
        </p>
      }
    >
      <ServerPart id="content">
        <SupportContent />
      </ServerPart>
    </ContentPage>
  );
}
