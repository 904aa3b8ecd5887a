import { Link } from 'react-router';
import type { CallTime, previewRoutes } from '../../../shared/api/schedules';
import type { ResponseOf } from '../../../shared/api/endpoint';
import { formatDate } from '../../../shared/domain/date';
import { builtHref } from '../../../shared/routes';
import { SCHEDULE_LIMITS } from '../../../shared/schedules/limits';
import { ButtonLink } from '../ui/ButtonLink';
import styles from './FindSailings.module.css';

/** The day at the port, "Dec 1 2026", whatever the reader's time zone. */
function portDay(time: CallTime): string {
  return formatDate(new Date(Date.parse(time.at) + time.offsetMinutes * 60_000));
}

const transitDays = (hours: number) => `${Math.round(hours / 24)} days`;

export interface SailingsPreviewProps {
  preview: ResponseOf<typeof previewRoutes>;
}

/** The first sailings of the route a visitor asked for, and what members see besides. */
export default function SailingsPreview({ preview }: SailingsPreviewProps) {
  const signInHref = builtHref('auth-sign-in') ?? '/auth/sign-in';
  const joinHref = builtHref('membership');
  const more = preview.total - preview.sailings.length;
  const route = `${preview.from.name} to ${preview.to.name}`;
  return (
    <div className={styles.result}>
      <h3 className={styles.resultTitle}>
        {preview.total === 0
          ? `No sailings from ${route} in the next ${SCHEDULE_LIMITS.defaultWindowDays / 7} weeks`
          : `Next sailings from ${route}`}
        {preview.sample ? <span className={styles.sampleTag}>Sample</span> : null}
      </h3>
      {preview.sample ? (
        <p className={styles.note} role="note">
          <strong>Sample schedules:</strong> real ports and carriers with invented services and times, for
          trying the search. Book nothing on them.
        </p>
      ) : null}
      {preview.total === 0 ? (
        <p>
          No carrier connected here publishes a sailing between these ports, direct or with one transshipment,
          from {formatDate(preview.departFrom)} to {formatDate(preview.departTo)}. Try a nearby port.
        </p>
      ) : (
        <ol className={styles.sailings}>
          {preview.sailings.map((sailing) => (
            <li key={sailing.id} className={styles.sailing}>
              <span className={styles.carrier}>{sailing.carrier}</span>
              <span className={styles.dates}>
                <span>
                  Departs <time dateTime={sailing.departure.at}>{portDay(sailing.departure)}</time>
                </span>
                <span>
                  Arrives <time dateTime={sailing.arrival.at}>{portDay(sailing.arrival)}</time>
                </span>
              </span>
              <span className={styles.transit}>
                {transitDays(sailing.transitHours)} ·{' '}
                {sailing.transshipment
                  ? `via ${preview.ports[sailing.transshipment]?.name ?? sailing.transshipment}`
                  : 'direct'}
              </span>
            </li>
          ))}
        </ol>
      )}
      {preview.total > 0 ? (
        <div className={styles.members}>
          <p>
            {more > 0
              ? `${more} more ${more === 1 ? 'sailing leaves' : 'sailings leave'} by ${formatDate(preview.departTo)}. `
              : ''}
            Members see every sailing with its vessel, voyage, transshipment times and route map, and can
            download the list.
          </p>
          <p className={styles.actions}>
            <ButtonLink to={signInHref}>Sign in to see all sailings</ButtonLink>
            {joinHref ? <Link to={joinHref}>Not a member? Join DFA</Link> : null}
          </p>
        </div>
      ) : null}
    </div>
  );
}
