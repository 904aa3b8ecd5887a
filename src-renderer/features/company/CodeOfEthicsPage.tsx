import { lazy } from 'react';
import { ContentPage } from '../../components/content/ContentPage';
import { useSite } from '../../lib/site-context';
import { aboutPageJsonLd } from './about-page';
import { CODE_OF_ETHICS } from './company-pages';
import { ServerPart } from '../../components/server-part/ServerPart';

const CodeOfEthicsContent = lazy(() => import('./CodeOfEthicsContent'));

export default function CodeOfEthicsPage() {
  const { siteUrl } = useSite();
  return (
    <ContentPage
      {...CODE_OF_ETHICS}
      eyebrow="Company"
      jsonLd={[aboutPageJsonLd(siteUrl, CODE_OF_ETHICS)]}
      lead={
        <p>
          Every company that joins the Digital Freight Alliance signs this code at admission and confirms it
          at each renewal. It binds the company, every office it lists and the people who trade in its name.
          Partners in other countries rely on it when they hand you a shipment they cannot supervise
          themselves.
        </p>
      }
    >
      <ServerPart id="content">
        <CodeOfEthicsContent />
      </ServerPart>
    </ContentPage>
  );
}
