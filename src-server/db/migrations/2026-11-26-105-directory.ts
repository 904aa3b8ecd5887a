import { PostgresAdapter, type Kysely } from 'kysely';

// Frozen in time: never import application code here.

/** The slug rule as it stood when this migration was written: lowercase ASCII words and the id. */
function slugFor(name: string, id: number): string {
  const words = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
  return words ? `${words}-${id}` : `company-${id}`;
}

export async function up(db: Kysely<any>): Promise<void> {
  const idType = db.getExecutor().adapter instanceof PostgresAdapter ? 'serial' : 'integer';

  // Offices and services move to their own tables (one source of truth each); the company keeps
  // what the directory shows and searches.
  await db.schema.alterTable('companies').addColumn('slug', 'text').execute();
  await db.schema
    .alterTable('companies')
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('companies').addColumn('member_since', 'text').execute();
  // Lowercased name, a newline, then the office cities: written with every change, so search
  // needs no function call per row on either dialect, and sorting by it sorts by name.
  await db.schema
    .alterTable('companies')
    .addColumn('search_text', 'text', (col) => col.notNull().defaultTo(''))
    .execute();

  await db.schema
    .createTable('company_offices')
    .addColumn('id', idType, (col) => col.primaryKey())
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('country', 'text', (col) => col.notNull())
    .addColumn('city', 'text', (col) => col.notNull())
    .addColumn('address', 'text')
    .addColumn('is_head_office', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('company_services')
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('service', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('company_services_pk', ['company_id', 'service'])
    .execute();
  await db.schema
    .createTable('company_contacts')
    .addColumn('id', idType, (col) => col.primaryKey())
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('role', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('contact_reveals')
    .addColumn('id', idType, (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (col) => col.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  const companies = await db
    .selectFrom('companies')
    .select(['id', 'name', 'country', 'city', 'services', 'created_at'])
    .execute();
  for (const company of companies) {
    const id = Number(company.id);
    const name = String(company.name);
    const city = String(company.city ?? '');
    await db
      .updateTable('companies')
      .set({
        slug: slugFor(name, id),
        member_since: String(company.created_at).slice(0, 10),
        search_text: `${name}\n${city}`.toLowerCase(),
      })
      .where('id', '=', id)
      .execute();
    if (company.country) {
      await db
        .insertInto('company_offices')
        .values({ company_id: id, country: company.country, city, is_head_office: 1 })
        .execute();
    }
    let services: unknown = [];
    try {
      services = JSON.parse(String(company.services ?? '[]'));
    } catch {
      services = [];
    }
    const ids = Array.isArray(services) ? [...new Set(services.filter((s) => typeof s === 'string'))] : [];
    if (ids.length > 0) {
      await db
        .insertInto('company_services')
        .values(ids.map((service) => ({ company_id: id, service })))
        .execute();
    }
  }

  await db.schema.alterTable('companies').dropColumn('services').execute();
  await db.schema.alterTable('companies').dropColumn('country').execute();
  await db.schema.alterTable('companies').dropColumn('city').execute();

  await db.schema.createIndex('companies_slug_idx').on('companies').column('slug').unique().execute();
  // Both cover the listing condition (status, has a slug), so counting a filtered directory and
  // walking it in name order read only the index.
  await db.schema
    .createIndex('companies_listing_idx')
    .on('companies')
    .columns(['membership_type', 'slug'])
    .execute();
  await db.schema
    .createIndex('companies_name_idx')
    .on('companies')
    .columns(['search_text', 'membership_type', 'slug'])
    .execute();
  await db.schema
    .createIndex('company_offices_place_idx')
    .on('company_offices')
    .columns(['country', 'city', 'company_id'])
    .execute();
  await db.schema
    .createIndex('company_offices_company_idx')
    .on('company_offices')
    .columns(['company_id', 'is_head_office'])
    .execute();
  await db.schema
    .createIndex('company_services_service_idx')
    .on('company_services')
    .columns(['service', 'company_id'])
    .execute();
  await db.schema
    .createIndex('company_contacts_company_idx')
    .on('company_contacts')
    .columns(['company_id', 'position'])
    .execute();
  await db.schema
    .createIndex('contact_reveals_user_time_idx')
    .on('contact_reveals')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('contact_reveals_company_idx')
    .on('contact_reveals')
    .columns(['company_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('contact_reveals').execute();
  await db.schema.dropTable('company_contacts').execute();
  await db.schema.dropTable('company_services').execute();
  await db.schema.dropTable('company_offices').execute();
  await db.schema.dropIndex('companies_name_idx').execute();
  await db.schema.dropIndex('companies_listing_idx').execute();
  await db.schema.dropIndex('companies_slug_idx').execute();
  for (const column of ['search_text', 'member_since', 'description', 'slug']) {
    await db.schema.alterTable('companies').dropColumn(column).execute();
  }
  await db.schema
    .alterTable('companies')
    .addColumn('country', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('companies')
    .addColumn('city', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('companies')
    .addColumn('services', 'text', (col) => col.notNull().defaultTo('[]'))
    .execute();
}
