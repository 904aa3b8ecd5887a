import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen in time: never import application code here.
export async function up(db: Kysely<any>): Promise<void> {
  const idType = db.getExecutor().adapter instanceof PostgresAdapter ? 'serial' : 'integer';

  // Each member's time zone (IANA) and weekly meeting hours, and their private calendar feed.
  await db.schema
    .createTable('meeting_profiles')
    .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('time_zone', 'text', (col) => col.notNull())
    // JSON array of {weekday, from, to}, always read and written whole
    .addColumn('weekly_hours', 'text', (col) => col.notNull())
    // SHA-256 of the feed URL's token; null when the member has no feed
    .addColumn('feed_token_hash', 'text', (col) => col.unique())
    .addColumn('feed_created_at', 'text')
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('meeting_days_off')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    // YYYY-MM-DD in the member's own zone
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('note', 'text')
    .addPrimaryKeyConstraint('meeting_days_off_pk', ['user_id', 'day'])
    .execute();

  await db.schema
    .createTable('meeting_blocks')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('blocked_company_id', 'integer', (col) =>
      col.notNull().references('companies.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('meeting_blocks_pk', ['user_id', 'blocked_company_id'])
    .execute();

  // An event's meeting grid: slot length, numbered tables, and JSON days with their breaks.
  await db.schema
    .createTable('meeting_conferences')
    .addColumn('event_id', 'integer', (col) => col.primaryKey().references('events.id').onDelete('cascade'))
    .addColumn('slot_minutes', 'integer', (col) => col.notNull().check(sql`slot_minutes > 0`))
    .addColumn('tables', 'integer', (col) => col.notNull().check(sql`tables > 0`))
    .addColumn('days', 'text', (col) => col.notNull())
    .addColumn('updated_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('meetings')
    .addColumn('id', idType, (col) => col.primaryKey())
    // the iCalendar UID: the same in every invitation, update and cancellation of the meeting
    .addColumn('uid', 'text', (col) => col.notNull().unique())
    .addColumn('event_id', 'integer', (col) => col.references('events.id').onDelete('cascade'))
    .addColumn('requester_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('invitee_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    // the zone each person had chosen, kept with the meeting
    .addColumn('requester_zone', 'text', (col) => col.notNull())
    .addColumn('invitee_zone', 'text', (col) => col.notNull())
    .addColumn('starts_at', 'text', (col) => col.notNull())
    .addColumn('ends_at', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('place_kind', 'text', (col) =>
      col.notNull().check(sql`place_kind in ('video', 'phone', 'table')`),
    )
    // the video link or the E.164 phone number
    .addColumn('place_detail', 'text')
    .addColumn('table_number', 'integer')
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status in ('requested', 'confirmed', 'declined', 'cancelled')`),
    )
    // the person a request waits for; null once answered
    .addColumn('awaiting_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    // 1 once calendar invitations went out: a cancellation must then withdraw them
    .addColumn('invited', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('sequence', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('reason', 'text')
    .addColumn('ended_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    // claimed by the server that queues the reminder, so it goes out once
    .addColumn('reminder_sent_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addCheckConstraint('meetings_two_people', sql`requester_id <> invitee_id`)
    .execute();
  await db.schema
    .createIndex('meetings_requester_idx')
    .on('meetings')
    .columns(['requester_id', 'status'])
    .execute();
  await db.schema
    .createIndex('meetings_invitee_idx')
    .on('meetings')
    .columns(['invitee_id', 'status'])
    .execute();
  await db.schema
    .createIndex('meetings_status_start_idx')
    .on('meetings')
    .columns(['status', 'starts_at'])
    .execute();
  await db.schema
    .createIndex('meetings_event_idx')
    .on('meetings')
    .columns(['event_id', 'starts_at'])
    .execute();

  // The no-double-booking rule: a live meeting holds each of its five-minute cells for both of
  // its people, and the key lets a person's cell be held once. Two requests for the same time,
  // on any number of servers, cannot both commit.
  await db.schema
    .createTable('meeting_cells')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('starts_at', 'text', (col) => col.notNull())
    .addColumn('meeting_id', 'integer', (col) => col.notNull().references('meetings.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('meeting_cells_pk', ['user_id', 'starts_at'])
    .execute();
  await db.schema.createIndex('meeting_cells_meeting_idx').on('meeting_cells').column('meeting_id').execute();

  // A conference table is held by one live meeting per slot.
  await db.schema
    .createTable('meeting_tables')
    .addColumn('event_id', 'integer', (col) => col.notNull().references('events.id').onDelete('cascade'))
    .addColumn('starts_at', 'text', (col) => col.notNull())
    .addColumn('table_number', 'integer', (col) => col.notNull())
    .addColumn('meeting_id', 'integer', (col) => col.notNull().references('meetings.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('meeting_tables_pk', ['event_id', 'starts_at', 'table_number'])
    .execute();
  await db.schema
    .createIndex('meeting_tables_meeting_idx')
    .on('meeting_tables')
    .column('meeting_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'meeting_tables',
    'meeting_cells',
    'meetings',
    'meeting_conferences',
    'meeting_blocks',
    'meeting_days_off',
    'meeting_profiles',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
