import type { FastifyInstance } from 'fastify';
import { listPorts } from '../../../shared/api/places';
import { route } from '../../http/route';
import { seaportsOf } from '../../services/seaports';

/** A country's seaports, for the port pickers of the lead form and the rate sheet. Public. */
export function placeRoutes(app: FastifyInstance): void {
  route(
    app,
    listPorts,
    async ({ query, reply }) => {
      // The list changes only with a new release of the port data.
      reply.header('cache-control', 'public, max-age=86400');
      return { country: query.country, ports: [...seaportsOf(query.country)] };
    },
    { access: 'anyone' },
  );
}
