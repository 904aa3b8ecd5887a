import type { ReactNode } from 'react';
import type { UserRecord } from '../../../shared/api/user';
import type { MemberTool } from '../../../shared/domain/member-access';
import { Breadcrumbs } from '../content/Breadcrumbs';
import { Seo, type Crumb } from '../seo/Seo';
import { MemberGate } from './MemberGate';
import styles from './PageFrame.module.css';

/** Every workspace trail starts at the dashboard. */
const DASHBOARD: Crumb = { name: 'Dashboard', path: '/dashboard' };

interface FrameProps {
  /** the page's own path, for its canonical link and the last crumb */
  path: string;
  /** the document title, the last crumb, and the heading unless `heading` says otherwise */
  title: string;
  /** the heading when it is not the title (a record's name, known once loaded) */
  heading?: ReactNode;
  description: string;
  /** the pages between the dashboard and this one */
  crumbs?: readonly Crumb[];
  /** a sentence under the heading: what the page is for */
  lead?: ReactNode;
  /** the view's one primary action, beside the heading */
  action?: ReactNode;
}

/**
 * The frame of a workspace page: its head tags (never indexed), the trail from the dashboard,
 * the heading (which takes focus when an action removes what had it), a lead and the view's one
 * primary action. With `gate`, the content is for signed-in members (or the DFA team) only, and
 * `children` receives the signed-in user.
 */
export function PageFrame(
  props: FrameProps &
    (
      | { gate?: undefined; children: ReactNode }
      | {
          gate: { what: string; admins?: boolean; tool?: MemberTool };
          children: (user: UserRecord) => ReactNode;
        }
    ),
) {
  const { path, title, heading, description, crumbs = [], lead, action } = props;
  const trail = path === DASHBOARD.path ? [DASHBOARD] : [DASHBOARD, ...crumbs, { name: title, path }];
  return (
    <div className={styles.page}>
      <Seo path={path} title={title} description={description} breadcrumbs={trail} noIndex />
      {trail.length > 1 ? <Breadcrumbs crumbs={trail} /> : null}
      <header className={styles.header}>
        <div className={styles.titles}>
          <h1 tabIndex={-1}>{heading ?? title}</h1>
          {lead ? <p className={styles.lead}>{lead}</p> : null}
        </div>
        {action ? <div className={styles.action}>{action}</div> : null}
      </header>
      {props.gate ? <MemberGate {...props.gate}>{props.children}</MemberGate> : props.children}
    </div>
  );
}
