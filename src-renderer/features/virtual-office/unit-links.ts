import type { UnitView } from '../../../shared/api/virtual-office';

export const OFFICE_PATH = '/directory/virtual-office';

/** The shareable address of one listing: it opens for any signed-in member. */
export function unitPath(id: number): string {
  return `${OFFICE_PATH}?unit=${id}`;
}

export interface OfficeSearch {
  view: UnitView;
  type: string;
  country: string;
  city: string;
  page: number;
}

/** The list's address for a search, leaving out what is "any", so links stay short. */
export function searchPath(search: OfficeSearch): string {
  const params = new URLSearchParams();
  if (search.view !== 'all') params.set('view', search.view);
  if (search.type) params.set('type', search.type);
  if (search.country) params.set('country', search.country);
  if (search.country && search.city) params.set('city', search.city);
  if (search.page > 1) params.set('page', String(search.page));
  const query = params.toString();
  return query ? `${OFFICE_PATH}?${query}` : OFFICE_PATH;
}
