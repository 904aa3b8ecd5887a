import type { CountryPort } from '../../../shared/freight-forwarder/country-ports';
import styles from './freight-forwarder.module.css';

export function PortTable({ caption, ports }: { caption: string; ports: readonly CountryPort[] }) {
  return (
    <table className={styles.ports}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Port</th>
          <th scope="col">UN/LOCODE</th>
          <th scope="col">WPI harbour size</th>
        </tr>
      </thead>
      <tbody>
        {ports.map((port) => (
          <tr key={port.wpiNumber}>
            <th scope="row">
              {port.name}
              {port.wpiName !== port.name ? (
                <span className={styles.wpiName}>World Port Index: {port.wpiName}</span>
              ) : null}
            </th>
            <td>
              <code>{port.unlocode}</code>
            </td>
            <td>{port.harborSize}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The World Port Index is public domain, but it is NGA's work: say where the list comes from. */
export function PortSourceNote() {
  return (
    <p className={styles.source}>
      Port list: World Port Index (Pub. 150) of the US National Geospatial-Intelligence Agency, a
      public-domain work, provided without warranty and not for navigation. Harbour size is the index’s own
      grading by area, facilities and wharf space, not by container volume. Codes are the index’s, except
      Shanghai (CNSHA), Ningbo (CNNGB) and Singapore (SGSIN), shown with the codes carriers use.
    </p>
  );
}
