import { routeById, type RouteId, type Viewer } from './routes';

/** One entry of the workspace's navigation. */
export interface WorkspaceLink {
  label: string;
  href: string;
  /** only `href` itself is this entry, not the pages below it */
  exact?: boolean;
  /** other roots whose pages belong to this entry (a company's profile to "Directory") */
  also?: readonly string[];
  children?: readonly WorkspaceLink[];
}

const link = (
  label: string,
  id: RouteId,
  more: Pick<WorkspaceLink, 'exact' | 'also'> = {},
): WorkspaceLink[] => {
  const route = routeById(id);
  return route.built && !route.pattern ? [{ label, href: route.path, ...more }] : [];
};

const TOOLS: WorkspaceLink[] = [
  ...link('Ship schedules', 'digital-tools-ship-schedules'),
  ...link('Cargo tracking', 'digital-tools-tracking-system'),
  ...link('Calculator widget', 'digital-tools-calculator-widget'),
  ...link('Virtual office', 'directory-virtual-office'),
];

const MEMBER: WorkspaceLink[] = [
  ...link('Dashboard', 'dashboard', { exact: true }),
  ...(TOOLS.length > 0 ? [{ label: 'Tools', href: TOOLS[0]!.href, children: TOOLS }] : []),
  ...link('Leads', 'shipping-leads'),
  ...link('Directory', 'directory', { exact: true, also: ['/directory/company', '/directory/my-company'] }),
  ...link('Meetings', 'meetings'),
  ...link('Cases', 'payment-protection'),
  ...link('Account', 'account'),
];

const ADMIN: WorkspaceLink[] = [
  ...link('Work queues', 'dashboard', { exact: true }),
  ...link('Members', 'admin-members'),
  ...link('Invoices', 'admin-invoices'),
  ...link('Content', 'admin', {
    exact: true,
    also: ['/admin/membership-fees', '/admin/payment-protection', '/blog/editor'],
  }),
  ...link('Account', 'account'),
];

/**
 * The workspace's navigation for a signed-in person (DESIGN §12): members find their tools,
 * leads, directory, cases and account; the DFA team its work queues, members, invoices and
 * content. Only built pages are listed.
 */
export function workspaceNavigation(viewer: Exclude<Viewer, 'visitor'>): readonly WorkspaceLink[] {
  return viewer === 'admin' ? ADMIN : MEMBER;
}

const under = (root: string, pathname: string) => pathname === root || pathname.startsWith(`${root}/`);

/** Whether `pathname` belongs to the entry: its page, a page below it, or one of its other roots. */
export function isCurrentEntry(entry: WorkspaceLink, pathname: string): boolean {
  if (entry.exact ? pathname === entry.href : under(entry.href, pathname)) return true;
  return (entry.also ?? []).some((root) => under(root, pathname));
}

/**
 * Whether a page is one the viewer's workspace navigation leads to. Public pages that are also
 * a member's tools (schedules, tracking, the directory) keep the workspace's frame for a
 * signed-in viewer, so following the navigation never leaves the workspace.
 */
export function inWorkspaceNavigation(viewer: Exclude<Viewer, 'visitor'>, pathname: string): boolean {
  const entries = workspaceNavigation(viewer).flatMap((entry) => [entry, ...(entry.children ?? [])]);
  return entries.some((entry) => !entry.children && isCurrentEntry(entry, pathname));
}
