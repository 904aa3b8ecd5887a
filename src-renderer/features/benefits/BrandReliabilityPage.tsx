import { lazy } from 'react';
import { ContentPage } from '../../components/content/ContentPage';
import { BENEFITS_TRAIL } from './benefits-trail';
import { ServerPart } from '../../components/server-part/ServerPart';

const BrandReliabilityContent = lazy(() => import('./BrandReliabilityContent'));

export default function BrandReliabilityPage() {
  return (
    <ContentPage
      path="/benefits/brand-reliability"
      trail={BENEFITS_TRAIL}
      title="Brand reliability: verified forwarder membership"
      description="How DFA membership builds trust in your forwarding brand: checked applications, a status badge, public verification of membership and a code of ethics."
      keywords="verified freight forwarder, forwarder membership badge, verify logistics company, freight network code of ethics, trusted NVOCC"
      eyebrow="Benefits"
      heading="Brand reliability"
      lead={
        <p>
          A new partner in another country has little to judge you by except your website and your word. DFA
          membership adds something they can check: a membership that was reviewed before it was granted, a
          status anyone can verify, and a code of ethics you have signed up to.
        </p>
      }
    >
      <ServerPart id="content">
        <BrandReliabilityContent />
      </ServerPart>
    </ContentPage>
  );
}
