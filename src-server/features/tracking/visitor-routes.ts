import type { FastifyInstance } from 'fastify';
import { listSampleShipments, trackSampleShipment } from '../../../shared/api/tracking';
import type { Db } from '../../db/database';
import { ApiError } from '../../core/errors';
import { route } from '../../http/route';
import { shipmentView } from '../../engines/tracking/shipment-view';
import { isSampleShipment, sampleContainers } from './tracking-repository';

const MINUTE = 60 * 1000;

export const MEMBERS_ONLY_MESSAGE =
  'Without an account you can track the sample shipments only: tracking a real shipment asks its carrier, which is part of membership. Sign in to track it, or try one of the samples.';

/**
 * Tracking as visitors may try it: the sample shipments (generated, labelled as samples) and
 * their timelines. Nothing here asks a carrier, and a real reference is refused without saying
 * whether anyone tracks it.
 */
export function visitorTrackingRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  route(
    app,
    listSampleShipments,
    async () => {
      const samples = await sampleContainers(db);
      return {
        shipments: await Promise.all(
          samples.map(async (sample) => {
            const reference = { kind: sample.reference_kind, reference: sample.reference };
            const view = await shipmentView(db, reference, { userId: null, pull: null });
            return { ...reference, statusLine: view.status.line };
          }),
        ),
      };
    },
    { access: 'anyone', config: { rateLimit: { max: 30, timeWindow: MINUTE } } },
  );

  route(
    app,
    trackSampleShipment,
    async ({ query }) => {
      if (!(await isSampleShipment(db, query))) throw new ApiError('FORBIDDEN', MEMBERS_ONLY_MESSAGE);
      return shipmentView(db, query, { userId: null, pull: null });
    },
    { access: 'anyone', config: { rateLimit: { max: 30, timeWindow: MINUTE } } },
  );
}
