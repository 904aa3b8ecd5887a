import { lazy } from 'react';
import { ContentPage } from '../../components/content/ContentPage';
import { BILL_OF_LADING_GUIDE, RESOURCES } from './resources-pages';
import { TermLink } from '../../components/content/TermLink';
import { ServerPart } from '../../components/server-part/ServerPart';

const BillOfLadingGuideContent = lazy(() => import('./BillOfLadingGuideContent'));

export default function BillOfLadingGuidePage() {
  return (
    <ContentPage
      {...BILL_OF_LADING_GUIDE}
      eyebrow="Guide"
      trail={[{ name: RESOURCES.heading, path: RESOURCES.path }]}
      lead={
        <p>
          The <TermLink slug="bill-of-lading">bill of lading</TermLink> decides who can collect the cargo at
          destination. Choosing the wrong type, or letting one error through on the draft, can leave a
          container at the terminal while the bank, the buyer and the carrier argue. This guide is for
          forwarders and NVOCCs who issue and check bills every day, and for shippers who want to know what
          they are signing.
        </p>
      }
    >
      <ServerPart id="content">
        <BillOfLadingGuideContent />
      </ServerPart>
    </ContentPage>
  );
}
