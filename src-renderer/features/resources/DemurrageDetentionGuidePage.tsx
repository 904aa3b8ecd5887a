import { lazy } from 'react';
import { ContentPage } from '../../components/content/ContentPage';
import { DEMURRAGE_DETENTION_GUIDE, RESOURCES } from './resources-pages';
import { ServerPart } from '../../components/server-part/ServerPart';

const DemurrageDetentionGuideContent = lazy(() => import('./DemurrageDetentionGuideContent'));

export default function DemurrageDetentionGuidePage() {
  return (
    <ContentPage
      {...DEMURRAGE_DETENTION_GUIDE}
      eyebrow="Guide"
      trail={[{ name: RESOURCES.heading, path: RESOURCES.path }]}
      lead={
        <p>
          Demurrage and detention are the daily charges a carrier makes when its containers are kept beyond
          the free time. On a delayed shipment they can exceed the ocean freight. This guide explains how the
          clock runs, how the charges build up, who is billed, what the rules say in US trades, and how to
          keep the bill at zero.
        </p>
      }
    >
      <ServerPart id="content">
        <DemurrageDetentionGuideContent />
      </ServerPart>
    </ContentPage>
  );
}
