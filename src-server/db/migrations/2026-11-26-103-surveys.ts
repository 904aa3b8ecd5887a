import { PostgresAdapter, type Kysely } from 'kysely';

// Frozen in time: never import application code here.
export async function up(db: Kysely<any>): Promise<void> {
  const idType = db.getExecutor().adapter instanceof PostgresAdapter ? 'serial' : 'integer';

  await db.schema
    .createTable('survey_responses')
    .addColumn('id', idType, (col) => col.primaryKey())
    // 'experience', 'expectations', 'cargoes-finance' or 'event:<slug>'; the application's
    // survey definitions hold the list, so new surveys need no table rebuild on SQLite.
    .addColumn('survey', 'text', (col) => col.notNull())
    // SHA-256 of the browser's random respondent key: one answer per browser and survey.
    .addColumn('respondent_key_hash', 'text', (col) => col.notNull())
    // The client's key for one filled-in form, so a retried request is stored once.
    .addColumn('idempotency_key', 'text', (col) => col.notNull().unique())
    .addColumn('answers', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('survey_responses_one_per_respondent', ['survey', 'respondent_key_hash'])
    .execute();
  await db.schema
    .createIndex('survey_responses_survey_created_idx')
    .on('survey_responses')
    .columns(['survey', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('survey_responses').execute();
}
