import type { VesselAnswer } from '../../../shared/api/schedules';
import { formatDate } from '../../../shared/domain/date';
import { RouteMap } from '../../components/route-map/RouteMap';
import { portLabel } from './schedule-format';
import { mapPortsOf, SampleTag, When } from './schedule-parts';
import styles from './ship-schedules.module.css';

/** The chosen vessel: who operates it, its calls in the searched days, and its route on the map. */
export function VesselCalls({ answer }: { answer: VesselAnswer }) {
  const vessel = answer.vessel!;
  const codes = answer.calls.map((call) => call.port);
  return (
    <article className={styles.card} aria-labelledby="vessel-name">
      <h3 id="vessel-name" className={styles.cardTitle}>
        {vessel.name} {vessel.sample ? <SampleTag /> : null}
      </h3>
      <p className={styles.muted}>
        {vessel.imo ? `IMO ${vessel.imo}` : 'No IMO number'}
        {vessel.operator ? ` · operated by ${vessel.operator}` : ''}
        {vessel.dummy ? ' · no real vessel assigned yet' : ''}
        {' · '}
        {vessel.services
          .map((entry) => `${entry.carrier.name} ${entry.service.code} ${entry.service.name}`)
          .join('; ')}
      </p>
      <div
        className={styles.tableScroll}
        role="region"
        aria-label="Calls of the vessel, scrolls sideways"
        tabIndex={0}
      >
        <table className={styles.table}>
          <caption className="visually-hidden">Calls of {vessel.name}</caption>
          <thead>
            <tr>
              <th scope="col">Port</th>
              <th scope="col">Arrives</th>
              <th scope="col">Leaves</th>
              <th scope="col">Voyage</th>
              <th scope="col">Service</th>
            </tr>
          </thead>
          <tbody>
            {answer.calls.map((call) => (
              <tr key={call.id}>
                <td>
                  {portLabel(answer.ports, call.port)} <span className={styles.code}>{call.port}</span>
                </td>
                <td>
                  <When time={call.arrival} />
                </td>
                <td>
                  <When time={call.departure} />
                </td>
                <td>
                  {call.arrivalVoyage === call.departureVoyage
                    ? call.departureVoyage
                    : `${call.arrivalVoyage} → ${call.departureVoyage}`}
                </td>
                <td>
                  {call.carrier.name} · {call.service.code}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <RouteMap
        legs={[
          {
            ports: mapPortsOf(answer.ports, codes),
            label: `${vessel.name}, ${formatDate(answer.from)} to ${formatDate(answer.to)}`,
          },
        ]}
        title={`Calls of ${vessel.name} from ${formatDate(answer.from)} to ${formatDate(answer.to)}`}
        description={`${vessel.name} calls ${codes.map((code) => portLabel(answer.ports, code)).join(', ')}.`}
      />
    </article>
  );
}
