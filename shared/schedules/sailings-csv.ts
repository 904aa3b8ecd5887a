import type { CallTime, PortSummary, RouteAnswer } from '../api/schedules';
import { csvDocument } from '../domain/csv';
import { dcsaDateTime } from './point-to-point';

/** Local time at the port, as a spreadsheet sorts and a person reads it: 2026-12-01 18:00 +08:00. */
function localTime(time: CallTime): string {
  const written = dcsaDateTime(time);
  return `${written.slice(0, 10)} ${written.slice(11, 16)} ${written.slice(19)}`;
}

const CERTAINTY: Record<CallTime['classifier'], string> = { PLN: 'planned', EST: 'estimated', ACT: 'actual' };

const portName = (ports: Readonly<Record<string, PortSummary>>, code: string) =>
  `${ports[code]?.name ?? code} (${code})`;

const SAILING_COLUMNS = [
  'Departure (local time)',
  'From',
  'Arrival (local time)',
  'To',
  'Transit days',
  'Transshipment port',
  'Wait at transshipment (hours)',
  'Carrier',
  'Service',
  'Vessel',
  'IMO number',
  'Voyage',
  'Departure / arrival',
  'Sample schedule',
] as const;

/** One row per sailing; where there is a transshipment, the two legs' values are joined by " / ". */
export function sailingsCsv(answer: RouteAnswer): string {
  const rows = answer.sailings.map((sailing) => {
    const both = (value: (leg: (typeof sailing.legs)[number]) => string) =>
      sailing.legs.map(value).join(' / ');
    const first = sailing.legs[0]!;
    const last = sailing.legs.at(-1)!;
    return [
      localTime(sailing.departure),
      portName(answer.ports, first.from),
      localTime(sailing.arrival),
      portName(answer.ports, last.to),
      (sailing.transitHours / 24).toFixed(1),
      sailing.transshipment ? portName(answer.ports, sailing.transshipment.port) : '',
      sailing.transshipment ? String(sailing.transshipment.waitHours) : '',
      both((leg) => leg.carrier.name),
      both((leg) => `${leg.service.code} ${leg.service.name}`),
      both((leg) => leg.vessel.name),
      both((leg) => leg.vessel.imo ?? ''),
      both((leg) => leg.voyage),
      `${CERTAINTY[sailing.departure.classifier]} / ${CERTAINTY[sailing.arrival.classifier]}`,
      sailing.sample ? 'yes' : 'no',
    ];
  });
  return csvDocument(SAILING_COLUMNS, rows);
}
