import { lazy, Suspense, useMemo } from 'react';
import { ServerPart } from '../../components/server-part/ServerPart';
import { Seo } from '../../components/seo/Seo';

const HomeHero = lazy(() => import('./HomeContent').then((module) => ({ default: module.HomeHero })));
const HomeContent = lazy(() => import('./HomeContent'));
// The live part: the server renders it in full, and the browser hydrates it once its code has
// arrived, without the rest of the page waiting for it.
const HomeFinder = lazy(() => import('./HomeFinder'));

/**
 * The home page shows content and links, rendered on the server and kept as it is, so those
 * parts cost no JavaScript beyond the site's own; only the sailings search is live.
 */
export default function HomePage() {
  // The same element on every render, so the boundary keeps the server's HTML while its code loads.
  const finder = useMemo(
    () => (
      <Suspense fallback={null}>
        <HomeFinder />
      </Suspense>
    ),
    [],
  );
  return (
    <>
      <Seo path="/" />
      <ServerPart id="home-hero">
        <HomeHero />
      </ServerPart>
      {finder}
      <ServerPart id="home">
        <HomeContent />
      </ServerPart>
    </>
  );
}
