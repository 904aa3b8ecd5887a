import { Link, useNavigate, useSearchParams } from 'react-router';
import { CarrierSearch } from './CarrierSearch';
import { PortSearch } from './PortSearch';
import { RouteSearch } from './RouteSearch';
import {
  carrierHref,
  portHref,
  readCarrier,
  readPort,
  readRoute,
  readTab,
  readVessel,
  routeHref,
  TAB_LABELS,
  tabHref,
  TABS,
  vesselHref,
} from './schedule-url';
import { resultsState, type ResultsCause } from '../../lib/reveal-results';
import { VesselSearch } from './VesselSearch';
import styles from './ship-schedules.module.css';

/**
 * The member's schedules search, one kind of search per address. The kinds are links in a
 * navigation, not a tablist: each is a page of its own (bookmarked, shared, opened in a new tab,
 * reached with Back), and a tablist's arrow keys would hide that from keyboard users. The current
 * one is marked `aria-current`, and the navigation is named for what it switches.
 */
export default function ScheduleTool({ isAdmin }: { isAdmin: boolean }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const tab = readTab(params);
  const go = (href: string, cause: ResultsCause) => void navigate(href, { state: resultsState(cause) });

  return (
    <div>
      <nav aria-label="Kinds of schedule search" className={styles.tabs}>
        {TABS.map((entry) => (
          <Link
            key={entry}
            to={tabHref(entry)}
            className={styles.tab}
            aria-current={entry === tab ? 'true' : undefined}
          >
            {TAB_LABELS[entry]}
          </Link>
        ))}
      </nav>
      {tab === 'route' ? (
        <RouteSearch state={readRoute(params)} onSearch={(state, cause) => go(routeHref(state), cause)} />
      ) : null}
      {tab === 'port' ? (
        <PortSearch state={readPort(params)} onSearch={(state, cause) => go(portHref(state), cause)} />
      ) : null}
      {tab === 'vessel' ? (
        <VesselSearch state={readVessel(params)} onSearch={(state, cause) => go(vesselHref(state), cause)} />
      ) : null}
      {tab === 'carrier' ? (
        <CarrierSearch
          state={readCarrier(params)}
          isAdmin={isAdmin}
          onSearch={(state, cause) => go(carrierHref(state), cause)}
        />
      ) : null}
    </div>
  );
}
