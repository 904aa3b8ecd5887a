import { Link } from 'react-router';
import type { DirectoryCard } from '../../../shared/api/directory';
import { statusLabel } from '../../../shared/domain/membership';
import { SERVICES } from '../../../shared/domain/services';
import { formatDate } from '../../../shared/domain/date';
import styles from './directory.module.css';

const SERVICE_LABELS = new Map<string, string>(SERVICES.map((service) => [service.id, service.label]));

export function companyPath(slug: string): string {
  return `/directory/company/${slug}`;
}

export const EDIT_COMPANY_PATH = '/directory/my-company';

/** The profile editor for one's own company, or (admins) for the company with this slug. */
export function editCompanyHref(slug?: string): string {
  return slug ? `${EDIT_COMPANY_PATH}?company=${encodeURIComponent(slug)}` : EDIT_COMPANY_PATH;
}

export function StatusBadge({ status }: { status: DirectoryCard['status'] }) {
  return <span className={`${styles.badge} ${styles[status]}`}>{statusLabel(status)}</span>;
}

export function serviceLabel(id: string): string {
  return SERVICE_LABELS.get(id) ?? id;
}

/** "Aegean Demo Lines" → "AD": shown where a company has no logo yet. */
function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((word) => /^[\p{L}\p{N}]/u.test(word));
  return words
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

/** The company's logo, or its initials; decorative beside the name (`label` names it alone). */
export function CompanyLogo({
  name,
  logoUrl,
  size,
  label,
}: {
  name: string;
  logoUrl: string | null;
  size: 'small' | 'large';
  label?: string;
}) {
  const className = `${styles.logo} ${size === 'large' ? styles.logoLarge : ''}`;
  const pixels = size === 'large' ? 96 : 48;
  return logoUrl ? (
    <img
      className={className}
      src={logoUrl}
      alt={label ?? ''}
      width={pixels}
      height={pixels}
      loading="lazy"
    />
  ) : (
    <span className={`${className} ${styles.initials}`} aria-hidden="true">
      {initialsOf(name)}
    </span>
  );
}

export function CompanyCard({ company }: { company: DirectoryCard }) {
  const otherOffices = company.officeCount - 1;
  return (
    <li className={styles.card}>
      <div className={styles.cardHead}>
        <CompanyLogo name={company.name} logoUrl={company.logoUrl} size="small" />
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
