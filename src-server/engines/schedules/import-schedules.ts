import type { Db } from '../../db/database';
import { registeredCarrierCodes } from '../carriers/carrier-repository';
import { storeSchedules, type StoreCounts } from './schedule-batch-repository';
import { readVesselSchedules } from './vessel-schedules';

export interface ImportOptions {
  /** SCAC of the publishing carrier; without it, each service's vessel operator */
  carrier?: string;
  /** generated sample data, labelled as such wherever it shows */
  sample?: boolean;
  /** replace every sample schedule held (in the same transaction) */
  replaceSample?: boolean;
  /** how the document is named in messages, e.g. "Page 3 of MAEU's schedules" */
  what?: string;
  now?: Date;
}

/**
 * Imports one or more DCSA vessel-schedules documents (pages of one answer) as a whole: every
 * page is checked first, and only when all pass is anything written, in one transaction.
 */
export async function importVesselSchedules(
  db: Db,
  documents: readonly unknown[],
  { carrier, sample = false, replaceSample = false, what = 'The document', now }: ImportOptions = {},
): Promise<StoreCounts> {
  const knownCarriers = await registeredCarrierCodes(db);
  const batches = documents.map((document, index) =>
    readVesselSchedules(document, {
      ...(carrier ? { carrier } : {}),
      knownCarriers,
      what: documents.length > 1 ? `${what}, page ${index + 1},` : what,
    }),
  );
  return storeSchedules(
    db,
    { services: batches.flatMap((batch) => batch.services) },
    { sample, replaceSample, ...(now ? { now } : {}) },
  );
}
