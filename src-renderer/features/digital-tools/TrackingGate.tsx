import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { standingOf } from '../../../shared/domain/standing';
import { builtHref } from '../../../shared/routes';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { useLogged, useSessionChecked, useSessionUser } from '../../lib/session/use-session';
import styles from './digital-tools.module.css';

// The tool is for members only: visitors never download it.
const TrackingTool = lazy(() => import('./tracking/TrackingTool'));
// Visitors try the tool on the sample containers.
const SampleTracking = lazy(() => import('./tracking/SampleTracking'));
// Only an applicant or a lapsed member sees why the tool is closed.
const ToolLocked = lazy(() =>
  import('../../components/content/ToolLocked').then((module) => ({ default: module.ToolLocked })),
);

/** Members get the tool above the explanation; visitors a way in. */
export function TrackingGate() {
  const checked = useSessionChecked();
  const logged = useLogged();
  const user = useSessionUser();
  if (!checked) {
    return (
      <p role="status" className={styles.toolStatus}>
        Checking your membership…
      </p>
    );
  }
  if (logged && user && standingOf(user) !== 'good')
    return (
      <Suspense fallback={null}>
        <ToolLocked tool="tracking" user={user} />
      </Suspense>
    );
  if (logged) {
    return (
      <Suspense
        fallback={
          <p role="status" className={styles.toolStatus}>
            Loading the tracking tool…
          </p>
        }
      >
        <TrackingTool />
      </Suspense>
    );
  }
  return (
    <>
      <Suspense
        fallback={
          <p role="status" className={styles.toolStatus}>
            Loading the sample containers…
          </p>
        }
      >
        <SampleTracking />
      </Suspense>
      <SignInToTrack />
    </>
  );
}

function SignInToTrack() {
  const joinHref = builtHref('membership');
  return (
    <section className={styles.gate} aria-labelledby="tracking-sign-in">
      <h2 id="tracking-sign-in">Sign in to track your shipments</h2>
      <p>
        Tracking is one of the tools every DFA member receives. Sign in with your company account to follow a
        container, bill of lading or booking, keep a watchlist and get an email when something happens.
      </p>
      <p className={styles.gateActions}>
        <ButtonLink to={builtHref('auth-sign-in') ?? '/auth/sign-in'}>Sign in</ButtonLink>
        {joinHref ? <Link to={joinHref}>Not a member yet? See membership</Link> : null}
      </p>
    </section>
  );
}
