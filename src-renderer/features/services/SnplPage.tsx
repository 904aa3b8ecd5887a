import { lazy } from 'react';
import { ContentPage } from '../../components/content/ContentPage';
import { useSite } from '../../lib/site-context';
import { SERVICES_TRAIL } from './service-cards';
import { serviceJsonLd } from '../../components/seo/service-json-ld';
import { ServerPart } from '../../components/server-part/ServerPart';

const PATH = '/services/snpl';
const DESCRIPTION =
  'Ship now, pay later: the shipper books freight today and pays later on agreed terms, financed by a partner. Who qualifies, how it works and what it costs.';

const SnplContent = lazy(() => import('./SnplContent'));

export default function SnplPage() {
  const { siteUrl } = useSite();
  return (
    <ContentPage
      path={PATH}
      trail={SERVICES_TRAIL}
      title="Ship now, pay later: freight on credit terms"
      description={DESCRIPTION}
      keywords="ship now pay later, freight financing, pay later shipping, freight credit terms, SNPL logistics, shipper financing"
      eyebrow="Services"
      heading="Ship now, pay later"
      lead={
        <p>
          Ship now, pay later lets a shipper book its freight today and pay for it later, on terms agreed in
          advance. A finance partner pays the freight when it is due, so the forwarder is paid on time and the
          shipper keeps its cash until the goods have earned it.
        </p>
      }
      jsonLd={[
        serviceJsonLd(siteUrl, {
          name: 'Ship now, pay later',
          serviceType: 'Freight financing',
          path: PATH,
          description: DESCRIPTION,
        }),
      ]}
    >
      <ServerPart id="content">
        <SnplContent />
      </ServerPart>
    </ContentPage>
  );
}
