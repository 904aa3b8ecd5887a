import type { Crumb } from '../../components/seo/Seo';

export const EVENTS_TRAIL: Crumb[] = [{ name: 'Events', path: '/events' }];

export function eventPath(slug: string): string {
  return `/events/${slug}`;
}
