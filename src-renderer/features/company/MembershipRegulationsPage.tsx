import { lazy } from 'react';
import { ContentPage } from '../../components/content/ContentPage';
import { useSite } from '../../lib/site-context';
import { aboutPageJsonLd } from './about-page';
import { MEMBERSHIP_REGULATIONS } from './company-pages';
import { RouteLink } from '../../components/content/RouteLink';
import { ServerPart } from '../../components/server-part/ServerPart';

const MembershipRegulationsContent = lazy(() => import('./MembershipRegulationsContent'));

export default function MembershipRegulationsPage() {
  const { siteUrl } = useSite();
  return (
    <ContentPage
      {...MEMBERSHIP_REGULATIONS}
      eyebrow="Company"
      jsonLd={[aboutPageJsonLd(siteUrl, MEMBERSHIP_REGULATIONS)]}
      lead={
        <p>
          These regulations govern how a company becomes a member of the Digital Freight Alliance, what each
          membership status allows, what members owe the association and each other, and how the association
          decides when something goes wrong. They apply together with the{' '}
          <RouteLink to="company-code-of-ethics">code of ethics</RouteLink>.
        </p>
      }
    >
      <ServerPart id="content">
        <MembershipRegulationsContent />
      </ServerPart>
    </ContentPage>
  );
}
