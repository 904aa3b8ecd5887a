import { describe, expect, it } from 'vitest';
import { eventDays, formatEventDays, isPastEvent, splitByDate } from './schedule';
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
