import { PostgresAdapter, type Kysely } from 'kysely';

// Frozen in time: never import application code here.

/**
 * The carriers whose codes members meet most (SCAC; container owner prefixes; bill of lading
 * prefixes), as the registry started. Admins add others; connections say what is live.
 */
const CARRIERS: [scac: string, name: string, containerPrefixes: string[], billOfLadingPrefixes: string[]][] =
  [
    ['MAEU', 'Maersk', ['MSKU', 'MAEU', 'MRKU'], ['MAEU']],
    ['MSCU', 'MSC', ['MSCU', 'MEDU'], ['MEDU', 'MSCU']],
    ['CMDU', 'CMA CGM', ['CMAU'], ['CMDU']],
    ['COSU', 'COSCO Shipping', ['CBHU', 'CSLU'], ['COSU']],
    ['HLCU', 'Hapag-Lloyd', ['HLXU', 'HLCU'], ['HLCU']],
    ['ONEY', 'Ocean Network Express (ONE)', ['ONEU'], ['ONEY']],
    ['EGLV', 'Evergreen', ['EGHU', 'EISU', 'EMCU'], ['EGLV']],
    ['HDMU', 'HMM', ['HDMU'], ['HDMU']],
    ['YMLU', 'Yang Ming', ['YMLU'], ['YMLU']],
    ['ZIMU', 'ZIM', ['ZIMU'], ['ZIMU']],
    ['OOLU', 'OOCL', ['OOLU'], ['OOLU']],
    ['WHLC', 'Wan Hai Lines', [], ['WHLC']],
    ['PCIU', 'PIL (Pacific International Lines)', [], ['PCIU']],
    ['MATS', 'Matson', [], ['MATS']],
    ['APLU', 'APL', [], ['APLU']],
  ];

