import { lazy } from 'react';
import { ServerPart } from '../../components/server-part/ServerPart';
import { Seo } from '../../components/seo/Seo';

const HomeContent = lazy(() => import('./HomeContent'));

/**
 * The home page shows content and links, nothing a visitor changes in place: it is rendered on
 * the server and kept as it is, so the page costs no JavaScript beyond the site's own.
 */
export default function HomePage() {
  return (
    <>
      <Seo path="/" />
      <ServerPart id="home">
        <HomeContent />
      </ServerPart>
    </>
  );
}
