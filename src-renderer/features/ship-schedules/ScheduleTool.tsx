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
import { VesselSearch } from './VesselSearch';
import styles from './ship-schedules.module.css';

/** The member's schedules search: one tab per kind of search, each kept in the address. */
export default function ScheduleTool({ isAdmin }: { isAdmin: boolean }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const tab = readTab(params);
  const go = (href: string) => void navigate(href);

  return (
    <div>
      <nav aria-label="Search schedules" className={styles.tabs}>
        {TABS.map((entry) => (
          <Link
            key={entry}
            to={tabHref(entry)}
            className={styles.tab}
            aria-current={entry === tab ? 'page' : undefined}
          >
            {TAB_LABELS[entry]}
          </Link>
        ))}
      </nav>
      {tab === 'route' ? (
        <RouteSearch state={readRoute(params)} onSearch={(state) => go(routeHref(state))} />
      ) : null}
      {tab === 'port' ? (
        <PortSearch state={readPort(params)} onSearch={(state) => go(portHref(state))} />
      ) : null}
      {tab === 'vessel' ? (
        <VesselSearch state={readVessel(params)} onSearch={(state) => go(vesselHref(state))} />
      ) : null}
      {tab === 'carrier' ? (
        <CarrierSearch
          state={readCarrier(params)}
          isAdmin={isAdmin}
          onSearch={(state) => go(carrierHref(state))}
        />
      ) : null}
    </div>
  );
}
