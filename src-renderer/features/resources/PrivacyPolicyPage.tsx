import { lazy } from 'react';
import { BRAND_NAME } from '../../../shared/constants';
import { ContentPage } from '../../components/content/ContentPage';
import { PRIVACY_POLICY, RESOURCES } from './resources-pages';
import { ServerPart } from '../../components/server-part/ServerPart';

const PrivacyPolicyContent = lazy(() => import('./PrivacyPolicyContent'));

export default function PrivacyPolicyPage() {
  return (
    <ContentPage
      {...PRIVACY_POLICY}
      trail={[{ name: RESOURCES.heading, path: RESOURCES.path }]}
      noJoinBanner
      lead={
        <p>
          This policy explains what personal data the {BRAND_NAME} collects through this website, the member
          portal and the desktop app, why it does so, who receives the data and what rights you have. It
          applies to visitors, to the staff of member and applicant companies, and to anyone who sends us a
          form.
        </p>
      }
    >
      <ServerPart id="content">
        <PrivacyPolicyContent />
      </ServerPart>
    </ContentPage>
  );
}
