import type { PortSummary, RouteAnswer, Sailing } from '../../../shared/api/schedules';
import type { Column } from '../../components/kit/DataTable';
import { RouteMap, type MapLeg } from '../../components/route-map/RouteMap';
import { days, portLabel } from './schedule-format';
import { mapPortsOf, When } from './schedule-parts';
import styles from './ship-schedules.module.css';

/** A sailing's legs on the map, with the ports each vessel calls. */
export function SailingMap({
  sailing,
  ports,
}: {
  sailing: Sailing;
  ports: Readonly<Record<string, PortSummary>>;
}) {
  const legs: MapLeg[] = sailing.legs.map((leg) => ({
    ports: mapPortsOf(ports, [leg.from, ...leg.via, leg.to]),
    label: `${leg.carrier.name} ${leg.service.code}, ${leg.vessel.name} ${leg.voyage}`,
  }));
  const first = sailing.legs[0]!;
  const last = sailing.legs.at(-1)!;
  const hub = sailing.transshipment ? ` via ${portLabel(ports, sailing.transshipment.port)}` : ', direct';
  return (
    <RouteMap
      legs={legs}
      title={`Route from ${portLabel(ports, first.from)} to ${portLabel(ports, last.to)}${hub}`}
      description={sailing.legs
        .map(
          (leg) =>
            `${leg.vessel.name} (${leg.carrier.name}) calls ${[leg.from, ...leg.via, leg.to].map((code) => portLabel(ports, code)).join(', ')}.`,
        )
        .join(' ')}
    />
  );
}

/** The table's columns for the sailings of a route; the last one shows the sailing on the map. */
export function sailingColumns(
  answer: RouteAnswer,
  selected: string | undefined,
  onSelect: (id: string) => void,
) {
  const columns: Column<Sailing>[] = [
    { id: 'departure', header: 'Departure', cell: (sailing) => <When time={sailing.departure} /> },
    { id: 'arrival', header: 'Arrival', cell: (sailing) => <When time={sailing.arrival} /> },
    { id: 'transit', header: 'Transit time', align: 'end', cell: (sailing) => days(sailing.transitHours) },
    {
      id: 'transshipment',
      header: 'Transshipment',
      cell: (sailing) =>
        sailing.transshipment ? (
          <>
            {portLabel(answer.ports, sailing.transshipment.port)}{' '}
            <span className={styles.code}>{sailing.transshipment.port}</span>
            <br />
            <span className={styles.muted}>waits {days(sailing.transshipment.waitHours)}</span>
          </>
        ) : (
          'Direct'
        ),
    },
    {
      id: 'service',
      header: 'Carrier and service',
      cell: (sailing) =>
        sailing.legs.map((leg, index) => (
          <span key={index} className={styles.legLine}>
            {leg.carrier.name} · {leg.service.code} {leg.service.name}
          </span>
        )),
    },
    {
      id: 'vessel',
      header: 'Vessel and voyage',
      cell: (sailing) =>
        sailing.legs.map((leg, index) => (
          <span key={index} className={styles.legLine}>
            {leg.vessel.name} · {leg.voyage}
          </span>
        )),
    },
    {
      id: 'map',
      header: 'Route map',
      cell: (sailing) => (
        <button
          type="button"
          className={styles.linkButton}
          aria-pressed={sailing.id === selected}
          onClick={() => onSelect(sailing.id)}
        >
          Map
          <span className="visually-hidden"> of the sailing leaving {sailing.departure.at.slice(0, 10)}</span>
        </button>
      ),
    },
  ];
  return columns;
}
