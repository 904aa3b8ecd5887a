import { sql, type Kysely } from 'kysely';

// Frozen in time: never import application code here.
export async function up(db: Kysely<any>): Promise<void> {
  // Quote requests go only to an address its owner confirmed with a link; a new address waits
  // here until then. When a widget's hourly limit turns visitors away, the member is told.
  for (const column of [
    'pending_notify_email',
    'notify_token_hash',
    'notify_token_expires_at',
    'limit_reached_at',
    'limit_notice_sent_at',
  ]) {
    await db.schema.alterTable('calculator_widgets').addColumn(column, 'text').execute();
  }
  await db.schema
    .createIndex('calculator_widgets_notify_token_idx')
    .on('calculator_widgets')
    .column('notify_token_hash')
    .execute();
  // Addresses nobody confirmed wait for a link (sent when the member next saves the widget);
  // meanwhile requests go to the company's first account, whose address its owner signs in with.
  await sql`
    update calculator_widgets
    set pending_notify_email = notify_email,
        notify_email = (
          select users.email from users
          where users.company_id = calculator_widgets.company_id
          order by users.id limit 1
        )
    where not exists (
      select 1 from users
      where users.company_id = calculator_widgets.company_id
        and users.email = calculator_widgets.notify_email
    )
    and exists (select 1 from users where users.company_id = calculator_widgets.company_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('calculator_widgets_notify_token_idx').execute();
  for (const column of [
    'limit_notice_sent_at',
    'limit_reached_at',
    'notify_token_expires_at',
    'notify_token_hash',
    'pending_notify_email',
  ]) {
    await db.schema.alterTable('calculator_widgets').dropColumn(column).execute();
  }
}
