import { lazy } from 'react';
import { FOUNDED_YEAR } from '../../../shared/constants';
import { ContentPage } from '../../components/content/ContentPage';
import { useSite } from '../../lib/site-context';
import { aboutPageJsonLd } from './about-page';
import { VISION_STRATEGY } from './company-pages';
import { ServerPart } from '../../components/server-part/ServerPart';

const VisionStrategyContent = lazy(() => import('./VisionStrategyContent'));

export default function VisionStrategyPage() {
  const { siteUrl } = useSite();
  return (
    <ContentPage
      {...VISION_STRATEGY}
      eyebrow="Company"
      jsonLd={[aboutPageJsonLd(siteUrl, VISION_STRATEGY)]}
      lead={
        <p>
          {`The Digital Freight Alliance was created in ${FOUNDED_YEAR} by a port operator to unite logistics companies in one community. Our aim is simple to state and hard to do: a forwarder anywhere should be able to find a partner anywhere, trust it, work with it on good tools and get paid.`}
        </p>
      }
    >
      <ServerPart id="content">
        <VisionStrategyContent />
      </ServerPart>
    </ContentPage>
  );
}
