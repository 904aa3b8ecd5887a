import { lazy } from 'react';
import { ServerPart } from '../../components/server-part/ServerPart';
import { Seo } from '../../components/seo/Seo';

const MembershipContent = lazy(() => import('./MembershipContent'));

/**
 * Plans, fees and how to join: content and links only, rendered on the server and kept as it is,
 * so the page costs no JavaScript beyond the site's own.
 */
export default function MembershipPage() {
  return (
    <>
      <Seo
        path="/membership"
        title="Membership: Premium and Standard plans for forwarders"
        description="Join the Digital Freight Alliance: compare Premium and Standard membership and their annual fees, see what payment protection covers and how to apply."
        keywords="freight forwarder membership, logistics network membership, NVOCC association, payment protection, Premium membership, membership fee"
        breadcrumbs={[
          { name: 'Home', path: '/' },
          { name: 'Membership', path: '/membership' },
        ]}
      />
      <ServerPart id="membership">
        <MembershipContent />
      </ServerPart>
    </>
  );
}
