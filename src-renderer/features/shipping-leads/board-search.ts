import type { Crumb } from '../../components/seo/Seo';
import { EQUIPMENT_TYPES, LEAD_MODES, type LeadSearch } from '../../../shared/api/shipping-leads';
import { COUNTRY_CODES } from '../../../shared/domain/countries';
import { isCalendarDay } from '../../../shared/domain/date';

export const BOARD_PATH = '/shipping-leads';

export const BOARD_CRUMBS: Crumb[] = [
  { name: 'Home', path: '/' },
  { name: 'Shipping leads', path: BOARD_PATH },
];

export interface BoardSearch {
  origin: string;
  destination: string;
  mode: string;
  equipment: string;
  readyFrom: string;
  readyUntil: string;
  page: number;
}

const oneOf = (values: readonly string[], value: string | null) =>
  value && values.includes(value) ? value : '';

/** The search in the address bar, with anything unknown read as "any". */
export function readBoardSearch(params: URLSearchParams): BoardSearch {
  const country = (name: string) => oneOf(COUNTRY_CODES, (params.get(name) ?? '').toUpperCase());
  const day = (name: string) => {
    const value = params.get(name) ?? '';
    return isCalendarDay(value) ? value : '';
  };
  const page = Number(params.get('page'));
  return {
    origin: country('origin'),
    destination: country('destination'),
    mode: oneOf(LEAD_MODES, params.get('mode')),
    equipment: oneOf(EQUIPMENT_TYPES, params.get('equipment')),
    readyFrom: day('readyFrom'),
    readyUntil: day('readyUntil'),
    page: Number.isInteger(page) && page > 1 && page <= 10_000 ? page : 1,
  };
}

/** The board's address for a search, leaving out what is "any", so links stay short. */
export function boardPath(search: BoardSearch): string {
  const params = new URLSearchParams();
  for (const key of ['origin', 'destination', 'mode', 'equipment', 'readyFrom', 'readyUntil'] as const) {
    if (search[key]) params.set(key, search[key]);
  }
  if (search.page > 1) params.set('page', String(search.page));
  const query = params.toString();
  return query ? `${BOARD_PATH}?${query}` : BOARD_PATH;
}

export function boardQuery(search: BoardSearch): LeadSearch {
  return {
    origin: search.origin,
    destination: search.destination,
    mode: search.mode as LeadSearch['mode'],
    equipment: search.equipment as LeadSearch['equipment'],
    readyFrom: search.readyFrom,
    readyUntil: search.readyUntil,
    page: search.page,
  };
}

export function isFiltered(search: BoardSearch): boolean {
  return Boolean(
    search.origin ||
    search.destination ||
    search.mode ||
    search.equipment ||
    search.readyFrom ||
    search.readyUntil,
  );
}
