import { addDays, utcDay } from '../../../shared/domain/date';
import { insertLead } from '../../../src-server/services/shipping-lead-repository';
import { withE2eDatabase } from './database';

/** Where a lead's cargo is picked up or delivered: a country code alone, or a place in full. */
type Place = string | { country: string; port: string | null; city: string | null };

const placeOf = (place: Place, city: string) =>
  typeof place === 'string' ? { country: place, port: null, city } : place;

/**
 * A shipper's lead for two 40' high cubes, waiting for the team's review; `postedBy` is the
 * member company whose signed-in member sent it.
 */
export async function pendingLead(
  origin: Place,
  destination: Place,
  { postedBy = null }: { postedBy?: number | null } = {},
): Promise<number> {
  return withE2eDatabase((db) =>
    insertLead(
      db,
      {
        status: 'pending',
        source: 'form',
        addressedCompanyId: null,
        requesterCompanyId: postedBy,
        requester: {
          name: 'Marta Ruiz',
          company: null,
          email: 'marta@levante.test',
          phone: null,
          country: 'ES',
        },
        shipment: {
          mode: 'sea-fcl',
          origin: placeOf(origin, 'Factory gate'),
          destination: placeOf(destination, 'Warehouse'),
          equipment: [{ type: '40HC', count: 2 }],
          pieces: [],
          commodity: 'Ceramic floor tiles on pallets',
          hazardous: false,
          readyDate: addDays(utcDay(), 10),
          incoterm: 'FOB',
          notes: null,
        },
        idempotencyKey: null,
        ip: '127.0.0.1',
        attribution: null,
      },
      new Date(),
    ),
  );
}

/** A shipper's lead for two 40' high cubes, published on the board for a fortnight. */
export async function publishedLead(
  origin: Place,
  destination: Place,
  options: { postedBy?: number | null } = {},
): Promise<number> {
  const id = await pendingLead(origin, destination, options);
  return withE2eDatabase(async (db) => {
    const now = new Date();
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
