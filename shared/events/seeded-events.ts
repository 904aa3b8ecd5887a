import type { EventDetails } from '../api/events';

/**
 * The four events the association has held, as the website shows them. The events migration
 * seeds the database with a frozen copy of this list (migrations never import app code); a
 * server test fails if the two ever differ, so this file stays the one place to edit them.
 *
 * Only the dates and places are known, not the hours, so each event spans whole days in its
 * own time zone: from midnight on the first day to midnight after the last.
 */
export const SEEDED_EVENTS = [
  {
    slug: 'members-meeting',
    title: 'DFA Members Meeting',
    summary:
      'An online meeting of the association’s members to look back on the year, discuss how the network works and agree priorities for the next one.',
    description: [
      'The members meeting brought the Digital Freight Alliance’s member companies together online at the end of the year. Because it took place on a video call, forwarders and NVOCCs from every region could join from their own offices without travelling.',
      'The agenda covered how the network had worked for members during the year: finding partners through the member directory, exchanging shipping leads, the payment protection rules and the digital tools included in membership. Members raised what had worked for them and what should change.',
      'The meeting was open to representatives of member companies, and entry was free. It closed with the priorities members wanted the association to work on in the coming year.',
    ].join('\n\n'),
    startsAt: '2024-12-19T00:00:00.000Z',
    endsAt: '2024-12-20T00:00:00.000Z',
    timeZone: 'UTC',
    attendance: 'online',
    venueName: null,
    city: null,
    country: null,
    priceUsd: 0,
    recap: null,
  },
  {
    slug: 'global-freight-summit',
    title: 'Global Freight Summit',
    summary:
      'A two-day, in-person summit at an exhibition centre in Dubai where freight forwarders, NVOCCs and logistics partners met face to face.',
    description: [
      'The Global Freight Summit was a two-day gathering held in person at an exhibition centre in Dubai. It gave freight forwarders, NVOCCs and the companies that work with them a place to meet the partners they usually only know by email.',
      'The programme combined sessions on the state of international freight with time set aside for one-to-one meetings, so members could agree agency arrangements and trade lanes in person. Dubai was chosen because it sits between the main trade routes linking Asia, Europe and Africa and is easy to reach for most members.',
      'Attendance was open to forwarding and logistics professionals, and entry was free.',
    ].join('\n\n'),
    startsAt: '2024-11-17T20:00:00.000Z',
    endsAt: '2024-11-19T20:00:00.000Z',
    timeZone: 'Asia/Dubai',
    attendance: 'offline',
    venueName: 'An exhibition centre in Dubai',
    city: 'Dubai',
    country: 'AE',
    priceUsd: 0,
    recap: null,
  },
  {
    slug: 'future-of-freight',
    title: 'Future of Freight',
    summary:
      'An online event on how digital tools are changing freight forwarding, from tracking and online booking to paperless documents.',
    description: [
      'Future of Freight was a one-day online event about where freight forwarding is heading. It looked at the digital tools that are changing how forwarders quote, book, track and document shipments, and at what smaller forwarders need in order to keep up with larger competitors.',
      'Because it was held online, forwarders, NVOCCs and logistics staff could follow it from anywhere, whether or not their companies were already members of the association. Entry was free.',
    ].join('\n\n'),
    startsAt: '2022-07-19T00:00:00.000Z',
    endsAt: '2022-07-20T00:00:00.000Z',
    timeZone: 'UTC',
    attendance: 'online',
    venueName: null,
    city: null,
    country: null,
    priceUsd: 0,
    recap: null,
  },
  {
    slug: '1st-dfa-annual-conference',
    title: '1st DFA Annual Conference',
    summary:
      'The association’s first annual conference: two days in Dubai where members met in person for the first time since the alliance was founded.',
    description: [
      'The 1st DFA Annual Conference was the first time the Digital Freight Alliance brought its members together in person. Over two days in Dubai, forwarders and NVOCCs who had been working with each other online met face to face.',
      'The conference mixed presentations about the association and the services it offers members with networking sessions and scheduled one-to-one meetings, where companies could discuss cooperation on the lanes they serve.',
      'It was open to member companies and to forwarders interested in joining, and entry was free. The list of companies that attended is shared with signed-in members.',
    ].join('\n\n'),
    startsAt: '2022-03-09T20:00:00.000Z',
    endsAt: '2022-03-11T20:00:00.000Z',
    timeZone: 'Asia/Dubai',
    attendance: 'offline',
    venueName: null,
    city: 'Dubai',
    country: 'AE',
    priceUsd: 0,
    recap: null,
  },
] as const satisfies readonly EventDetails[];

export type SeededEventSlug = (typeof SEEDED_EVENTS)[number]['slug'];

export function seededEvent(slug: SeededEventSlug): EventDetails {
  const event = SEEDED_EVENTS.find((candidate) => candidate.slug === slug);
  if (!event) throw new Error(`Unknown seeded event ${slug}`);
  return event;
}
