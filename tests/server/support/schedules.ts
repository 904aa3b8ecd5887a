/** Small DCSA Commercial Schedules documents for tests, written the way carriers send them. */

export interface CallSpec {
  code: string;
  /** local times with offset, as DCSA writes them; either may be left out */
  arrival?: string;
  departure?: string;
  importVoyage: string;
  exportVoyage?: string;
  classifier?: 'PLN' | 'EST' | 'ACT';
}

function transportCall(service: string, imo: string, spec: CallSpec, index: number) {
  const classifier = spec.classifier ?? 'PLN';
  return {
    transportCallReference: `${service}-${imo}-${spec.exportVoyage ?? spec.importVoyage}-${spec.code}-${index}`,
    carrierImportVoyageNumber: spec.importVoyage,
    ...(spec.exportVoyage ? { carrierExportVoyageNumber: spec.exportVoyage } : {}),
    location: { UNLocationCode: spec.code },
    timestamps: [
      ...(spec.arrival
        ? [{ eventTypeCode: 'ARRI', eventClassifierCode: classifier, eventDateTime: spec.arrival }]
        : []),
      ...(spec.departure
        ? [{ eventTypeCode: 'DEPA', eventClassifierCode: classifier, eventDateTime: spec.departure }]
        : []),
    ],
  };
}

export function serviceSchedule({
  code = 'TSX',
  name = 'Test Straits Express',
  operator = 'MAEU',
  imo = '9321483',
  vesselName = 'Harbour Test',
  calls,
}: {
  code?: string;
  name?: string;
  operator?: string;
  imo?: string;
  vesselName?: string;
  calls: CallSpec[];
}) {
  return {
    carrierServiceName: name,
    carrierServiceCode: code,
    vesselSchedules: [
      {
        isDummyVessel: false,
        vessel: { vesselIMONumber: imo, name: vesselName, operatorCarrierCode: operator },
        transportCalls: calls.map((call, index) => transportCall(code, imo, call, index)),
      },
    ],
  };
}

/** Shanghai to Rotterdam and back on voyages 101W/101E, in December 2026. */
export const ASIA_EUROPE_CALLS: CallSpec[] = [
  { code: 'CNSHA', departure: '2026-12-01T18:00:00+08:00', importVoyage: '100E', exportVoyage: '101W' },
  {
    code: 'SGSIN',
    arrival: '2026-12-06T06:00:00+08:00',
    departure: '2026-12-07T02:00:00+08:00',
    importVoyage: '101W',
  },
  {
    code: 'NLRTM',
    arrival: '2027-01-02T08:00:00+01:00',
    departure: '2027-01-03T20:00:00+01:00',
    importVoyage: '101W',
    exportVoyage: '101E',
  },
  { code: 'DEHAM', arrival: '2027-01-05T06:00:00+01:00', importVoyage: '101E' },
];
