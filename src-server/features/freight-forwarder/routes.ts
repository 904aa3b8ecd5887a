import type { FastifyInstance } from 'fastify';
import { getForwarderCountry } from '../../../shared/api/freight-forwarder';
import { ALL_TERMS } from '../../../shared/dictionary/index';
import { forwarderCountryBySlug } from '../../../shared/freight-forwarder/countries';
import { COUNTRY_PORTS } from '../../../shared/freight-forwarder/country-ports';
import { COUNTRY_GUIDES } from '../../../shared/freight-forwarder/guides/country-guides';
import { ApiError } from '../../core/errors';
import { route } from '../../http/route';

const TERM_NAMES = new Map(ALL_TERMS.map((term) => [term.url, term.name]));

export function freightForwarderRoutes(app: FastifyInstance): void {
  route(
    app,
    getForwarderCountry,
    async ({ query }) => {
      const country = forwarderCountryBySlug(query.slug);
      const guide = country ? COUNTRY_GUIDES[country.slug] : undefined;
      const ports = country ? COUNTRY_PORTS[country.code] : undefined;
      if (!guide || !ports) {
        throw new ApiError('NOT_FOUND', 'We have no freight forwarding page for that country yet.');
      }
      return {
        guide: {
          ...guide,
          overview: [...guide.overview],
          tradeLanes: [...guide.tradeLanes],
          customs: [...guide.customs],
          practicalNotes: [...guide.practicalNotes],
          terms: guide.terms.map((slug) => ({ slug, name: TERM_NAMES.get(slug) ?? slug })),
        },
        ports: { gateways: [...ports.gateways], others: [...ports.others] },
      };
    },
    { access: 'anyone' },
  );
}
