import { useId } from 'react';
import type { MemberMap as MemberMapData } from '../../../shared/api/directory';
import { groupThousands } from '../../../shared/domain/numbers';
import styles from './MemberMap.module.css';

const WIDTH = 1000;
const HEIGHT = 500;

/**
 * Active members by country on a world map: an SVG drawn on the server (the land is one cached
 * image, the markers are circles sized by the count), with the same figures as a table.
 */
export function MemberMap({
  data,
  tone = 'light',
  title = 'Where our members are',
}: {
  data: MemberMapData;
  /** `dark` on the navy hero, `light` on white */
  tone?: 'light' | 'dark';
  title?: string;
}) {
  const id = useId();
  const largest = Math.max(1, ...data.countries.map((country) => country.count));
  const drawn = data.countries.filter((country) => country.x >= 0);
  return (
    <figure className={`${styles.map} ${styles[tone]}`} aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className={styles.caption}>
        {title}
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={`${groupThousands(data.members)} member companies in ${data.countries.length} countries`}
        className={styles.svg}
      >
        <image href="/images/world-land.svg" width={WIDTH} height={HEIGHT} className={styles.land} />
        {/* Smallest last, so a small country is never hidden under its big neighbour. */}
        {[...drawn].reverse().map((country) => (
          <circle
            key={country.code}
            cx={country.x}
            cy={country.y}
            r={4 + 14 * Math.sqrt(country.count / largest)}
            className={styles.marker}
          >
            <title>{`${country.name}: ${groupThousands(country.count)}`}</title>
          </circle>
        ))}
      </svg>
      {data.countries.length > 0 ? (
        <details className={styles.tableBox}>
          <summary>Members by country, as a table</summary>
          <table className={styles.table}>
            <caption className="visually-hidden">Active member companies by country</caption>
            <thead>
              <tr>
                <th scope="col">Country</th>
                <th scope="col">Member companies</th>
              </tr>
            </thead>
            <tbody>
              {data.countries.map((country) => (
                <tr key={country.code}>
                  <th scope="row">{country.name}</th>
                  <td>{groupThousands(country.count)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      ) : null}
    </figure>
  );
}
