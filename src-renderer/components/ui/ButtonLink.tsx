import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './ButtonLink.module.css';

export function ButtonLink({
  to,
  variant = 'primary',
  children,
}: {
  to: string;
  variant?: 'primary' | 'secondary' | 'onDark';
  children: ReactNode;
}) {
  return (
    <Link to={to} className={`${styles.button} ${styles[variant]}`}>
      {children}
    </Link>
  );
}
