import { MEMBER_FILTERS, type MemberFilter } from '../../../shared/api/members';

export const MEMBERS_PATH = '/admin/members';

/** What the members page shows, as its address says. */
export interface MemberSearch {
  filter: MemberFilter;
  text: string;
  country: string;
  page: number;
}

export function searchOf(params: URLSearchParams): MemberSearch {
  const filter = params.get('filter');
  return {
    filter: (MEMBER_FILTERS as readonly string[]).includes(filter ?? '')
      ? (filter as MemberFilter)
      : 'applications',
    text: params.get('text')?.trim() ?? '',
    country: params.get('country')?.trim().toUpperCase() ?? '',
    page: Math.max(1, Number(params.get('page')) || 1),
  };
}

export function hrefOf(search: MemberSearch): string {
  const params = new URLSearchParams();
  if (search.filter !== 'applications') params.set('filter', search.filter);
  if (search.text) params.set('text', search.text);
  if (search.country) params.set('country', search.country);
  if (search.page > 1) params.set('page', String(search.page));
  const query = params.toString();
  return query ? `${MEMBERS_PATH}?${query}` : MEMBERS_PATH;
}
