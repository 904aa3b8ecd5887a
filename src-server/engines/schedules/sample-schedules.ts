import { imoCheckDigit } from '../../../shared/schedules/codes';
import { SCHEDULE_HORIZON_WEEKS } from '../../../shared/schedules/model';
import { seededRandom } from '../../../shared/domain/random';
import type { Db } from '../../db/database';
import { shippedPortData } from '../../db/ports/wpi-ports';
import { importVesselSchedules } from './import-schedules';
import { SAMPLE_SERVICES, SEA_PASSAGES, sampleTimeZone, type SampleService } from './sample-services';
import type { StoreCounts } from './schedule-batch-repository';

const HOUR_MS = 60 * 60 * 1000;
const WEEK_HOURS = 7 * 24;
/** Weeks are counted from this Monday, so voyage numbers stay the same from one load to the next. */
const WEEK_ZERO = Date.UTC(2020, 0, 6);
const DEFAULT_KNOTS = 16.5;
/** Ships do not sail great circles between ports; coastlines and traffic lanes add distance. */
const ROUTE_FACTOR = 1.08;
const EARTH_RADIUS_NM = 3440.065;
/** Below this, a sample IMO number is not a real ship's (real ones started in the millions). */
const IMO_BASE = 100_000;

export const SAMPLE_WEEKS = SCHEDULE_HORIZON_WEEKS;

const VESSEL_FIRST = [
  'Amber',
  'Azure',
  'Cobalt',
  'Coral',
  'Crimson',
  'Emerald',
  'Golden',
  'Indigo',
  'Ivory',
  'Jade',
  'Onyx',
  'Pearl',
  'Ruby',
  'Sable',
  'Silver',
  'Topaz',
  'Scarlet',
  'Saffron',
  'Opal',
  'Garnet',
  'Cedar',
  'Willow',
  'Aspen',
  'Maple',
  'Juniper',
  'Laurel',
];
const VESSEL_SECOND = [
  'Horizon',
  'Meridian',
  'Tide',
  'Harbour',
  'Current',
  'Compass',
  'Anchor',
  'Beacon',
  'Voyager',
  'Star',
  'Wind',
  'Crest',
  'Bay',
  'Dawn',
  'Reef',
  'Cape',
  'Gale',
  'Trader',
  'Spirit',
  'Venture',
];

interface Stop {
  unlocode: string;
  /** passages between the previous stop and this one */
  via: [number, number][];
}

interface PortPlace {
  name: string;
  latitude: number;
  longitude: number;
  harborSize: string | null;
}

function greatCircleNm(
  [lat1, lon1]: readonly [number, number],
  [lat2, lon2]: readonly [number, number],
): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 2 * EARTH_RADIUS_NM * Math.asin(Math.min(1, Math.sqrt(a)));
}

function parseRotation(rotation: string): { stops: Stop[]; turn: number } {
  const stops: Stop[] = [];
  let pending: [number, number][] = [];
  let turn = -1;
  for (const token of rotation.split(/\s+/).filter(Boolean)) {
    if (token.startsWith('~')) {
      const passage = SEA_PASSAGES[token.slice(1)];
      if (!passage) throw new Error(`Unknown sea passage ${token}`);
      pending.push([passage[0], passage[1]]);
      continue;
    }
    if (token.startsWith('^')) turn = stops.length;
    stops.push({ unlocode: token.replace('^', ''), via: pending });
    pending = [];
  }
  if (turn < 1) throw new Error(`Rotation "${rotation}" has no turning port (^)`);
  // Passages after the last port lead back to the first.
  stops[0]!.via = pending;
  return { stops, turn };
}

/** Hours alongside: the bigger the port, the longer the call. */
function stayHours(place: PortPlace): number {
  if (place.harborSize === 'Large') return 24;
  if (place.harborSize === 'Medium') return 18;
  return 14;
}

