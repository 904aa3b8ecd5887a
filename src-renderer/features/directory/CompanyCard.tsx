import { Link } from 'react-router';
import type { DirectoryCard } from '../../../shared/api/directory';
import { MEMBERSHIP_LABELS } from '../../../shared/domain/membership';
import { SERVICES } from '../../../shared/domain/services';
import { formatDate } from '../../../shared/domain/date';
import styles from './directory.module.css';

const SERVICE_LABELS = new Map<string, string>(SERVICES.map((service) => [service.id, service.label]));

export function companyPath(slug: string): string {
  return `/directory/company/${slug}`;
}

export function StatusBadge({ status }: { status: DirectoryCard['status'] }) {
  return <span className={`${styles.badge} ${styles[status]}`}>{MEMBERSHIP_LABELS[status]}</span>;
}

export function serviceLabel(id: string): string {
  return SERVICE_LABELS.get(id) ?? id;
}

export function CompanyCard({ company }: { company: DirectoryCard }) {
  const otherOffices = company.officeCount - 1;
  return (
    <li className={styles.card}>
      <div className={styles.cardHead}>
        <h2 className={styles.cardTitle}>
          <Link to={companyPath(company.slug)}>{company.name}</Link>
        </h2>
        <StatusBadge status={company.status} />
      </div>
      <p className={styles.place}>
        {company.city}, {company.countryName}
        {otherOffices > 0 ? ` · ${otherOffices} more office${otherOffices === 1 ? '' : 's'}` : ''}
      </p>
      <ul className={styles.services} aria-label="Services">
        {company.services.map((id) => (
          <li key={id}>{serviceLabel(id)}</li>
        ))}
      </ul>
      {company.validUntil ? (
        <p className={styles.validity}>
          Membership valid until <time dateTime={company.validUntil}>{formatDate(company.validUntil)}</time>
        </p>
      ) : null}
    </li>
  );
}
