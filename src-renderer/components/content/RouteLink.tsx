import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { builtHref, type RouteId } from '../../../shared/routes';

/**
 * A link to another page of the site that stays plain text while that page is not built, so
 * copy can mention it today without ever leaving a dead link.
 */
export function RouteLink({ to, children }: { to: RouteId; children: ReactNode }) {
  const href = builtHref(to);
  return href ? <Link to={href}>{children}</Link> : <>{children}</>;
}
