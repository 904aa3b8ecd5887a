import { Link } from 'react-router';
import type { TransportUnit } from '../../../shared/api/virtual-office';
import { CopyLinkButton } from './CopyLinkButton';
import { unitPath } from './unit-links';
import { availabilityText, rateText, typeText, zoneText } from './unit-text';
import styles from './virtual-office.module.css';

/** One listing: a summary card in the list, the full record on its own page. */
export function UnitCard({
  unit,
  detailed = false,
  onEdit,
  onDelete,
}: {
  unit: TransportUnit;
  detailed?: boolean;
  onEdit: (unit: TransportUnit) => void;
  onDelete: (unit: TransportUnit) => void;
}) {
  const Heading = detailed ? 'h2' : 'h3';
  return (
    <article className={styles.card} aria-label={unit.name}>
      <header className={styles.cardHeader}>
        <Heading className={styles.cardTitle}>
          {detailed ? unit.name : <Link to={unitPath(unit.id)}>{unit.name}</Link>}
        </Heading>
        <span className={styles.badge}>{typeText(unit)}</span>
      </header>
      <dl className={styles.facts}>
        <div>
          <dt>Registration</dt>
          <dd>{unit.registrationNumber}</dd>
        </div>
        <div>
          <dt>Rate</dt>
          <dd>{rateText(unit)}</dd>
        </div>
        <div>
          <dt>Available</dt>
          <dd>{availabilityText(unit)}</dd>
        </div>
        <div>
          <dt>Listed by</dt>
          <dd>
            {unit.company.name}
            {unit.createdBy ? ` (${unit.createdBy.name})` : ''}
          </dd>
        </div>
        <div className={styles.wide}>
          <dt>Loading zones</dt>
          <dd>
            <ul className={styles.zones}>
              {unit.zones.map((zone) => (
                <li key={`${zone.country}-${zone.city ?? ''}`}>{zoneText(zone)}</li>
              ))}
            </ul>
          </dd>
        </div>
        {detailed && unit.notes ? (
          <div className={styles.wide}>
            <dt>Notes</dt>
            <dd className={styles.notes}>{unit.notes}</dd>
          </div>
        ) : null}
      </dl>
      <div className={styles.cardActions}>
        <CopyLinkButton unitId={unit.id} unitName={unit.name} />
        {unit.canEdit ? (
          <>
            <button type="button" className={styles.linkButton} onClick={() => onEdit(unit)}>
              Edit<span className="visually-hidden"> {unit.name}</span>
            </button>
            <button type="button" className={styles.dangerButton} onClick={() => onDelete(unit)}>
              Delete<span className="visually-hidden"> {unit.name}</span>
            </button>
          </>
        ) : null}
      </div>
    </article>
  );
}
