import { lazy, Suspense, useMemo } from 'react';
import { ServerPart } from '../../components/server-part/ServerPart';
import { Seo } from '../../components/seo/Seo';
import styles from './HomePage.module.css';

const HomeHero = lazy(() => import('./HomeContent').then((module) => ({ default: module.HomeHero })));
const HomeContent = lazy(() => import('./HomeContent'));
// Its own part: the server renders it in full, and the browser hydrates it once its code has
// arrived, without the rest of the page waiting for it.
const FindSailings = lazy(() => import('../../components/find-sailings/FindSailings'));

/**
 * The home page shows content and links, rendered on the server and kept as it is, so that part
 * costs no JavaScript beyond the site's own; only the sailings search is a live part.
 */
export default function HomePage() {
  // The same element on every render, so the boundary keeps the server's HTML while its code loads.
  const finder = useMemo(
    () => (
      <Suspense fallback={null}>
        <FindSailings headingId="find-sailings-title" />
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
      <section className={styles.finder} aria-labelledby="find-sailings-title">
        <div className={styles.finderInner}>
          <h2 id="find-sailings-title">Find sailings between two ports</h2>
          <p className={styles.sectionLead}>
            Try the members’ schedules search: choose a port of loading and a port of discharge to see the
            next three sailings. Members see every sailing with its vessel, voyage and route.
          </p>
          {finder}
        </div>
      </section>
      <ServerPart id="home">
        <HomeContent />
      </ServerPart>
    </>
  );
}
