import { lazy } from 'react';
import { ContentPage } from '../../components/content/ContentPage';
import { BENEFITS_TRAIL } from './benefits-trail';
import { ServerPart } from '../../components/server-part/ServerPart';

const NetworkingContent = lazy(() => import('./NetworkingContent'));

export default function NetworkingPage() {
  return (
    <ContentPage
      path="/benefits/networking"
      trail={BENEFITS_TRAIL}
      title="Networking for forwarders: conference and member meetings"
      description="Meet partners through DFA: an annual conference with pre-booked one-to-one meetings, online members meetings, regional contacts and rules for fair dealing."
      keywords="freight forwarder conference, logistics networking event, one-to-one meetings forwarders, members meeting, forwarding agent network"
      eyebrow="Benefits"
      heading="Networking that continues after the conference"
      lead={
        <p>
          Forwarding is still a business of people who trust each other across borders. DFA brings members
          together in person once a year, online in between, and through the directory every day, with rules
          that keep the relationships fair.
        </p>
      }
    >
      <ServerPart id="content">
        <NetworkingContent />
      </ServerPart>
    </ContentPage>
  );
}
