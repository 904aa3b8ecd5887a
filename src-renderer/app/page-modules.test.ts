import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../shared/routes';
import { PAGE_MODULES } from './page-modules';

describe('page modules', () => {
  it('has a page for every built route and no page for an unbuilt one', () => {
    const built = ROUTES.filter((route) => route.built)
      .map((route) => route.id)
      .sort();
    expect(Object.keys(PAGE_MODULES).sort()).toEqual(built);
  });
});