export async function up(db: Kysely<any>): Promise<void> {
  const idType = db.getExecutor().adapter instanceof PostgresAdapter ? 'serial' : 'integer';

  // Which version of a shipped dataset a table holds, so the data load runs only on a change.
  await db.schema
    .createTable('reference_data')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('version', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('ports')
    .addColumn('unlocode', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('wpi_name', 'text', (col) => col.notNull())
    .addColumn('alternate_names', 'text', (col) => col.notNull())
    .addColumn('country_code', 'text', (col) => col.notNull())
    .addColumn('country_name', 'text', (col) => col.notNull())
    .addColumn('harbor_size', 'text')
    .addColumn('latitude', 'double precision', (col) => col.notNull())
    .addColumn('longitude', 'double precision', (col) => col.notNull())
    .addColumn('wpi_number', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('port_aliases')
    .addColumn('code', 'text', (col) => col.primaryKey())
    .addColumn('unlocode', 'text', (col) => col.notNull().references('ports.unlocode').onDelete('cascade'))
    .execute();

  await db.schema
    .createTable('carriers')
    .addColumn('id', idType, (col) => col.primaryKey())
    .addColumn('scac', 'text', (col) => col.notNull().unique())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('container_prefixes', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('bill_of_lading_prefixes', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  const now = new Date().toISOString();
  await db
    .insertInto('carriers')
    .values(
      CARRIERS.map(([scac, name, containerPrefixes, billOfLadingPrefixes]) => ({
        scac,
        name,
        container_prefixes: JSON.stringify(containerPrefixes),
        bill_of_lading_prefixes: JSON.stringify(billOfLadingPrefixes),
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();

  await db.schema
    .createTable('carrier_connections')
    .addColumn('id', idType, (col) => col.primaryKey())
    .addColumn('carrier_id', 'integer', (col) => col.notNull().references('carriers.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('base_url', 'text', (col) => col.notNull())
    .addColumn('api_key', 'text', (col) => col.notNull())
    .addColumn('api_key_updated_at', 'text', (col) => col.notNull())
    .addColumn('interval_minutes', 'integer', (col) => col.notNull())
    .addColumn('enabled', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('next_sync_at', 'text', (col) => col.notNull())
    .addColumn('claimed_until', 'text')
    .addColumn('consecutive_failures', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('carrier_connections_carrier_kind', ['carrier_id', 'kind'])
    .execute();
  await db.schema
    .createIndex('carrier_connections_due_idx')
    .on('carrier_connections')
    .columns(['enabled', 'next_sync_at'])
    .execute();

  await db.schema
    .createTable('carrier_sync_runs')
    .addColumn('id', idType, (col) => col.primaryKey())
    .addColumn('connection_id', 'integer', (col) =>
      col.notNull().references('carrier_connections.id').onDelete('cascade'),
    )
    .addColumn('started_at', 'text', (col) => col.notNull())
    .addColumn('finished_at', 'text')
    .addColumn('result', 'text', (col) => col.notNull())
    .addColumn('message', 'text')
    .addColumn('pages', 'integer', (col) => col.notNull().defaultTo(0))
    // JSON object of what the run stored, e.g. services, vessels, voyages, calls
    .addColumn('counts', 'text', (col) => col.notNull().defaultTo('{}'))
    .execute();
  await db.schema
    .createIndex('carrier_sync_runs_connection_idx')
    .on('carrier_sync_runs')
    .columns(['connection_id', 'started_at'])
    .execute();

  await db.schema
    .createTable('schedule_services')
    .addColumn('id', idType, (col) => col.primaryKey())
    .addColumn('carrier_id', 'integer', (col) => col.notNull().references('carriers.id').onDelete('cascade'))
    .addColumn('service_code', 'text', (col) => col.notNull())
    .addColumn('service_name', 'text', (col) => col.notNull())
    .addColumn('universal_service_reference', 'text')
    .addColumn('is_sample', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('schedule_services_code', ['carrier_id', 'service_code', 'is_sample'])
    .execute();

  await db.schema
    .createTable('vessels')
    .addColumn('id', idType, (col) => col.primaryKey())
    .addColumn('imo_number', 'text')
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('operator_carrier_code', 'text')
    .addColumn('flag', 'text')
    .addColumn('call_sign', 'text')
    .addColumn('is_dummy', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  // Several vessels may lack an IMO number (unassigned "dummy" vessels); both dialects allow
  // many NULLs under a unique index.
  await db.schema.createIndex('vessels_imo_idx').on('vessels').column('imo_number').unique().execute();
  await db.schema.createIndex('vessels_name_idx').on('vessels').column('name').execute();

  await db.schema
    .createTable('schedule_voyages')
    .addColumn('id', idType, (col) => col.primaryKey())
    .addColumn('service_id', 'integer', (col) =>
      col.notNull().references('schedule_services.id').onDelete('cascade'),
    )
    .addColumn('vessel_id', 'integer', (col) => col.notNull().references('vessels.id').onDelete('cascade'))
    .addColumn('voyage_number', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('schedule_voyages_key', ['service_id', 'vessel_id', 'voyage_number'])
    .execute();

  // A call arrives on one voyage and departs on another where the voyage number changes (the
  // turning port of a round trip); cargo stays on board between two calls of the same voyage.
  await db.schema
    .createTable('transport_calls')
    .addColumn('id', idType, (col) => col.primaryKey())
    .addColumn('service_id', 'integer', (col) =>
      col.notNull().references('schedule_services.id').onDelete('cascade'),
    )
    .addColumn('arrival_voyage_id', 'integer', (col) =>
      col.notNull().references('schedule_voyages.id').onDelete('cascade'),
    )
    .addColumn('departure_voyage_id', 'integer', (col) =>
      col.notNull().references('schedule_voyages.id').onDelete('cascade'),
    )
    .addColumn('transport_call_reference', 'text', (col) => col.notNull())
    .addColumn('sequence', 'integer', (col) => col.notNull())
    .addColumn('unlocode', 'text', (col) => col.notNull())
    .addColumn('location_name', 'text')
    .addColumn('facility_code', 'text')
    .addColumn('arrival_at', 'text')
    .addColumn('arrival_offset_minutes', 'integer')
    .addColumn('arrival_classifier', 'text')
    .addColumn('departure_at', 'text')
    .addColumn('departure_offset_minutes', 'integer')
    .addColumn('departure_classifier', 'text')
    .addUniqueConstraint('transport_calls_reference', ['service_id', 'transport_call_reference'])
    .execute();
  // With the voyage, so "which voyages leave or reach this port then" is read from the index alone.
  await db.schema
    .createIndex('transport_calls_departures_idx')
    .on('transport_calls')
    .columns(['unlocode', 'departure_at', 'departure_voyage_id'])
    .execute();
  await db.schema
    .createIndex('transport_calls_arrivals_idx')
    .on('transport_calls')
    .columns(['unlocode', 'arrival_at', 'arrival_voyage_id'])
    .execute();
  await db.schema
    .createIndex('transport_calls_departure_voyage_idx')
    .on('transport_calls')
    .columns(['departure_voyage_id', 'departure_at'])
    .execute();
  await db.schema
    .createIndex('transport_calls_arrival_voyage_idx')
    .on('transport_calls')
    .columns(['arrival_voyage_id', 'arrival_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'transport_calls',
    'schedule_voyages',
    'vessels',
    'schedule_services',
    'carrier_sync_runs',
    'carrier_connections',
    'carriers',
    'port_aliases',
    'ports',
    'reference_data',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
