import { Link } from 'react-router';
import type { Dashboard } from '../../../shared/api/dashboard';
import { eventLabel, localTime, placeOf } from '../../../shared/tracking/timeline';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { Section } from '../../components/kit/Section';
import { EmptyState } from '../../components/kit/states';
import text from '../../components/kit/text.module.css';
import styles from './dashboard.module.css';
import { Figure } from './Figure';

const TRACKING = '/digital-tools/tracking-system';

/** The containers the member watches, each with its next arrival and its latest change. */
export function ContainersPanel({ containers }: { containers: Dashboard['containers'] }) {
  return (
    <Section panel title="Watched containers" actions={<Link to={TRACKING}>Open tracking</Link>}>
      <div className={styles.figures}>
        <Figure value={containers.watched} label="watched" to={TRACKING} />
      </div>
      {containers.shipments.length === 0 ? (
        <EmptyState
          title="Watch a container to follow it from here"
          action={
            <ButtonLink to={TRACKING} variant="secondary">
              Watch a container
            </ButtonLink>
          }
        >
          <p>Track a container or a bill of lading, then choose “Watch”: each new move is emailed to you.</p>
        </EmptyState>
      ) : (
        <ul className={styles.items} aria-label="Your watched containers">
          {containers.shipments.map((shipment) => {
            const arrival = shipment.destination;
            const change = shipment.lastActual;
            return (
              <li key={`${shipment.kind}-${shipment.reference}`}>
                <Link
                  to={`${TRACKING}?${new URLSearchParams({ kind: shipment.kind, reference: shipment.reference }).toString()}`}
                >
                  {shipment.reference}
                </Link>
                {shipment.isSample ? <span className={text.meta}>Sample shipment</span> : null}
                {arrival ? (
                  <span>
                    {`${arrival.classifier === 'ACT' ? 'Arrived' : 'Arrives'} ${placeOf(arrival)}: ${localTime(arrival.eventDateTime)}`}
                  </span>
                ) : null}
                {change ? (
                  <span className={text.meta}>
                    {`Latest: ${eventLabel(change)}, ${placeOf(change)}, ${localTime(change.eventDateTime)}`}
                  </span>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </Section>
  );
}
