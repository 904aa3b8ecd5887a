import type { CountryPort } from '../../../shared/freight-forwarder/country-ports';
import styles from './freight-forwarder.module.css';

function PortRow({ port }: { port: CountryPort }) {
  if (!('wpi' in port)) {
    return (
      <tr>
        <th scope="row">
          {port.name}
          <span className={styles.wpiName}>Not in the World Port Index. {port.source}</span>
        </th>
        <td>
          <code>{port.unlocode}</code>
        </td>
        <td>Not graded</td>
      </tr>
    );
  }
  const { wpi } = port;
  return (
    <tr>
      <th scope="row">
        {port.name}
        {wpi.name !== port.name ? <span className={styles.wpiName}>World Port Index: {wpi.name}</span> : null}
      </th>
      <td>
        <code>{port.unlocode}</code>{' '}
        {wpi.unlocode !== port.unlocode ? (
          <span className={styles.wpiName}>
            Index: <code>{wpi.unlocode}</code>
          </span>
        ) : null}
      </td>
      <td>{wpi.harborSize}</td>
    </tr>
  );
}

export function PortTable({ caption, ports }: { caption: string; ports: readonly CountryPort[] }) {
  return (
    <table className={styles.ports}>
      <caption className={styles.caption}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Port</th>
          <th scope="col">UN/LOCODE</th>
          <th scope="col">WPI harbour size</th>
        </tr>
      </thead>
      <tbody>
        {ports.map((port) => (
          <PortRow key={'wpi' in port ? port.wpi.number : port.unlocode} port={port} />
        ))}
      </tbody>
    </table>
  );
}

/**
 * The World Port Index is public domain, but it is NGA's work: say where the list comes from, and
 * where the table departs from it.
 */
export function PortSourceNote() {
  return (
    <p className={styles.source}>
      Port list: World Port Index (Pub. 150) of the US National Geospatial-Intelligence Agency, a
      public-domain work, provided without warranty and not for navigation. Harbour size is the index’s own
      grading by area, facilities and wharf space, not by container volume. Where the index’s code differs
      from the UN/LOCODE carriers use on bookings and schedules, the table shows the carriers’ code with the
      index’s beneath it. Gateways the index does not list are added from the UN/LOCODE list, with their
      source beside them.
    </p>
  );
}
