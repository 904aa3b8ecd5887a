import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trackingEventSchema } from '../../shared/tracking/events';
import { statusOf, timelineOf } from '../../shared/tracking/timeline';
import { DCSA_SCHEMAS, dcsaValidator } from '../../src-server/engines/dcsa/validator';
import { storeTrackingEvents } from '../../src-server/engines/tracking/event-store';
import { eventsOf } from '../../src-server/engines/tracking/shipment-repository';
import {
  loadSampleShipments,
  SAMPLE_CONTAINERS,
  sampleShipmentEvents,
} from '../../src-server/engines/tracking/sample-shipments';
import { createTestApp, TEST_SITE_URL, type TestApp } from './support/test-app';

const NOW = new Date('2026-11-27T09:00:00Z');
const validator = dcsaValidator();
const samples = sampleShipmentEvents(NOW);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the sample tracking events', () => {
  // Eighteen loads, each generating sixteen weeks of the sample schedules.
  it('keep each box at its stage whatever hour of the fortnight they are loaded', { timeout: 60_000 }, () => {
    const lastActual = (events: Record<string, unknown>[]) =>
      events
        .filter((event) => event.eventClassifierCode === 'ACT')
        .map((event) => event.equipmentEventTypeCode ?? event.transportEventTypeCode)
        .at(-1);
    for (let hours = 0; hours < 14 * 24; hours += 19) {
      const [onTheWater, discharged] = sampleShipmentEvents(new Date(NOW.getTime() + hours * 3_600_000));
      expect(lastActual(onTheWater!.events), `at +${hours} h`).toBe('DEPA');
      expect(lastActual(discharged!.events), `at +${hours} h`).toBe('DISC');
    }
  });

  it('follow Track & Trace 2.2: every event validates against the event domain of the YAML', () => {
    for (const { events } of samples) {
      expect(validator.check(DCSA_SCHEMAS.trackingEvents, events)).toEqual([]);
      for (const event of events) {
        const schema =
          event.eventType === 'TRANSPORT'
            ? DCSA_SCHEMAS.transportEvent
            : event.eventType === 'EQUIPMENT'
              ? DCSA_SCHEMAS.equipmentEvent
              : DCSA_SCHEMAS.shipmentEvent;
        expect(validator.check(schema, event)).toEqual([]);
        expect(trackingEventSchema.safeParse(event).success).toBe(true);
      }
    }
  });

  it('are real containers by ISO 6346 on the sample vessels, with actual, estimated and planned events', () => {
    expect(SAMPLE_CONTAINERS).toEqual(samples.map((sample) => sample.container));
    const classifiers = new Set(
      samples.flatMap(({ events }) => events.map((event) => event.eventClassifierCode)),
    );
    expect([...classifiers].sort()).toEqual(['ACT', 'EST', 'PLN']);
    const inTransit = samples[0]!.events.map((event) => trackingEventSchema.parse(event));
    const vessels = new Set(
      inTransit.flatMap((event) =>
        event.eventType === 'TRANSPORT' ? [event.transportCall.vessel?.vesselName] : [],
      ),
    );
    expect(vessels.size).toBe(1);
  });
});

describe('storing events', () => {
  it('stores each event once by its eventID, and refuses a list with one bad event whole', async () => {
    const { events, container } = samples[0]!;
    const options = { source: 'pull' as const, what: 'The test answer', siteUrl: TEST_SITE_URL, now: NOW };
    expect(await storeTrackingEvents(t.db, events, options)).toEqual({ stored: events.length, repeated: 0 });
    expect(await storeTrackingEvents(t.db, events, options)).toEqual({ stored: 0, repeated: events.length });
    const stored = await eventsOf(t.db, { kind: 'container', reference: container });
    expect(stored.filter((event) => event.eventType === 'EQUIPMENT')).toHaveLength(
      events.filter((event) => event.eventType === 'EQUIPMENT').length,
    );

    const bad = [
      { ...events[0]!, eventID: 'another' },
      { ...events[1]!, eventClassifierCode: 'GUESS' },
    ];
    await expect(storeTrackingEvents(t.db, bad, options)).rejects.toThrow(
      /The test answer does not follow the DCSA standard: at \/1/,
    );
    expect(
      await t.db.selectFrom('tracking_events').select('event_id').where('event_id', '=', 'another').execute(),
    ).toEqual([]);
  });

  it('loads the sample shipments, whose timeline shows the actual over the estimate over the plan', async () => {
    await loadSampleShipments(t.db, { now: NOW, siteUrl: TEST_SITE_URL });
    await loadSampleShipments(t.db, { now: NOW, siteUrl: TEST_SITE_URL });
    const timeline = timelineOf(
      await eventsOf(t.db, { kind: 'container', reference: SAMPLE_CONTAINERS[0]! }),
    );
    const times = timeline.map((event) => event.eventAt);
    expect(times).toEqual([...times].sort());
    const arrivals = timeline.filter((event) => event.code === 'ARRI');
    expect(arrivals.map((event) => event.classifier)).toEqual(['EST']);
    const status = statusOf(timeline);
    expect(status.lastActual?.code).toBe('DEPA');
    expect(status.lastActual?.unlocode).toBe('CNSHA');
    expect(status.destination?.unlocode).toBe('NLRTM');
    expect(status.next?.code).toBe('ARRI');
    // The booking and the bill of lading lead to the same timeline.
    const byBooking = timelineOf(await eventsOf(t.db, { kind: 'booking', reference: '260418337' }));
    expect(byBooking.map((event) => event.eventId)).toEqual(timeline.map((event) => event.eventId));
  });
});
