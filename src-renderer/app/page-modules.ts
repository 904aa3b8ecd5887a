import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteId } from '../../shared/routes';

/** One lazily loaded page per built route (a unit test holds the two lists together). */
export const PAGE_MODULES: Partial<Record<RouteId, LazyExoticComponent<ComponentType>>> = {
  home: lazy(() => import('../features/home/HomePage')),
  membership: lazy(() => import('../features/membership/MembershipPage')),
};
