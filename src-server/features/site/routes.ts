import type { FastifyInstance } from 'fastify';
import { getSiteFigures, getSupportContacts } from '../../../shared/api/site';
import { ALL_TERMS } from '../../../shared/dictionary/index';
import type { SupportContacts } from '../../config';
import { route } from '../../http/route';
import { countryName } from '../../services/country-name';
import type { SiteHooksHub } from '../../web/site-hooks';

/**
 * The home page's live figures: what each feature counts from its data, then the dictionary's
 * size. A feature whose data does not exist yet adds nothing, and a count of zero is left out
 * (a fresh install says nothing rather than "0 member companies"), so no figure is made up or
 * empty.
 */
export function siteRoutes(
  app: FastifyInstance,
  { site, support }: { site: Pick<SiteHooksHub, 'figures'>; support: SupportContacts },
): void {
  route(
    app,
    getSiteFigures,
    async () => ({
      figures: [
        ...(await site.figures()),
        { id: 'dictionary-terms', value: ALL_TERMS.length, label: 'freight terms explained' },
      ].filter((figure) => figure.value > 0),
    }),
    { access: 'anyone' },
  );

  const contacts = {
    phones: support.phones.map((phone) => ({
      ...phone,
      countryName: countryName(phone.country.toUpperCase()),
    })),
    email: support.email ?? null,
    address: support.address,
  };
  route(app, getSupportContacts, async () => contacts, { access: 'anyone' });
}
