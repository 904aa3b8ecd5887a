import { lazy } from 'react';
import { ContentPage } from '../../components/content/ContentPage';
import { ServerPart } from '../../components/server-part/ServerPart';
import { serviceJsonLd } from '../../components/seo/service-json-ld';
import { useSite } from '../../lib/site-context';
import { DIGITAL_TOOLS_CRUMB } from './tools-crumb';

const PATH = '/digital-tools/freight-calculator';

// What the calculator works out and how to embed it: content, with the demo calculator's frame.
const FreightCalculatorContent = lazy(() => import('./FreightCalculatorContent'));

export default function FreightCalculatorPage() {
  const { siteUrl } = useSite();
  return (
    <ContentPage
      path={PATH}
      title="Sea freight calculator for forwarders’ websites: W/M, containers, price"
      description="Try the sea freight calculator DFA members put on their websites: CBM, W/M revenue tons, container fit and an indicative price from the member’s own rates."
      keywords="sea freight calculator, CBM calculator, W/M revenue ton, container fit calculator, freight rate widget, freight forwarder website"
      eyebrow="Digital tools"
      heading="A sea freight calculator for your website"
      trail={[DIGITAL_TOOLS_CRUMB]}
      jsonLd={[
        serviceJsonLd(siteUrl, {
          path: PATH,
          name: 'Sea freight calculator for members’ websites',
          serviceType: 'Freight calculator',
          description:
            'A calculator DFA members embed on their own websites: volume, W/M chargeable revenue tons, container fit and an indicative price from the member’s rates.',
        }),
      ]}
      lead={
        <p>
          Members of the Digital Freight Alliance put this calculator on their own websites. A shipper enters
          the route and the cargo and sees the volume, the chargeable weight, which container takes it and an
          indicative price from the member’s own rate sheet, then sends a quote request that goes to that
          member alone.
        </p>
      }
    >
      <ServerPart id="content">
        <FreightCalculatorContent />
      </ServerPart>
    </ContentPage>
  );
}
