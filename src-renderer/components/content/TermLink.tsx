import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { dictionaryTermPath } from '../../../shared/routes';

/** A link to a freight dictionary term; the end-to-end crawls check that every slug used exists. */
export function TermLink({ slug, children }: { slug: string; children: ReactNode }) {
  return <Link to={dictionaryTermPath(slug)}>{children}</Link>;
}
