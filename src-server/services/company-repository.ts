import { SERVICE_IDS, type ServiceId } from '../../shared/domain/services';
import type {
  CompanyEdit,
  CompanyProfile,
  ContactView,
  EditableCompany,
  Office,
} from '../../shared/api/directory';
import type { Db } from '../db/database';
import { countryName } from './country-name';
import { membershipVerification } from './membership-verification';
import { slugify } from './slug';

/** Statuses the public directory lists: applications under review are not members yet. */
export const LISTED_STATUSES = ['premium', 'standard_active', 'standard_inactive'] as const;

export function searchTextFor(name: string, cities: readonly string[]): string {
  return `${name}\n${[...new Set(cities)].join(' ')}`.toLowerCase();
}

const SERVICE_ORDER = new Map<string, number>(SERVICE_IDS.map((id, index) => [id, index]));

/** Service ids in the catalogue's order, dropping any the catalogue no longer has. */
export function orderedServices(ids: readonly string[]): ServiceId[] {
  return ids
    .filter((id): id is ServiceId => SERVICE_ORDER.has(id))
    .sort((a, b) => SERVICE_ORDER.get(a)! - SERVICE_ORDER.get(b)!);
}

/** A free slug for a new company: its name's, or with its id appended when that is taken. */
async function freeSlug(db: Db, name: string, companyId: number): Promise<string> {
  const base = slugify(name) || 'company';
  const taken = await db.selectFrom('companies').select('id').where('slug', '=', base).executeTakeFirst();
  return taken && taken.id !== companyId ? `${base}-${companyId}` : base;
}

/**
 * Gives a just-created company its directory entry: a slug, its head office and its services.
 * Sign-up calls this inside its transaction, so a company never exists without them.
 * `member_since` stays empty until the application is approved.
 */
export async function createDirectoryEntry(
  trx: Db,
  companyId: number,
  entry: { name: string; country: string; city: string; services: readonly ServiceId[] },
): Promise<void> {
  await trx
    .insertInto('company_offices')
    .values({
      company_id: companyId,
      country: entry.country,
      city: entry.city,
      address: null,
      is_head_office: 1,
    })
    .execute();
  await replaceServices(trx, companyId, entry.services);
  await trx
    .updateTable('companies')
    .set({
      slug: await freeSlug(trx, entry.name, companyId),
      search_text: searchTextFor(entry.name, [entry.city]),
    })
    .where('id', '=', companyId)
    .execute();
}

async function replaceServices(trx: Db, companyId: number, services: readonly string[]) {
  await trx.deleteFrom('company_services').where('company_id', '=', companyId).execute();
  const unique = [...new Set(services)];
  if (unique.length === 0) return;
  await trx
    .insertInto('company_services')
    .values(unique.map((service) => ({ company_id: companyId, service })))
    .execute();
}

export interface CompanyRow {
  id: number;
  slug: string;
  name: string;
  status: CompanyProfile['status'];
}

export async function findCompanyBySlug(db: Db, slug: string): Promise<CompanyRow | undefined> {
  const row = await db
    .selectFrom('companies')
    .select(['id', 'slug', 'name', 'membership_type'])
    .where('slug', '=', slug)
    .executeTakeFirst();
  if (!row || row.slug === null) return undefined;
  return { id: row.id, slug: row.slug, name: row.name, status: row.membership_type };
}

export async function findCompanyById(db: Db, id: number): Promise<CompanyRow | undefined> {
  const row = await db
    .selectFrom('companies')
    .select(['id', 'slug', 'name', 'membership_type'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row || row.slug === null) return undefined;
  return { id: row.id, slug: row.slug, name: row.name, status: row.membership_type };
}

async function officesOf(db: Db, companyId: number) {
  const rows = await db
    .selectFrom('company_offices')
    .select(['country', 'city', 'address', 'is_head_office'])
    .where('company_id', '=', companyId)
    .orderBy('is_head_office', 'desc')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    country: row.country,
    city: row.city,
    address: row.address ?? '',
    isHeadOffice: Number(row.is_head_office) === 1,
  }));
}

async function servicesOf(db: Db, companyId: number): Promise<ServiceId[]> {
  const rows = await db
    .selectFrom('company_services')
    .select('service')
    .where('company_id', '=', companyId)
    .execute();
  return orderedServices(rows.map((row) => row.service));
}