/** A port's UTC offset at an instant, in minutes, from its IANA time zone. */
const offsetFormats = new Map<string, Intl.DateTimeFormat>();
function offsetMinutes(zone: string, at: number): number {
  let format = offsetFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' });
    offsetFormats.set(zone, format);
  }
  const name = format.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
}

/** The local date and time with its offset, as DCSA writes timestamps. */
export function localDateTime(at: number, zone: string): string {
  const offset = offsetMinutes(zone, at);
  const local = new Date(at + offset * 60_000).toISOString().slice(0, 19);
  const sign = offset < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0');
  const minutes = String(Math.abs(offset) % 60).padStart(2, '0');
  return `${local}${sign}${hours}:${minutes}`;
}

function sampleImoNumber(index: number): string {
  const firstSix = String(IMO_BASE + index).padStart(6, '0');
  return `${firstSix}${imoCheckDigit(firstSix)}`;
}

interface PlannedCall {
  unlocode: string;
  arrival: number;
  departure: number;
  arrivalVoyage: string;
  departureVoyage: string;
  position: number;
}

/**
 * One service as a DCSA ServiceSchedule: departures from the first port at a fixed interval
 * (weekly unless the service says otherwise), as many vessels as the round trip takes
 * intervals, and every call inside [from, until).
 */
function serviceSchedule(
  service: SampleService,
  serviceIndex: number,
  places: ReadonlyMap<string, PortPlace>,
  names: () => string,
  { from, until }: { from: number; until: number },
) {
  const { stops, turn } = parseRotation(service.rotation);
  const placeOf = (unlocode: string) => {
    const place = places.get(unlocode);
    if (!place) throw new Error(`Sample port ${unlocode} is not in the port list`);
    return place;
  };
  const knots = service.knots ?? DEFAULT_KNOTS;
  // Sailing hours from each stop to the next (the last back to the first), through the passages.
  const legs = stops.map((stop, index) => {
    const next = stops[(index + 1) % stops.length]!;
    const points: (readonly [number, number])[] = [
      [placeOf(stop.unlocode).latitude, placeOf(stop.unlocode).longitude],
      ...next.via,
      [placeOf(next.unlocode).latitude, placeOf(next.unlocode).longitude],
    ];
    let miles = 0;
    for (let point = 1; point < points.length; point += 1)
      miles += greatCircleNm(points[point - 1]!, points[point]!);
    return Math.max(6, Math.round((miles * ROUTE_FACTOR) / knots));
  });
  const stays = stops.map((stop) => stayHours(placeOf(stop.unlocode)));
  const roundTrip =
    legs.reduce((sum, hours) => sum + hours, 0) + stays.reduce((sum, hours) => sum + hours, 0);
  const interval = Math.round(WEEK_HOURS / (service.perWeek ?? 1));
  const vesselCount = Math.ceil(roundTrip / interval);
  // Whatever the loop leaves of its last interval is spent on the way home (slow steaming, buffer).
  legs[legs.length - 1]! += vesselCount * interval - roundTrip;
  const firstHour = (serviceIndex * 37 + 10) % interval;

  const vessels = Array.from({ length: vesselCount }, (_, index) => ({
    imo: sampleImoNumber(serviceIndex * 40 + index),
    name: names(),
  }));
  const callsByVessel = vessels.map((): PlannedCall[] => []);
  // Sailings are numbered from WEEK_ZERO in steps of the interval, so a sailing keeps its number.
  const departureAt = (sailing: number) => WEEK_ZERO + (sailing * interval + firstHour) * HOUR_MS;
  const firstSailing = Math.floor((from - WEEK_ZERO) / (interval * HOUR_MS)) - vesselCount - 1;
  const lastSailing = Math.ceil((until - WEEK_ZERO) / (interval * HOUR_MS)) + 1;

  for (let sailing = firstSailing; sailing <= lastSailing; sailing += 1) {
    const vessel = ((sailing % vesselCount) + vesselCount) % vesselCount;
    let departure = departureAt(sailing);
    stops.forEach((stop, position) => {
      const arrival =
        position === 0 ? departure - stays[0]! * HOUR_MS : departure + legs[position - 1]! * HOUR_MS;
      if (position > 0) departure = arrival + stays[position]! * HOUR_MS;
      const outbound = `${sailing}W`;
      const homebound = `${sailing}E`;
      const call: PlannedCall = {
        unlocode: stop.unlocode,
        arrival,
        departure,
        // The first call ends the vessel's previous round trip and starts this one.
        arrivalVoyage: position === 0 ? `${sailing - vesselCount}E` : position <= turn ? outbound : homebound,
        departureVoyage: position < turn ? outbound : homebound,
        position,
      };
      if (call.departure >= from && call.arrival < until) callsByVessel[vessel]!.push(call);
    });
  }

  return {
    carrierServiceName: service.name,
    carrierServiceCode: service.code,
    vesselSchedules: vessels.map((vessel, index) => ({
      isDummyVessel: true,
      vessel: {
        vesselIMONumber: vessel.imo,
        name: vessel.name,
        operatorCarrierCode: service.carrier,
        operatorCarrierCodeListProvider: 'NMFTA',
      },
      transportCalls: callsByVessel[index]!.sort((a, b) => a.arrival - b.arrival).map((call) => {
        const zone = sampleTimeZone(call.unlocode);
        return {
          transportCallReference: `${service.code}-${vessel.imo}-${call.departureVoyage}-${call.unlocode}-${call.position}`,
          carrierImportVoyageNumber: call.arrivalVoyage,
          carrierExportVoyageNumber: call.departureVoyage,
          location: { UNLocationCode: call.unlocode, locationName: placeOf(call.unlocode).name },
          timestamps: [
            {
              eventTypeCode: 'ARRI',
              eventClassifierCode: 'PLN',
              eventDateTime: localDateTime(call.arrival, zone),
            },
            {
              eventTypeCode: 'DEPA',
              eventClassifierCode: 'PLN',
              eventDateTime: localDateTime(call.departure, zone),
            },
          ],
        };
      }),
    })),
  };
}

