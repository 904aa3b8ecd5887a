import type { StoredAttribution } from '../../../shared/api/attribution';
import type { LeadFormValues } from '../../../shared/api/shipping-leads';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/unique-violation';
import { enqueueEmail } from '../../services/email';
import { portCatalog } from '../../engines/ports/port-repository';
import { knownPlaces } from '../../services/port-places';
import { getLead, insertLead, toLeadView, toRequesterView } from '../../services/shipping-lead-repository';
import { leadForReviewEmail } from './emails';
import { findLeadIdByKey } from './lead-repository';

/**
 * A shipper's request becomes a lead waiting for review, and the team is told, in one
 * transaction; a retry of the same form (same idempotency key) answers the first lead's id.
 */
export async function receiveLead(
  db: Db,
  {
    form,
    ip,
    attribution,
    inbox,
    siteUrl,
    requesterCompanyId = null,
  }: {
    form: LeadFormValues;
    ip: string;
    attribution: StoredAttribution;
    inbox: string;
    siteUrl: string;
    /** the member company of the signed-in member who sent it */
    requesterCompanyId?: number | null;
  },
  now: Date,
): Promise<number> {
  const { finder: ports } = await portCatalog(db);
  const { origin, destination } = knownPlaces(ports, { origin: form.origin, destination: form.destination });
  const existing = await findLeadIdByKey(db, form.idempotencyKey);
  if (existing !== undefined) return existing;
  try {
    return await db.transaction().execute(async (trx) => {
      const id = await insertLead(
        trx,
        {
          status: 'pending',
          source: 'form',
          addressedCompanyId: null,
          requesterCompanyId,
          requester: {
            name: form.name,
            company: form.company,
            email: form.email,
            phone: form.phone ?? null,
            country: form.country,
          },
          shipment: {
            mode: form.mode,
            origin,
            destination,
            equipment: form.equipment,
            pieces: form.pieces,
            commodity: form.commodity,
            hazardous: form.hazardous,
            readyDate: form.readyDate,
            incoterm: form.incoterm ?? null,
            notes: form.notes,
          },
          idempotencyKey: form.idempotencyKey,
          ip,
          attribution: JSON.stringify(attribution),
        },
        now,
      );
      const row = await getLead(trx, id);
      const lead = toLeadView(row, form.equipment, now, ports);
      await enqueueEmail(
        trx,
        leadForReviewEmail({ inbox, lead, requester: toRequesterView(row), siteUrl }),
        now,
      );
      return id;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const winner = await findLeadIdByKey(db, form.idempotencyKey);
    if (winner === undefined) throw error;
    return winner;
  }
}
