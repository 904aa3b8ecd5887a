import { lazy } from 'react';
import { ContentPage } from '../../components/content/ContentPage';
import { BENEFITS_TRAIL } from './benefits-trail';
import { ServerPart } from '../../components/server-part/ServerPart';

const MemberDirectoryContent = lazy(() => import('./MemberDirectoryContent'));

export default function MemberDirectoryPage() {
  return (
    <ContentPage
      path="/benefits/member-directory"
      trail={BENEFITS_TRAIL}
      title="Member directory: how partners find your offices"
      description="How the DFA member directory puts your offices in front of partners: search by country, city, service and status, with contacts protected from scraping."
      keywords="freight forwarder directory, logistics company directory, find forwarding agent, NVOCC directory, forwarder by country and city"
      eyebrow="Benefits"
      heading="Member directory"
      lead={
        <p>
          When a member needs an agent in a port it has never served, the directory is where it looks. Your
          listing works for you every day: it tells partners where you are, what you handle and what your
          membership status is, and it hands your contacts only to members who ask for them.
        </p>
      }
    >
      <ServerPart id="content">
        <MemberDirectoryContent />
      </ServerPart>
    </ContentPage>
  );
}
