import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './ButtonLink.module.css';

/** A link that looks like a button; `className` adds to its look (`for-visitors`), never replaces it. */
export function ButtonLink({
  to,
  variant = 'primary',
  className,
  children,
}: {
  to: string;
  variant?: 'primary' | 'secondary' | 'onDark';
  className?: string;
  children: ReactNode;
}) {
  return (
    <Link to={to} className={`${styles.button} ${styles[variant]}${className ? ` ${className}` : ''}`}>
      {children}
    </Link>
  );
}
