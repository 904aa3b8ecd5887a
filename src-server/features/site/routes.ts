import type { FastifyInstance } from 'fastify';
import { getSiteFigures } from '../../../shared/api/site';
import { ALL_TERMS } from '../../../shared/dictionary/index';
import { route } from '../../http/route';
import type { SiteHooksHub } from '../../web/site-hooks';

/**
 * The home page's live figures: what each feature counts from its data, then the dictionary's
 * size. A feature whose data does not exist yet adds nothing, so no figure is ever made up.
 */
export function siteRoutes(app: FastifyInstance, { site }: { site: Pick<SiteHooksHub, 'figures'> }): void {
  route(
    app,
    getSiteFigures,
    async () => ({
      figures: [
        ...(await site.figures()),
        { id: 'dictionary-terms', value: ALL_TERMS.length, label: 'freight terms explained' },
      ],
    }),
    { access: 'anyone' },
  );
}
