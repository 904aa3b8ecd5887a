import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen in time: never import application code here. The rows below are a copy of
// shared/events/seeded-events.ts as it stood when this migration was written; a server test
// checks that the two still agree.
const SEEDED_EVENTS = [
  {
    slug: 'members-meeting',
    title: 'DFA Members Meeting',
    summary:
      'An online meeting of the association’s members to look back on the year, discuss how the network works and agree priorities for the next one.',
    description:
      'The members meeting brought the Digital Freight Alliance’s member companies together online at the end of the year. Because it took place on a video call, forwarders and NVOCCs from every region could join from their own offices without travelling.\n\nThe agenda covered how the network had worked for members during the year: finding partners through the member directory, exchanging shipping leads, the payment protection rules and the digital tools included in membership. Members raised what had worked for them and what should change.\n\nThe meeting was open to representatives of member companies, and entry was free. It closed with the priorities members wanted the association to work on in the coming year.',
    starts_at: '2024-12-19T00:00:00.000Z',
    ends_at: '2024-12-20T00:00:00.000Z',
    time_zone: 'UTC',
    attendance: 'online',
    venue_name: null,
    city: null,
    country: null,
    price_usd: 0,
  },
  {
    slug: 'global-freight-summit',
    title: 'Global Freight Summit',
    summary:
      'A two-day, in-person summit at an exhibition centre in Dubai where freight forwarders, NVOCCs and logistics partners met face to face.',
    description:
      'The Global Freight Summit was a two-day gathering held in person at an exhibition centre in Dubai. It gave freight forwarders, NVOCCs and the companies that work with them a place to meet the partners they usually only know by email.\n\nThe programme combined sessions on the state of international freight with time set aside for one-to-one meetings, so members could agree agency arrangements and trade lanes in person. Dubai was chosen because it sits between the main trade routes linking Asia, Europe and Africa and is easy to reach for most members.\n\nAttendance was open to forwarding and logistics professionals, and entry was free.',
    starts_at: '2024-11-17T20:00:00.000Z',
    ends_at: '2024-11-19T20:00:00.000Z',
    time_zone: 'Asia/Dubai',
    attendance: 'offline',
    venue_name: 'An exhibition centre in Dubai',
    city: 'Dubai',
    country: 'AE',
    price_usd: 0,
  },
  {
    slug: 'future-of-freight',
    title: 'Future of Freight',
    summary:
      'An online event on how digital tools are changing freight forwarding, from tracking and online booking to paperless documents.',
    description:
      'Future of Freight was a one-day online event about where freight forwarding is heading. It looked at the digital tools that are changing how forwarders quote, book, track and document shipments, and at what smaller forwarders need in order to keep up with larger competitors.\n\nBecause it was held online, forwarders, NVOCCs and logistics staff could follow it from anywhere, whether or not their companies were already members of the association. Entry was free.',
    starts_at: '2022-07-19T00:00:00.000Z',
    ends_at: '2022-07-20T00:00:00.000Z',
    time_zone: 'UTC',
    attendance: 'online',
    venue_name: null,
    city: null,
    country: null,
    price_usd: 0,
  },
  {
    slug: '1st-dfa-annual-conference',
    title: '1st DFA Annual Conference',
    summary:
      'The association’s first annual conference: two days in Dubai where members met in person for the first time since the alliance was founded.',
    description:
      'The 1st DFA Annual Conference was the first time the Digital Freight Alliance brought its members together in person. Over two days in Dubai, forwarders and NVOCCs who had been working with each other online met face to face.\n\nThe conference mixed presentations about the association and the services it offers members with networking sessions and scheduled one-to-one meetings, where companies could discuss cooperation on the lanes they serve.\n\nIt was open to member companies and to forwarders interested in joining, and entry was free. The list of companies that attended is shared with signed-in members.',
    starts_at: '2022-03-09T20:00:00.000Z',
    ends_at: '2022-03-11T20:00:00.000Z',
    time_zone: 'Asia/Dubai',
    attendance: 'offline',
    venue_name: null,
    city: 'Dubai',
    country: 'AE',
    price_usd: 0,
  },
];

export async function up(db: Kysely<any>): Promise<void> {
  // SQLite's INTEGER PRIMARY KEY is the auto-assigned rowid; PostgreSQL needs a serial.
  const idType = db.getExecutor().adapter instanceof PostgresAdapter ? 'serial' : 'integer';

  await db.schema
    .createTable('events')
    .addColumn('id', idType, (col) => col.primaryKey())
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('summary', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('starts_at', 'text', (col) => col.notNull())
    .addColumn('ends_at', 'text', (col) => col.notNull())
    .addColumn('time_zone', 'text', (col) => col.notNull())
    .addColumn('attendance', 'text', (col) => col.notNull().check(sql`attendance in ('online', 'offline')`))
    .addColumn('venue_name', 'text')
    .addColumn('city', 'text')
    .addColumn('country', 'text')
    .addColumn('price_usd', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addCheckConstraint('events_ends_after_start', sql`ends_at > starts_at`)
    .execute();
  await db.schema.createIndex('events_starts_at_idx').on('events').column('starts_at').execute();

  const createdAt = new Date().toISOString();
  await db
    .insertInto('events')
    .values(SEEDED_EVENTS.map((event) => ({ ...event, created_at: createdAt })))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('events').execute();
}
