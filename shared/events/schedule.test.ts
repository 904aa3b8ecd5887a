import { describe, expect, it } from 'vitest';
import {
  eventDays,
  formatEventDays,
  formatEventSchedule,
  isPastEvent,
  isWholeDayEvent,
  localIsoDateTime,
  splitByDate,
} from './schedule';
import { seededEvent } from './seeded-events';

describe('event schedule', () => {
  it('reads an event’s days in its own time zone', () => {
    expect(eventDays(seededEvent('global-freight-summit'))).toEqual({
      firstDay: '2024-11-18',
      lastDay: '2024-11-19',
    });
    expect(formatEventDays(seededEvent('global-freight-summit'))).toBe('18–19 November 2024');
    expect(formatEventDays(seededEvent('1st-dfa-annual-conference'))).toBe('10–11 March 2022');
    expect(formatEventDays(seededEvent('members-meeting'))).toBe('19 December 2024');
    expect(formatEventDays(seededEvent('future-of-freight'))).toBe('19 July 2022');
  });

  it('counts an event as upcoming until it has ended', () => {
    const meeting = seededEvent('members-meeting');
    expect(isPastEvent(meeting, new Date('2024-12-19T23:59:59Z'))).toBe(false);
    expect(isPastEvent(meeting, new Date('2024-12-20T00:00:00Z'))).toBe(true);
  });

  it('lists upcoming events soonest first and past events latest first', () => {
    const events = [
      seededEvent('future-of-freight'),
      seededEvent('members-meeting'),
      seededEvent('global-freight-summit'),
    ];
    const { upcoming, past } = splitByDate(events, new Date('2024-11-30T00:00:00Z'));
    expect(upcoming.map((event) => event.slug)).toEqual(['members-meeting']);
    expect(past.map((event) => event.slug)).toEqual(['global-freight-summit', 'future-of-freight']);
  });
});

describe('event schedule in words', () => {
  it('gives whole days, or the hours, in the event’s own time zone', () => {
    expect(formatEventSchedule(seededEvent('global-freight-summit'))).toBe(
      '18–19 November 2024 (Asia/Dubai time, GMT+4)',
    );
    const oneDay = {
      startsAt: '2027-03-10T05:00:00.000Z',
      endsAt: '2027-03-10T13:00:00.000Z',
      timeZone: 'Asia/Dubai',
    };
    expect(formatEventSchedule(oneDay)).toBe('10 March 2027, 09:00–17:00 (Asia/Dubai time, GMT+4)');
    const twoDays = { ...oneDay, endsAt: '2027-03-11T13:00:00.000Z' };
    expect(formatEventSchedule(twoDays)).toBe(
      '10–11 March 2027, from 09:00 on the first day to 17:00 on the last (Asia/Dubai time, GMT+4)',
    );
    expect(formatEventSchedule({ ...oneDay, timeZone: 'UTC' })).toBe('10 March 2027, 05:00–13:00 (UTC)');
  });
});

describe('local date-times', () => {
  it('writes an instant in the event’s zone with its offset', () => {
    expect(localIsoDateTime('2031-02-12T05:00:00.000Z', 'Asia/Dubai')).toBe('2031-02-12T09:00:00+04:00');
    expect(localIsoDateTime('2031-02-12T05:00:00.000Z', 'Asia/Kolkata')).toBe('2031-02-12T10:30:00+05:30');
    expect(localIsoDateTime('2031-07-01T12:00:00.000Z', 'America/New_York')).toBe(
      '2031-07-01T08:00:00-04:00',
    );
    expect(localIsoDateTime('2031-02-12T05:00:00.000Z', 'UTC')).toBe('2031-02-12T05:00:00+00:00');
  });

  it('knows an event given only by its days', () => {
    expect(isWholeDayEvent(seededEvent('global-freight-summit'))).toBe(true);
    expect(
      isWholeDayEvent({
        startsAt: '2031-02-12T05:00:00.000Z',
        endsAt: '2031-02-12T13:00:00.000Z',
        timeZone: 'Asia/Dubai',
      }),
    ).toBe(false);
  });
});
