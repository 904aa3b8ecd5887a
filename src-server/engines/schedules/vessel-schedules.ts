import { classifierRank, type TimestampClassifier } from '../../../shared/schedules/model';
import { DCSA_SCHEMAS, dcsaValidator, type DcsaProblem } from '../dcsa/validator';

/** An instant as a schedule gives it: in UTC, with the port's local offset it was written in. */
interface ScheduleTimestamp {
  at: string;
  offsetMinutes: number;
  classifier: TimestampClassifier;
}

export interface ScheduleCall {
  pointer: string;
  reference: string;
  /** 1-based position in the vessel's published schedule */
  sequence: number;
  unlocode: string;
  locationName: string | null;
  facilityCode: string | null;
  arrivalVoyage: string;
  departureVoyage: string;
  arrival: ScheduleTimestamp | null;
  departure: ScheduleTimestamp | null;
}

export interface ScheduleVessel {
  imoNumber: string | null;
  name: string;
  operatorCarrierCode: string | null;
  flag: string | null;
  callSign: string | null;
  isDummy: boolean;
}

interface ScheduleVesselRun {
  pointer: string;
  vessel: ScheduleVessel;
  calls: ScheduleCall[];
}

interface ScheduleService {
  pointer: string;
  /** SCAC of the carrier publishing the service */
  carrier: string;
  code: string;
  name: string;
  universalServiceReference: string | null;
  vesselRuns: ScheduleVesselRun[];
}

/** A vessel-schedules document, checked and in the portal's terms. */
export interface ScheduleBatch {
  services: ScheduleService[];
}

/** A document refused whole; the message names the JSON pointer of the first problem. */
export class ScheduleImportError extends Error {
  override name = 'ScheduleImportError';
  constructor(
    message: string,
    readonly problems: DcsaProblem[] = [],
  ) {
    super(message);
  }
}

/** Vessels with no ship nominated yet still need a name to be listed under. */
const UNNAMED_VESSEL = 'To be nominated';

const OFFSET = /(?:([+-])(\d{2}):?(\d{2})|Z)$/i;

function timestampOf(eventDateTime: string, classifier: TimestampClassifier): ScheduleTimestamp {
  const match = OFFSET.exec(eventDateTime);
  const offsetMinutes = match?.[1]
    ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]))
    : 0;
  return { at: new Date(Date.parse(eventDateTime)).toISOString(), offsetMinutes, classifier };
}

interface DcsaTimestamp {
  eventTypeCode: 'ARRI' | 'DEPA';
  eventClassifierCode: TimestampClassifier;
  eventDateTime: string;
}

/** The most certain timestamp of a type: actual over estimated over planned, the latest report last. */
function bestTimestamp(timestamps: DcsaTimestamp[], type: 'ARRI' | 'DEPA'): ScheduleTimestamp | null {
  let best: DcsaTimestamp | undefined;
  for (const timestamp of timestamps) {
    if (timestamp.eventTypeCode !== type) continue;
    if (!best || classifierRank(timestamp.eventClassifierCode) >= classifierRank(best.eventClassifierCode)) {
      best = timestamp;
    }
  }
  return best ? timestampOf(best.eventDateTime, best.eventClassifierCode) : null;
}

interface DcsaServiceSchedule {
  carrierServiceName: string;
  carrierServiceCode: string;
  universalServiceReference?: string;
  vesselSchedules: {
    isDummyVessel: boolean;
    vessel?: {
      vesselIMONumber?: string;
      name?: string;
      operatorCarrierCode?: string;
      flag?: string;
      callSign?: string;
    };
    transportCalls?: {
      transportCallReference: string;
      carrierImportVoyageNumber: string;
      carrierExportVoyageNumber?: string;
      location?: { UNLocationCode?: string; locationName?: string; facilitySMDGCode?: string };
      timestamps: DcsaTimestamp[];
    }[];
  }[];
}

/**
 * Checks a DCSA `GET /v1/vessel-schedules` answer against Commercial Schedules 1.0.3, then
 * against what the portal needs to place a call (a UN/LOCODE, a known carrier, references
 * unique within a service). Throws ScheduleImportError naming the JSON pointer; nothing about
 * the document is kept unless all of it passes.
 *
 * `carrier`: the SCAC of the publishing carrier (a connection's, or given on import); without
 * it each service's carrier is its vessels' operator code.
 */
