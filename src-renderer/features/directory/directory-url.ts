export const DIRECTORY_PATH = '/directory';

const FILTER_NAMES = ['text', 'country', 'city', 'status', 'service', 'sort'] as const;
export type FilterName = (typeof FILTER_NAMES)[number];

/** The search a directory URL asks for, as plain strings (the server validates them). */
export function searchFromParams(params: URLSearchParams): Record<FilterName | 'page', string | undefined> {
  const value = (name: string) => params.get(name)?.trim() || undefined;
  return {
    text: value('text'),
    country: value('country')?.toUpperCase(),
    city: value('city'),
    status: value('status'),
    service: value('service'),
    sort: value('sort'),
    page: value('page'),
  };
}

export type DirectorySearchParams = ReturnType<typeof searchFromParams>;

/** A directory URL's query string: empty filters and page 1 are left out, so URLs stay short. */
export function directoryHref(
  search: Partial<Record<FilterName | 'page', string | number | undefined>>,
): string {
  const params = new URLSearchParams();
  for (const name of [...FILTER_NAMES, 'page'] as const) {
    const value = search[name];
    if (value === undefined || value === '' || (name === 'page' && String(value) === '1')) continue;
    params.set(name, String(value));
  }
  const query = params.toString();
  return query ? `${DIRECTORY_PATH}?${query}` : DIRECTORY_PATH;
}
