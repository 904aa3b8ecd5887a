import { PostgresAdapter, type Kysely } from 'kysely';

// Frozen in time: never import application code here.
export async function up(db: Kysely<any>): Promise<void> {
  const idType = db.getExecutor().adapter instanceof PostgresAdapter ? 'serial' : 'integer';

  // A reference a member tracks: a container number, a bill of lading number or a booking.
  await db.schema
    .createTable('tracked_shipments')
    .addColumn('id', idType, (col) => col.primaryKey())
    .addColumn('reference_kind', 'text', (col) => col.notNull())
    .addColumn('reference', 'text', (col) => col.notNull())
    .addColumn('carrier_id', 'integer', (col) => col.references('carriers.id').onDelete('set null'))
    .addColumn('is_sample', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_pulled_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('tracked_shipments_reference', ['reference_kind', 'reference'])
    .execute();

  // Track & Trace events as received, once each: the carrier's eventID is the key.
  await db.schema
    .createTable('tracking_events')
    .addColumn('id', idType, (col) => col.primaryKey())
    .addColumn('event_id', 'text', (col) => col.notNull().unique())
    .addColumn('event_type', 'text', (col) => col.notNull())
    .addColumn('type_code', 'text', (col) => col.notNull())
    .addColumn('classifier', 'text', (col) => col.notNull())
    // UTC, for ordering; the carrier's own text (with the local offset) is kept beside it
    .addColumn('event_at', 'text', (col) => col.notNull())
    .addColumn('event_date_time', 'text', (col) => col.notNull())
    .addColumn('event_created_at', 'text', (col) => col.notNull())
    .addColumn('unlocode', 'text')
    .addColumn('location_name', 'text')
    .addColumn('facility_code', 'text')
    .addColumn('mode_of_transport', 'text')
    .addColumn('vessel_imo', 'text')
    .addColumn('vessel_name', 'text')
    .addColumn('voyage_number', 'text')
    .addColumn('service_code', 'text')
    .addColumn('equipment_reference', 'text')
    .addColumn('empty_indicator', 'text')
    .addColumn('carrier_id', 'integer', (col) => col.references('carriers.id').onDelete('set null'))
    .addColumn('source', 'text', (col) => col.notNull())
    .addColumn('is_sample', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('received_at', 'text', (col) => col.notNull())
    .addColumn('document', 'text', (col) => col.notNull())
    .execute();

  // Which references an event concerns: its own container and documents, and the reference a
  // carrier was asked about when it answered with the event.
  await db.schema
    .createTable('tracking_event_references')
    .addColumn('event_row_id', 'integer', (col) =>
      col.notNull().references('tracking_events.id').onDelete('cascade'),
    )
    .addColumn('reference_kind', 'text', (col) => col.notNull())
    .addColumn('reference', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('tracking_event_references_pk', ['event_row_id', 'reference_kind', 'reference'])
    .execute();
  await db.schema
    .createIndex('tracking_event_references_reference_idx')
    .on('tracking_event_references')
    .columns(['reference_kind', 'reference', 'event_row_id'])
    .execute();

  await db.schema
    .createTable('tracking_watches')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('shipment_id', 'integer', (col) =>
      col.notNull().references('tracked_shipments.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('tracking_watches_pk', ['user_id', 'shipment_id'])
    .execute();
  await db.schema
    .createIndex('tracking_watches_shipment_idx')
    .on('tracking_watches')
    .columns(['shipment_id'])
    .execute();

  // A carrier's Track & Trace subscription: it signs each notification with the shared secret.
  await db.schema
    .createTable('tracking_subscriptions')
    .addColumn('id', idType, (col) => col.primaryKey())
    .addColumn('carrier_id', 'integer', (col) => col.notNull().references('carriers.id').onDelete('cascade'))
    .addColumn('subscription_id', 'text', (col) => col.notNull().unique())
    .addColumn('secret', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'tracking_subscriptions',
    'tracking_watches',
    'tracking_event_references',
    'tracking_events',
    'tracked_shipments',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
