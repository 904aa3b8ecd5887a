import { describe, expect, it } from 'vitest';
import {
  cellsOf,
  conferenceGrid,
  firstOverlap,
  isIanaTimeZone,
  localTime,
  slotsWithinHours,
  zoneSpelling,
} from './time';

const sunday = (date: string) => ({ weekday: 7, from: '00:00', to: '04:00', date });

function newYorkSundaySlots(date: string, to = '04:00') {
  const { weekday, from } = sunday(date);
  const start = Date.parse(`${date}T00:00:00Z`);
  return slotsWithinHours(start, start + 2 * 86_400_000, {
    zone: 'America/New_York',
    hours: [{ weekday, from, to }],
    daysOff: new Set(),
  }).map((slot) => {
    const local = localTime(slot, 'America/New_York');
    return `${local.date} ${local.time} ${local.offset}`;
  });
}

describe('meeting times in real time zones', () => {
  it('knows IANA zone names and refuses abbreviations, offsets and made-up names', () => {
    for (const zone of [
      'America/New_York',
      'Australia/Sydney',
      'Asia/Kolkata',
      'UTC',
      'America/Argentina/Buenos_Aires',
    ])
      expect(isIanaTimeZone(zone), zone).toBe(true);
    for (const zone of ['EST', '+04:00', 'GMT+4', 'Mars/Olympus_Mons', 'Japan', '', 'Europe/London; drop'])
      expect(isIanaTimeZone(zone), zone).toBe(false);
    expect(zoneSpelling('asia/dubai')).toBe('Asia/Dubai');
    expect(zoneSpelling('Asia/Kolkata')).toBe('Asia/Kolkata');
  });

  it('never offers the hour New York skips when its clocks go forward', () => {
    expect(newYorkSundaySlots('2027-03-14')).toEqual([
      '2027-03-14 00:00 -05:00',
      '2027-03-14 00:30 -05:00',
      '2027-03-14 01:00 -05:00',
      // 01:30 EST ends at 03:00 EDT: half an hour later, inside the hours.
      '2027-03-14 01:30 -05:00',
      '2027-03-14 03:00 -04:00',
      '2027-03-14 03:30 -04:00',
    ]);
  });

  it('offers the hour New York lives twice when its clocks go back, once with each offset', () => {
    expect(newYorkSundaySlots('2027-11-07', '03:00')).toEqual([
      '2027-11-07 00:00 -04:00',
      '2027-11-07 00:30 -04:00',
      '2027-11-07 01:00 -04:00',
      '2027-11-07 01:30 -04:00',
      '2027-11-07 01:00 -05:00',
      '2027-11-07 01:30 -05:00',
      '2027-11-07 02:00 -05:00',
      '2027-11-07 02:30 -05:00',
    ]);
  });

  it('reads one instant on each side of the world with each side’s rules', () => {
    // The Monday after the United States moved its clocks; Sydney is still on summer time.
    expect(localTime('2027-03-15T20:00:00.000Z', 'America/New_York').label).toBe(
      'Monday 15 March 2027, 16:00 (America/New_York, UTC-04:00)',
    );
    expect(localTime('2027-03-15T20:00:00.000Z', 'Australia/Sydney').label).toBe(
      'Tuesday 16 March 2027, 07:00 (Australia/Sydney, UTC+11:00)',
    );
    // The Friday before, the same New York time was an hour later in UTC.
    expect(localTime('2027-03-12T21:00:00.000Z', 'America/New_York').time).toBe('16:00');
  });

  it('finds overlapping hours on the same weekday only', () => {
    expect(
      firstOverlap([
        { weekday: 1, from: '09:00', to: '12:00' },
        { weekday: 2, from: '11:00', to: '13:00' },
        { weekday: 1, from: '12:00', to: '17:00' },
      ]),
    ).toBeNull();
    expect(
      firstOverlap([
        { weekday: 1, from: '09:00', to: '12:00' },
        { weekday: 1, from: '11:30', to: '13:00' },
      ]),
    ).toEqual({ index: 1, other: 0 });
  });

  it('lays out a conference day in slots that stop for breaks, on the event’s clock', () => {
    const grid = conferenceGrid(
      [{ date: '2027-03-10', from: '09:00', to: '12:00', breaks: [{ from: '10:15', to: '10:45' }] }],
      30,
      'Asia/Dubai',
    );
    expect(grid.map((slot) => slot.time)).toEqual(['09:00', '09:30', '10:45', '11:15']);
    expect(new Date(grid[0]!.startsAt).toISOString()).toBe('2027-03-10T05:00:00.000Z');
    expect(cellsOf(grid[0]!.startsAt, grid[0]!.endsAt)).toHaveLength(6);
  });
});