export function readVesselSchedules(
  document: unknown,
  {
    carrier,
    knownCarriers,
    what = 'The document',
  }: { carrier?: string; knownCarriers: ReadonlySet<string>; what?: string },
): ScheduleBatch {
  const problems = dcsaValidator().check(DCSA_SCHEMAS.vesselSchedules, document);
  if (problems.length > 0) {
    const [first] = problems as [DcsaProblem];
    throw new ScheduleImportError(
      `${what} does not follow DCSA Commercial Schedules 1.0.3: at ${first.pointer || '/'} it ${first.message}${problems.length > 1 ? ` (and ${problems.length - 1} more problems)` : ''}. Nothing was imported.`,
      problems,
    );
  }
  const refuse = (pointer: string, message: string): never => {
    throw new ScheduleImportError(
      `${what} cannot be imported: at ${pointer} ${message}. Nothing was imported.`,
      [{ pointer, message }],
    );
  };

  const services = new Map<string, ScheduleService>();
  (document as DcsaServiceSchedule[]).forEach((service, serviceIndex) => {
    const servicePointer = `/${serviceIndex}`;
    const operators = service.vesselSchedules.flatMap((run) =>
      run.vessel?.operatorCarrierCode ? [run.vessel.operatorCarrierCode.toUpperCase()] : [],
    );
    const scac = carrier ?? operators[0];
    if (!scac) {
      refuse(servicePointer, 'the service names no carrier: give the publishing carrier’s SCAC');
    }
    if (!knownCarriers.has(scac!)) {
      refuse(servicePointer, `the carrier ${scac} is not in the carrier registry; add it first`);
    }
    const key = `${scac} ${service.carrierServiceCode}`;
    let entry = services.get(key);
    if (!entry) {
      entry = {
        pointer: servicePointer,
        carrier: scac!,
        code: service.carrierServiceCode,
        name: service.carrierServiceName,
        universalServiceReference: service.universalServiceReference ?? null,
        vesselRuns: [],
      };
      services.set(key, entry);
    }
    const references = new Set(entry.vesselRuns.flatMap((run) => run.calls.map((call) => call.reference)));

    service.vesselSchedules.forEach((run, runIndex) => {
      const runPointer = `${servicePointer}/vesselSchedules/${runIndex}`;
      if (!run.vessel && !run.isDummyVessel)
        refuse(runPointer, 'a vessel schedule without a dummy vessel needs its vessel');
      const imoNumber = run.vessel?.vesselIMONumber ?? null;
      const vessel: ScheduleVessel = {
        imoNumber,
        name: run.vessel?.name ?? (imoNumber ? `IMO ${imoNumber}` : UNNAMED_VESSEL),
        operatorCarrierCode: run.vessel?.operatorCarrierCode ?? null,
        flag: run.vessel?.flag ?? null,
        callSign: run.vessel?.callSign ?? null,
        isDummy: run.isDummyVessel,
      };
      const calls = (run.transportCalls ?? []).map((call, callIndex): ScheduleCall => {
        const pointer = `${runPointer}/transportCalls/${callIndex}`;
        const unlocode = call.location?.UNLocationCode;
        if (!unlocode)
          return refuse(`${pointer}/location`, 'the call has no UNLocationCode, so it cannot be placed');
        if (references.has(call.transportCallReference)) {
          refuse(
            `${pointer}/transportCallReference`,
            `the reference ${call.transportCallReference} is used twice in the service`,
          );
        }
        references.add(call.transportCallReference);
        return {
          pointer,
          reference: call.transportCallReference,
          sequence: callIndex + 1,
          unlocode,
          locationName: call.location?.locationName ?? null,
          facilityCode: call.location?.facilitySMDGCode ?? null,
          arrivalVoyage: call.carrierImportVoyageNumber,
          departureVoyage: call.carrierExportVoyageNumber ?? call.carrierImportVoyageNumber,
          arrival: bestTimestamp(call.timestamps, 'ARRI'),
          departure: bestTimestamp(call.timestamps, 'DEPA'),
        };
      });
      entry!.vesselRuns.push({ pointer: runPointer, vessel, calls });
    });
  });
  return { services: [...services.values()] };
}
