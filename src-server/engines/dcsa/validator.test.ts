import { describe, expect, it } from 'vitest';
import { serviceSchedule, ASIA_EUROPE_CALLS } from '../../../tests/server/support/schedules';
import { DCSA_SCHEMAS, dcsaValidator, responseBody } from './validator';

const validator = dcsaValidator();

const transportEvent = {
  eventID: '5e51e72c-d872-11ea-811c-0f8f10a32ea1',
  eventType: 'TRANSPORT',
  eventCreatedDateTime: '2026-12-06T06:05:00+08:00',
  eventDateTime: '2026-12-06T06:00:00+08:00',
  eventClassifierCode: 'ACT',
  transportEventTypeCode: 'ARRI',
  transportCall: {
    transportCallID: '8b64d20b-523b-4491-b2e5-32cfa5174eed',
    carrierServiceCode: 'TSX',
    exportVoyageNumber: '101W',
    transportCallSequenceNumber: 2,
    UNLocationCode: 'SGSIN',
    modeOfTransport: 'VESSEL',
    vessel: { vesselIMONumber: '9321483', vesselName: 'Harbour Test' },
  },
};

describe('the DCSA validator', () => {
  it('accepts a vessel schedule that follows Commercial Schedules 1.0.3', () => {
    expect(
      validator.check(DCSA_SCHEMAS.vesselSchedules, [serviceSchedule({ calls: ASIA_EUROPE_CALLS })]),
    ).toEqual([]);
  });

  it('names the JSON pointer of each problem in the document', () => {
    const document = [serviceSchedule({ calls: ASIA_EUROPE_CALLS })];
    const call = document[0]!.vesselSchedules[0]!.transportCalls[1]!;
    (call.timestamps[0] as { eventClassifierCode: string }).eventClassifierCode = 'GUESS';
    call.location.UNLocationCode = 'Singapore';
    const problems = validator.check(DCSA_SCHEMAS.vesselSchedules, document);
    expect(problems).toEqual(
      expect.arrayContaining([
        {
          pointer: '/0/vesselSchedules/0/transportCalls/1/timestamps/0/eventClassifierCode',
          message: 'must be one of "PLN", "EST", "ACT"',
        },
        expect.objectContaining({ pointer: '/0/vesselSchedules/0/transportCalls/1/location/UNLocationCode' }),
      ]),
    );
  });

  it('refuses timestamps without an offset, as the standard’s date-time format does', () => {
    const document = [
      serviceSchedule({ calls: [{ ...ASIA_EUROPE_CALLS[0]!, departure: '2026-12-01T18:00:00' }] }),
    ];
    expect(validator.check(DCSA_SCHEMAS.vesselSchedules, document)).toEqual([
      {
        pointer: '/0/vesselSchedules/0/transportCalls/0/timestamps/0/eventDateTime',
        message: 'must be a valid date-time',
      },
    ]);
  });

  it('throws an error whose message names what was checked and where it fails', () => {
    expect(() =>
      validator.assertValid(DCSA_SCHEMAS.vesselSchedules, [{ carrierServiceCode: 'X' }], 'The upload'),
    ).toThrow(
      'The upload does not follow the DCSA standard: at /0 it lacks the required property “carrierServiceName” (and 1 more).',
    );
  });

  it('checks Track & Trace events against the event domain the specification refers to', () => {
    expect(validator.check(DCSA_SCHEMAS.transportEvent, transportEvent)).toEqual([]);
    expect(validator.check(DCSA_SCHEMAS.trackingEvents, [transportEvent])).toEqual([]);
    expect(
      validator.check(DCSA_SCHEMAS.transportEvent, { ...transportEvent, transportEventTypeCode: 'LOAD' }),
    ).toEqual([{ pointer: '/transportEventTypeCode', message: 'must be one of "ARRI", "DEPA"' }]);
  });

  it('uses the discriminator to check a tagged event against its own branch only', () => {
    const oneEvent = responseBody('TNT', 'get', '/v2/events/{eventID}');
    expect(validator.check(oneEvent, transportEvent)).toEqual([]);
    const problems = validator.check(oneEvent, { ...transportEvent, eventType: 'EQUIPMENT' });
    expect(problems.map((problem) => problem.message)).toContain(
      'lacks the required property “equipmentEventTypeCode”',
    );
    expect(problems.map((problem) => problem.message)).not.toContain(
      'lacks the required property “shipmentEventTypeCode”',
    );
  });

  it('lists the references to domains DCSA never published, which it cannot check', () => {
    expect(validator.uncheckedReferences).toEqual([
      'https://api.swaggerhub.com/domains/dcsaorg/DOCUMENTATION_DOMAIN/1.0.4#/components/schemas/partyNoID',
      'https://api.swaggerhub.com/domains/dcsaorg/DOCUMENTATION_DOMAIN/1.0.4#/components/schemas/references',
      'https://api.swaggerhub.com/domains/dcsaorg/DOCUMENTATION_DOMAIN/1.0.4#/components/schemas/seals',
      'https://api.swaggerhub.com/domains/dcsaorg/DOCUMENTATION_DOMAIN/1.0.4#/components/schemas/vessel',
      'https://api.swaggerhub.com/domains/dcsaorg/LOCATION_DOMAIN/1.0.3#/components/schemas/geoLocation',
      'https://api.swaggerhub.com/domains/dcsaorg/LOCATION_DOMAIN/1.0.3#/components/schemas/location',
    ]);
  });
});
