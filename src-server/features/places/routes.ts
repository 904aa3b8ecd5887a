import type { FastifyInstance } from 'fastify';
import { listPorts } from '../../../shared/api/places';
import type { Db } from '../../db/database';
import { route } from '../../http/route';
import { portCatalog } from '../../engines/ports/port-repository';

/** A country's seaports, for the port pickers of the lead form and the rate sheet. Public. */
export function placeRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  route(
    app,
    listPorts,
    async ({ query, reply }) => {
      // The list changes only with a new release of the port data.
      reply.header('cache-control', 'public, max-age=86400');
      return { country: query.country, ports: [...(await portCatalog(db)).inCountry(query.country)] };
    },
    { access: 'anyone' },
  );
}
