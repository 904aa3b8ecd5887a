import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen in time: never import application code here.
export async function up(db: Kysely<any>): Promise<void> {
  const idType = db.getExecutor().adapter instanceof PostgresAdapter ? 'serial' : 'integer';

  await db.schema
    .createTable('shipping_leads')
    .addColumn('id', idType, (col) => col.primaryKey())
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status in ('pending', 'published', 'rejected', 'awarded', 'closed', 'direct')`),
    )
    .addColumn('source', 'text', (col) => col.notNull().check(sql`source in ('form', 'widget')`))
    // A widget's request goes to the member who runs the widget, never to the board.
    .addColumn('addressed_company_id', 'integer', (col) => col.references('companies.id').onDelete('cascade'))
    .addColumn('requester_name', 'text', (col) => col.notNull())
    .addColumn('requester_company', 'text')
    .addColumn('requester_email', 'text', (col) => col.notNull())
    .addColumn('requester_phone', 'text')
    .addColumn('requester_country', 'text', (col) => col.notNull())
    .addColumn('mode', 'text', (col) =>
      col.notNull().check(sql`mode in ('sea-fcl', 'sea-lcl', 'air', 'road')`),
    )
    .addColumn('origin_country', 'text', (col) => col.notNull())
    .addColumn('origin_port', 'text')
    .addColumn('origin_city', 'text')
    .addColumn('destination_country', 'text', (col) => col.notNull())
    .addColumn('destination_port', 'text')
    .addColumn('destination_city', 'text')
    // JSON array of piece lines: always read and written with the lead.
    .addColumn('pieces', 'text', (col) => col.notNull())
    .addColumn('commodity', 'text', (col) => col.notNull())
    .addColumn('hazardous', 'integer', (col) => col.notNull())
    .addColumn('ready_date', 'text', (col) => col.notNull())
    .addColumn('incoterm', 'text')
    .addColumn('notes', 'text')
    // SHA-256 of the shipper's private link; set when the lead is published
    .addColumn('token_hash', 'text', (col) => col.unique())
    .addColumn('published_at', 'text')
    .addColumn('expires_at', 'text')
    .addColumn('closed_at', 'text')
    .addColumn('closed_reason', 'text')
    .addColumn('rejected_reason', 'text')
    .addColumn('reviewed_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('awarded_bid_id', 'integer')
    .addColumn('idempotency_key', 'text', (col) => col.unique())
    .addColumn('ip', 'text', (col) => col.notNull())
    .addColumn('attribution', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('shipping_leads_status_published_idx')
    .on('shipping_leads')
    .columns(['status', 'published_at'])
    .execute();
  await db.schema
    .createIndex('shipping_leads_lane_idx')
    .on('shipping_leads')
    .columns(['origin_country', 'destination_country'])
    .execute();
  await db.schema
    .createIndex('shipping_leads_addressed_idx')
    .on('shipping_leads')
    .column('addressed_company_id')
    .execute();

  await db.schema
    .createTable('shipping_lead_equipment')
    .addColumn('lead_id', 'integer', (col) =>
      col.notNull().references('shipping_leads.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('count', 'integer', (col) => col.notNull().check(sql`count > 0`))
    .addPrimaryKeyConstraint('shipping_lead_equipment_pk', ['lead_id', 'position'])
    .execute();
  await db.schema
    .createIndex('shipping_lead_equipment_type_idx')
    .on('shipping_lead_equipment')
    .columns(['type', 'lead_id'])
    .execute();

  await db.schema
    .createTable('lead_bids')
    .addColumn('id', idType, (col) => col.primaryKey())
    .addColumn('lead_id', 'integer', (col) =>
      col.notNull().references('shipping_leads.id').onDelete('cascade'),
    )
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('state', 'text', (col) =>
      col.notNull().check(sql`state in ('live', 'withdrawn', 'won', 'lost')`),
    )
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('lump-sum', 'itemised')`))
    .addColumn('valid_until', 'text', (col) => col.notNull())
    .addColumn('transit_days', 'integer', (col) => col.notNull())
    .addColumn('free_days', 'integer', (col) => col.notNull())
    .addColumn('routing', 'text', (col) => col.notNull())
    .addColumn('notes', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    // One bid per member company per lead: a second one edits the first.
    .addUniqueConstraint('lead_bids_lead_company_key', ['lead_id', 'company_id'])
    .execute();

  await db.schema
    .createTable('lead_bid_lines')
    .addColumn('bid_id', 'integer', (col) => col.notNull().references('lead_bids.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('basis', 'text', (col) => col.notNull())
    // thousandths: 2.5 revenue tons is 2500
    .addColumn('quantity_milli', 'integer', (col) => col.notNull().check(sql`quantity_milli > 0`))
    .addColumn('unit_price_minor', 'bigint', (col) => col.notNull().check(sql`unit_price_minor > 0`))
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('total_minor', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('lead_bid_lines_pk', ['bid_id', 'position'])
    .execute();

  await db.schema
    .createTable('lead_spam_reports')
    .addColumn('id', idType, (col) => col.primaryKey())
    .addColumn('lead_id', 'integer', (col) =>
      col.notNull().references('shipping_leads.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('lead_spam_reports_lead_user_key', ['lead_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('saved_lanes')
    .addColumn('id', idType, (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('origin_country', 'text', (col) => col.notNull())
    .addColumn('destination_country', 'text', (col) => col.notNull())
    // 'any' rather than NULL, so the unique key below holds for "any mode" too
    .addColumn('mode', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('saved_lanes_user_lane_key', [
      'user_id',
      'origin_country',
      'destination_country',
      'mode',
    ])
    .execute();

  // Each member's digest: leads published after `covered_until` are news.
  await db.schema
    .createTable('lead_digests')
    .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('covered_until', 'text', (col) => col.notNull())
    .addColumn('last_sent_at', 'text')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'lead_digests',
    'saved_lanes',
    'lead_spam_reports',
    'lead_bid_lines',
    'lead_bids',
    'shipping_lead_equipment',
    'shipping_leads',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
