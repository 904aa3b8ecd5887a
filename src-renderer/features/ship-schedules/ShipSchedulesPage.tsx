import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { builtHref } from '../../../shared/routes';
import { SCHEDULE_LIMITS } from '../../../shared/schedules/limits';
import { standingOf } from '../../../shared/domain/standing';
import { Breadcrumbs } from '../../components/content/Breadcrumbs';
import { TermLink } from '../../components/content/TermLink';
import { Seo, type Crumb } from '../../components/seo/Seo';
import { serviceJsonLd } from '../../components/seo/service-json-ld';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { useLogged, useSessionChecked, useSessionUser } from '../../lib/session/use-session';
import { useSite } from '../../lib/site-context';
import { SCHEDULES_PATH } from './schedule-url';
import styles from './ship-schedules.module.css';

// The search is for members only: visitors never download it.
const ScheduleTool = lazy(() => import('./ScheduleTool'));
// Visitors get the first sailings of a route, and members never download that.
const FindSailings = lazy(() => import('../../components/find-sailings/FindSailings'));
// Only an applicant or a lapsed member sees why the tool is closed.
const ToolLocked = lazy(() =>
  import('../../components/content/ToolLocked').then((module) => ({ default: module.ToolLocked })),
);

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

function About() {
  return (
    <section className={styles.about} aria-labelledby="schedules-about">
      <h2 id="schedules-about">What the schedules search does</h2>
      <p>Four searches answer the questions a forwarder asks before booking space:</p>
      <ul>
        <li>
          <strong>By route</strong>: sailings from a port of loading to a port of discharge that leave in the
          days you choose, direct or with one <TermLink slug="transshipment">transshipment</TermLink>, sorted
          by departure, arrival or transit time, with a map of the route and a spreadsheet download.
        </li>
        <li>
          <strong>By port</strong>: every vessel arriving at or leaving a port, where it comes from and where
          it goes next.
        </li>
        <li>
          <strong>By vessel</strong>: a ship’s calls, found by its name or its seven-digit IMO number.
        </li>
        <li>
          <strong>By carrier</strong>: a line’s services, their port rotations and the vessels on them.
        </li>
      </ul>
      <h3>How times are counted</h3>
      <p>
        Every time is shown in the port’s local time with its offset from UTC, and marked as planned,
        estimated or actual. The <TermLink slug="transit-time">transit time</TermLink> runs from the vessel’s
        departure at the port of loading to its arrival at the port of discharge, computed from those times
        rather than from calendar dates, so it already includes any wait at the hub.
      </p>
      <h3>Transshipment and connection time</h3>
      <p>
        {`A connection through a hub is offered only when the second vessel leaves at least the minimum connection time after the first arrives (24 hours unless you set another, from ${SCHEDULE_LIMITS.minConnectionHours} to ${SCHEDULE_LIMITS.maxConnectionHours} hours) and no more than ${SCHEDULE_LIMITS.maxConnectionWaitDays} days later. Routes longer than ${SCHEDULE_LIMITS.maxTransitDays} days are left out, and a connection is shown only when it beats the direct sailings around it, so the list holds real choices.`}
      </p>
      <h3>Where the schedules come from</h3>
      <p>
        Carriers publish their schedules in the Digital Container Shipping Association’s Commercial Schedules
        standard, and the portal reads them from each connected carrier, checking every document against the
        standard before it is used. The carriers section of the search shows which carriers are connected in
        this installation and when each was last read. Where no carrier is connected, the search runs on
        sample schedules: real ports and carrier names with invented services and vessels, labelled “Sample
        schedules” wherever they appear.
      </p>
      <h3>At sea or in the warehouse</h3>
      <p>
        The desktop app keeps the next eight weeks of schedules on the computer and searches them without a
        network, refreshing them whenever it is online.
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
      <About />
    </div>
  );
}
