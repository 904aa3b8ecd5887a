import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../shared/routes';
import { PAGE_LOADERS } from './page-modules';
import { PAGE_SOURCES } from './page-sources';

describe('page modules', () => {
  it('has a page for every built route and no page for an unbuilt one', () => {
    const built = ROUTES.filter((route) => route.built)
      .map((route) => route.id)
      .sort();
    expect(Object.keys(PAGE_LOADERS).sort()).toEqual(built);
    expect(Object.keys(PAGE_SOURCES).sort()).toEqual(built);
  });

  it('loads in the browser the file the server preloads for each page', () => {
    const loaders = readFileSync(new URL('./page-modules.ts', import.meta.url), 'utf8');
    const imported = Object.fromEntries(
      [...loaders.matchAll(/^\s*'?([\w-]+)'?: \(\) =>\s+import\('\.\.\/([^']+)'\),$/gm)].map(
        ([, routeId, path]) => [routeId, `${path}.tsx`],
      ),
    );
    expect(imported).toEqual(PAGE_SOURCES);
  });
});
