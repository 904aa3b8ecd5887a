import type { EventDetails } from '../../../shared/api/events';

/** RFC 5545 §3.1: content lines are at most 75 octets, continued on lines starting with a space. */
const MAX_LINE_OCTETS = 75;

function foldLine(line: string): string {
  const folded: string[] = [];
  let current = '';
  let currentOctets = 0;
  for (const character of line) {
    const octets = Buffer.byteLength(character, 'utf8');
    // Continuation lines begin with a space, which counts towards their 75 octets.
    const limit = folded.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (currentOctets + octets > limit) {
      folded.push(current);
      current = '';
      currentOctets = 0;
    }
    current += character;
    currentOctets += octets;
  }
  folded.push(current);
  return folded.join('\r\n ');
}

/** RFC 5545 §3.3.11: backslash, semicolon, comma and newline are escaped in TEXT values. */
function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** `20241219T000000Z`: a UTC date-time in the iCalendar basic format. */
function utcStamp(iso: string | Date): string {
  return new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

function location(event: EventDetails): string | undefined {
  const place = [event.venueName, event.city, event.country].filter(Boolean).join(', ');
  return event.attendance === 'offline' && place ? place : undefined;
}

/**
 * One event as an iCalendar file (RFC 5545) that calendar apps import: times in UTC, CRLF line
 * endings and folded long lines.
 */
export function eventCalendar(
  event: EventDetails,
  { pageUrl, host, now }: { pageUrl: string; host: string; now: Date },
): string {
  const place = location(event);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Digital Freight Alliance//DFA Portal//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:event-${event.slug}@${host}`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART:${utcStamp(event.startsAt)}`,
    `DTEND:${utcStamp(event.endsAt)}`,
    `SUMMARY:${escapeText(event.title)}`,
    `DESCRIPTION:${escapeText(`${event.description}\n\nDetails: ${pageUrl}`)}`,
    place ? `LOCATION:${escapeText(place)}` : `LOCATION:${escapeText(`Online: ${pageUrl}`)}`,
    `URL:${pageUrl}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
