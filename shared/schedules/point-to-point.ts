import type { CallTime, Leg, PortSummary, RouteAnswer, Sailing } from '../api/schedules';

/** The local date and time with its offset, as DCSA writes them: 2026-12-01T18:00:00+08:00. */
export function dcsaDateTime(time: CallTime): string {
  const local = new Date(Date.parse(time.at) + time.offsetMinutes * 60_000).toISOString().slice(0, 19);
  const sign = time.offsetMinutes < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(time.offsetMinutes) / 60)).padStart(2, '0');
  const minutes = String(Math.abs(time.offsetMinutes) % 60).padStart(2, '0');
  return `${local}${sign}${hours}:${minutes}`;
}

function location(code: string, ports: Readonly<Record<string, PortSummary>>) {
  const name = ports[code]?.name;
  return { UNLocationCode: code, ...(name && name !== code ? { locationName: name.slice(0, 100) } : {}) };
}

function place(code: string, time: CallTime, ports: Readonly<Record<string, PortSummary>>) {
  return { facilityTypeCode: 'POTE', location: location(code, ports), dateTime: dcsaDateTime(time) };
}

function dcsaLeg(leg: Leg, sequenceNumber: number, ports: Readonly<Record<string, PortSummary>>) {
  return {
    sequenceNumber,
    transport: {
      modeOfTransport: 'VESSEL',
      vessel: {
        ...(leg.vessel.imo ? { vesselIMONumber: leg.vessel.imo } : {}),
        name: leg.vessel.name,
        operatorCarrierCode: leg.carrier.scac,
        operatorCarrierCodeListProvider: 'NMFTA',
        // Commercial Schedules' vessel schedules name a vessel no real ship stands behind (or a
        // sample one) with isDummyVessel; routings say the same of their legs' vessels.
        ...(leg.vessel.dummy ? { isDummyVessel: true } : {}),
      },
      servicePartners: [
        {
          carrierCode: leg.carrier.scac,
          carrierCodeListProvider: 'NMFTA',
          carrierServiceName: leg.service.name,
          carrierServiceCode: leg.service.code,
          carrierExportVoyageNumber: leg.voyage,
        },
      ],
    },
    departure: place(leg.from, leg.departure, ports),
    ...(leg.via.length > 0
      ? { intermediateCalls: leg.via.map((code) => ({ location: location(code, ports) })) }
      : {}),
    arrival: place(leg.to, leg.arrival, ports),
  };
}

/** One sailing as a DCSA Commercial Schedules 1.0.3 `PointToPoint` routing, port to port (CY/CY). */
export function pointToPoint(
  sailing: Sailing,
  solutionNumber: number,
  ports: Readonly<Record<string, PortSummary>>,
) {
  const first = sailing.legs[0]!;
  const last = sailing.legs.at(-1)!;
  return {
    placeOfReceipt: place(first.from, sailing.departure, ports),
    placeOfDelivery: place(last.to, sailing.arrival, ports),
    receiptTypeAtOrigin: 'CY',
    deliveryTypeAtDestination: 'CY',
    solutionNumber,
    // DCSA counts transit in whole days, stop-overs at the hub included.
    transitTime: Math.round(sailing.transitHours / 24),
    legs: sailing.legs.map((leg, position) => dcsaLeg(leg, position + 1, ports)),
  };
}

/** Every sailing of an answer as DCSA routings, numbered from the first shown. */
export function pointToPointRoutes(answer: RouteAnswer) {
  const firstNumber = (answer.page - 1) * answer.pageSize + 1;
  return answer.sailings.map((sailing, position) =>
    pointToPoint(sailing, firstNumber + position, answer.ports),
  );
}
