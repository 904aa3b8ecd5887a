import { addDays, utcDay } from '../../../shared/domain/date';
import { insertLead } from '../../../src-server/services/shipping-lead-repository';
import { withE2eDatabase } from './database';

/** A shipper's lead, published on the board for a fortnight, on the lane from `origin` to `destination`. */
export async function publishedLead(origin: string, destination: string): Promise<number> {
  return withE2eDatabase(async (db) => {
    const now = new Date();
    const id = await insertLead(
      db,
      {
        status: 'pending',
        source: 'form',
        addressedCompanyId: null,
        requester: {
          name: 'Marta Ruiz',
          company: null,
          email: 'marta@levante.test',
          phone: null,
          country: 'ES',
        },
        shipment: {
          mode: 'sea-fcl',
          origin: { country: origin, port: null, city: 'Factory gate' },
          destination: { country: destination, port: null, city: 'Warehouse' },
          equipment: [{ type: '40HC', count: 1 }],
          pieces: [],
          commodity: 'Ceramic floor tiles on pallets',
          hazardous: false,
          readyDate: addDays(utcDay(now), 10),
          incoterm: 'FOB',
          notes: null,
        },
        idempotencyKey: null,
        ip: '127.0.0.1',
        attribution: null,
      },
      now,
    );
    await db
      .updateTable('shipping_leads')
      .set({
        status: 'published',
        published_at: now.toISOString(),
        expires_at: new Date(now.getTime() + 14 * 86_400_000).toISOString(),
      })
      .where('id', '=', id)
      .execute();
    return id;
  });
}
