import { Link } from 'react-router';
import { getUnit, type TransportUnit } from '../../../shared/api/virtual-office';
import { usePageData } from '../../lib/api';
import { OFFICE_PATH } from './unit-links';
import { UnitCard } from './UnitCard';
import styles from './virtual-office.module.css';
import { PageStatus } from '../../components/page-status/PageStatus';

/** The page a shared link opens: one listing in full. */
export function UnitDetail({
  id,
  onEdit,
  onDelete,
}: {
  id: number;
  onEdit: (unit: TransportUnit) => void;
  onDelete: (unit: TransportUnit) => void;
}) {
  const result = usePageData<typeof getUnit>(getUnit.path, { query: { id } }, { serverRender: false });
  return (
    <section aria-busy={result.state === 'loading'} className={styles.detail}>
      <p>
        <Link to={OFFICE_PATH}>← All listings</Link>
      </p>
      {result.state === 'loading' || result.state === 'error' ? (
        <PageStatus state={result} what="the listing" />
      ) : null}
      {result.state === 'not-found' ? <UnitNotFound /> : null}
      {result.state === 'ready' ? (
        <UnitCard unit={result.data} detailed onEdit={onEdit} onDelete={onDelete} />
      ) : null}
    </section>
  );
}

export function UnitNotFound() {
  return (
    <div className={styles.empty}>
      <h2 className={styles.panelTitle}>This listing is no longer available</h2>
      <p>
        The company may have deleted it, or the link is incomplete. Search the{' '}
        <Link to={OFFICE_PATH}>virtual office</Link> for other transport units.
      </p>
    </div>
  );
}
