import { lazy } from 'react';
import { ContentPage } from '../../components/content/ContentPage';
import { SERVICES_PATH } from './service-cards';
import { ServerPart } from '../../components/server-part/ServerPart';

const ServicesContent = lazy(() => import('./ServicesContent'));

export default function ServicesPage() {
  return (
    <ContentPage
      path={SERVICES_PATH}
      title="Financial services for forwarders and shippers"
      description="DFA services that keep cargo and cash moving: ship now, pay later for your customers and trade finance that gives forwarders and shippers working capital."
      keywords="freight finance, ship now pay later, trade finance for forwarders, logistics working capital, invoice financing freight"
      eyebrow="Services"
      heading="Services that keep cargo and cash moving"
      lead={
        <p>
          Freight has to be paid before the goods it carries are sold. That gap between paying and being paid
          is where many forwarders and their customers run short of cash. DFA’s services bring finance
          partners into the shipment, so the cargo moves on time and everyone is paid on terms they can live
          with.
        </p>
      }
    >
      <ServerPart id="content">
        <ServicesContent />
      </ServerPart>
    </ContentPage>
  );
}
