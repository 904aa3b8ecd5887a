import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { builtHref, routeById } from '../../../shared/routes';
import { standingOf } from '../../../shared/domain/standing';
import { Breadcrumbs } from '../../components/content/Breadcrumbs';
import { Seo, type Crumb } from '../../components/seo/Seo';
import { ServerPart } from '../../components/server-part/ServerPart';
import { serviceJsonLd } from '../../components/seo/service-json-ld';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { useLogged, useSessionChecked, useSessionUser } from '../../lib/session/use-session';
import { useSite } from '../../lib/site-context';
import styles from './ship-schedules.module.css';

// The search is for members only: visitors never download it.
const ScheduleTool = lazy(() => import('./ScheduleTool'));
// Visitors get the first sailings of a route, and members never download that.
const FindSailings = lazy(() => import('../../components/find-sailings/FindSailings'));
// What the search does, for everyone: content the page keeps as the server rendered it.
const ShipSchedulesAbout = lazy(() => import('./ShipSchedulesAbout'));
// Only an applicant or a lapsed member sees why the tool is closed.
const ToolLocked = lazy(() =>
  import('../../components/content/ToolLocked').then((module) => ({ default: module.ToolLocked })),
);

// From the route table rather than schedule-url, which loads with the members' search.
const SCHEDULES_PATH = routeById('digital-tools-ship-schedules').path;

const DESCRIPTION =
  'Search ship schedules by route, port, vessel or carrier: direct sailings and one-transshipment connections with transit times, a route map and CSV export, for DFA members.';

/**
 * Visitors try the search: the next three sailings of a route. Every sailing, the details and
 * the other searches are behind the sign-in.
 */
function VisitorSearch() {
  const joinHref = builtHref('membership');
  return (
    <section className={styles.visitorSearch} aria-labelledby="schedules-try">
      <h2 id="schedules-try" className={styles.panelTitle}>
        Find sailings between two ports
      </h2>
      <p>
        Anyone can see the next three sailings of a route. Members see every sailing with its vessel and
        voyage, search by port, vessel or carrier, and download the results.
      </p>
      <Suspense
        fallback={
          <p role="status" className={styles.muted}>
            Loading the search…
          </p>
        }
      >
        <FindSailings headingId="schedules-try" />
      </Suspense>
      <p className={styles.gateActions}>
        <span>Already a member?</span>
        <ButtonLink to={builtHref('auth-sign-in') ?? '/auth/sign-in'} variant="secondary">
          Sign in
        </ButtonLink>
        {joinHref ? <Link to={joinHref}>Not a member yet? See membership</Link> : null}
      </p>
    </section>
  );
}

export default function ShipSchedulesPage() {
  const { siteUrl } = useSite();
  const checked = useSessionChecked();
  const logged = useLogged();
  const user = useSessionUser();
  const crumbs: Crumb[] = [
    { name: 'Home', path: '/' },
    { name: 'Digital tools', path: '/digital-tools' },
    { name: 'Ship schedules', path: SCHEDULES_PATH },
  ];

  return (
    <div className={styles.page}>
      <Seo
        path={SCHEDULES_PATH}
        title="Ship schedules: sailings by route, port, vessel and carrier"
        description={DESCRIPTION}
        keywords="ship schedules, sailing schedules, vessel schedules, port to port schedules, transshipment, transit time, DCSA commercial schedules"
        breadcrumbs={crumbs}
        jsonLd={[
          serviceJsonLd(siteUrl, {
            name: 'DFA ship schedules search',
            serviceType: 'Ocean sailing schedules',
            description: DESCRIPTION,
            path: SCHEDULES_PATH,
          }),
        ]}
      />
      <Breadcrumbs crumbs={crumbs} />
      <header className={styles.header}>
        <p className={styles.eyebrow}>Digital tools · Members</p>
        <h1>Ship schedules</h1>
        <p className={styles.lead}>
          Find the next sailings between two ports, with their transit times and where they tranship, or see
          what calls at a port, where a vessel goes and how a carrier’s services run.
        </p>
      </header>
      {!checked ? (
        <>
          <p role="status" className={styles.muted}>
            Checking your membership…
          </p>
          <noscript>
            <p>
              The schedules search needs JavaScript. Turn it on, then <a href="/auth/sign-in">sign in</a> with
              your company account.
            </p>
          </noscript>
        </>
      ) : logged && user && standingOf(user) !== 'good' ? (
        <Suspense fallback={null}>
          <ToolLocked tool="schedules" user={user} />
        </Suspense>
      ) : logged ? (
        <Suspense
          fallback={
            <p role="status" className={styles.muted}>
              Loading the schedules search…
            </p>
          }
        >
          <ScheduleTool isAdmin={user?.isAdmin ?? false} />
        </Suspense>
      ) : null}
      {checked && !logged ? <VisitorSearch /> : null}
      <ServerPart id="about">
        <ShipSchedulesAbout />
      </ServerPart>
    </div>
  );
}