export interface SampleOptions {
  now?: Date;
  weeks?: number;
  seed?: number;
  services?: readonly SampleService[];
}

/**
 * The sample schedules as a DCSA `GET /v1/vessel-schedules` answer: invented services and
 * vessels (valid IMO check digits, in a range no real ship has, all `isDummyVessel`) on real
 * ports and carriers, planned timestamps only, every call in the next `weeks` weeks.
 */
export function sampleVesselSchedules({
  now = new Date(),
  weeks = SAMPLE_WEEKS,
  seed = 2020,
  services = SAMPLE_SERVICES,
}: SampleOptions = {}) {
  const places = new Map(
    shippedPortData().dataset.ports.map((port) => [
      port.unlocode,
      { name: port.name, latitude: port.latitude, longitude: port.longitude, harborSize: port.harborSize },
    ]),
  );
  const random = seededRandom(seed);
  const pool = VESSEL_FIRST.flatMap((first) => VESSEL_SECOND.map((second) => `${first} ${second}`));
  for (let index = pool.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [pool[index], pool[other]] = [pool[other]!, pool[index]!];
  }
  let next = 0;
  const names = () => {
    const name = pool[next % pool.length]!;
    next += 1;
    return next > pool.length ? `${name} ${Math.ceil(next / pool.length)}` : name;
  };
  const from = now.getTime();
  const until = from + weeks * WEEK_HOURS * HOUR_MS;
  return services.map((service, index) => serviceSchedule(service, index, places, names, { from, until }));
}

/** Replaces the sample schedules with a fresh set starting now, in one transaction. */
export async function loadSampleSchedules(db: Db, options: SampleOptions = {}): Promise<StoreCounts> {
  return importVesselSchedules(db, [sampleVesselSchedules(options)], {
    sample: true,
    replaceSample: true,
    what: 'The sample schedules',
    ...(options.now ? { now: options.now } : {}),
  });
}
