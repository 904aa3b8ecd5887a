import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './dashboard.module.css';

/** One figure of the member's business, linking to where it is worked: "2 new leads on your lanes". */
export function Figure({
  value,
  label,
  to,
  long = false,
}: {
  value: ReactNode;
  label: string;
  to: string;
  /** a value longer than a count (an amount), set smaller so it fits its tile */
  long?: boolean;
}) {
  return (
    <Link to={to} className={styles.figure}>
      <span className={long ? styles.longValue : styles.value}>{value}</span>
      <span className={styles.label}>{label}</span>
    </Link>
  );
}