export async function contactsOf(db: Db, companyId: number): Promise<ContactView[]> {
  return db
    .selectFrom('company_contacts')
    .select(['name', 'role', 'email', 'phone'])
    .where('company_id', '=', companyId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

async function companyColumns(db: Db, companyId: number) {
  return db
    .selectFrom('companies')
    .select([
      'slug',
      'name',
      'logo_url',
      'description',
      'website',
      'membership_type',
      'valid_until',
      'member_since',
      'tier',
      'suspended_at',
    ])
    .where('id', '=', companyId)
    .executeTakeFirstOrThrow();
}

/** The public profile: everything but the contacts, which only a reveal shows. */
export async function readProfile(db: Db, companyId: number): Promise<CompanyProfile> {
  const [company, offices, services, contactCount] = await Promise.all([
    companyColumns(db, companyId),
    officesOf(db, companyId),
    servicesOf(db, companyId),
    db
      .selectFrom('company_contacts')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('company_id', '=', companyId)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    slug: company.slug ?? '',
    name: company.name,
    logoUrl: company.logo_url,
    description: company.description,
    website: company.website,
    status: company.membership_type,
    validUntil: company.valid_until,
    memberSince: company.member_since,
    verification: membershipVerification(company),
    services,
    offices: offices.map((office) => ({ ...office, countryName: countryName(office.country) })),
    contactCount: Number(contactCount.count),
  };
}

export async function readEditable(db: Db, companyId: number): Promise<EditableCompany> {
  const [company, offices, services, contacts] = await Promise.all([
    companyColumns(db, companyId),
    officesOf(db, companyId),
    servicesOf(db, companyId),
    contactsOf(db, companyId),
  ]);
  return {
    slug: company.slug ?? '',
    name: company.name,
    status: company.membership_type,
    validUntil: company.valid_until,
    logoUrl: company.logo_url,
    description: company.description,
    website: company.website ?? '',
    services,
    offices,
    contacts,
  };
}

function officeRow(companyId: number, office: Office) {
  return {
    company_id: companyId,
    country: office.country,
    city: office.city,
    address: office.address === '' ? null : office.address,
    is_head_office: office.isHeadOffice ? 1 : 0,
  };
}

/** Replaces the editable parts of a company's profile in one transaction. */
export async function saveCompany(db: Db, companyId: number, edit: CompanyEdit): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const { name } = await trx
      .selectFrom('companies')
      .select('name')
      .where('id', '=', companyId)
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('companies')
      .set({
        description: edit.description,
        website: edit.website === '' ? null : edit.website,
        search_text: searchTextFor(
          name,
          edit.offices.map((office) => office.city),
        ),
      })
      .where('id', '=', companyId)
      .execute();
    await trx.deleteFrom('company_offices').where('company_id', '=', companyId).execute();
    await trx
      .insertInto('company_offices')
      .values(edit.offices.map((office) => officeRow(companyId, office)))
      .execute();
    await replaceServices(trx, companyId, edit.services);
    await trx.deleteFrom('company_contacts').where('company_id', '=', companyId).execute();
    if (edit.contacts.length > 0) {
      await trx
        .insertInto('company_contacts')
        .values(edit.contacts.map((contact, position) => ({ company_id: companyId, position, ...contact })))
        .execute();
    }
  });
}

/**
 * Sets the company's logo and answers the one it replaced. Written only if the logo is still the
 * one just read, so of two uploads at once each learns exactly which file it displaced.
 */
export async function replaceLogo(db: Db, companyId: number, logoUrl: string | null): Promise<string | null> {
  for (;;) {
    const { logo_url: previous } = await db
      .selectFrom('companies')
      .select('logo_url')
      .where('id', '=', companyId)
      .executeTakeFirstOrThrow();
    const written = await db
      .updateTable('companies')
      .set({ logo_url: logoUrl })
      .where('id', '=', companyId)
      .where('logo_url', previous === null ? 'is' : '=', previous)
      .executeTakeFirst();
    if (Number(written.numUpdatedRows) === 1) return previous;
  }
}

/** Whether a stored file is some company's logo, and so public. */
export async function isCompanyLogo(db: Db, logoUrl: string): Promise<boolean> {
  const row = await db
    .selectFrom('companies')
    .select('id')
    .where('logo_url', '=', logoUrl)
    .executeTakeFirst();
  return row !== undefined;
}
