import { lazy } from 'react';
import { BRAND_NAME } from '../../../shared/constants';
import { ContentPage } from '../../components/content/ContentPage';
import { RESOURCES, TERMS_AND_CONDITIONS } from './resources-pages';
import { ServerPart } from '../../components/server-part/ServerPart';

const TermsContent = lazy(() => import('./TermsContent'));

export default function TermsPage() {
  return (
    <ContentPage
      {...TERMS_AND_CONDITIONS}
      trail={[{ name: RESOURCES.heading, path: RESOURCES.path }]}
      noJoinBanner
      lead={
        <p>
          These terms govern your use of the {BRAND_NAME} website, the member portal and the desktop app. By
          using them you accept these terms. If you use them for a company, you accept them for that company
          and confirm that you may do so.
        </p>
      }
    >
      <ServerPart id="content">
        <TermsContent />
      </ServerPart>
    </ContentPage>
  );
}
