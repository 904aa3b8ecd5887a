import { seededRandom } from '../../../shared/domain/random';
import { SERVICE_IDS } from '../../../shared/domain/services';
import type { Db } from '../../db/database';
import { markContentChanged } from '../../services/content-version-repository';
import type { CompaniesTable } from '../../db/tables';
import { searchTextFor } from '../../services/company-repository';
import {
  countDemoCompanies,
  deleteDemoCompanies,
  insertDemoCompanies,
  refreshPlannerStatistics,
  type DemoCompany,
} from './demo-company-repository';
import { DEMO_PLACES } from './demo-places';
import { slugify } from '../../services/slug';

const BATCH_SIZE = 500;
const DAY_MS = 24 * 60 * 60 * 1000;
const FIRST_JOINED = Date.UTC(2020, 5, 1);
/** How long ago, at most, a demo applicant applied: the team decides within weeks. */
const APPLICATION_WAIT_DAYS = 30;

const PREFIXES = [
  'Aegean',
  'Baltic',
  'Harbour',
  'Meridian',
  'Northwind',
  'Coral',
  'Atlas',
  'Keystone',
  'Silk Road',
  'Polar',
  'Delta',
  'Sahara',
  'Pacific Rim',
  'Orion',
  'Cape',
  'Lagoon',
  'Summit',
  'Tidewater',
  'Granite',
  'Monsoon',
  'Pioneer',
  'Crescent',
  'Anchor',
  'Bluefin',
];
const KINDS = ['Logistics', 'Freight', 'Shipping', 'Cargo', 'Forwarding', 'Lines', 'Transport', 'Global'];
const FIRST_NAMES = [
  'Alex',
  'Maria',
  'Kenji',
  'Amira',
  'Lucas',
  'Priya',
  'Omar',
  'Elena',
  'Chen',
  'Fatima',
  'Jonas',
  'Sofia',
];
const LAST_NAMES = ['Sample', 'Example', 'Testwell', 'Placeholder', 'Demoson', 'Mockford'];
const ROLES = [
  'Managing director',
  'Sales manager',
  'Operations manager',
  'Customs specialist',
  'Key account manager',
];

const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

function pickSome<T>(random: () => number, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const chosen: T[] = [];
  while (chosen.length < count && pool.length > 0)
    chosen.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
  return chosen;
}

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

const COUNTRIES = Object.keys(DEMO_PLACES);

function demoCompany(random: () => number, index: number, now: number): DemoCompany {
  const name = `${pick(random, PREFIXES)} Demo ${pick(random, KINDS)} ${String(index).padStart(5, '0')}`;
  const slug = slugify(name);
  const headCountry = pick(random, COUNTRIES);
  const officeCount = random() < 0.7 ? 1 : random() < 0.67 ? 2 : 3;
  const offices = Array.from({ length: officeCount }, (_, position) => {
    const country = position === 0 || random() < 0.5 ? headCountry : pick(random, COUNTRIES);
    return {
      country,
      city: pick(random, DEMO_PLACES[country]!),
      address: position === 0 ? `${1 + Math.floor(random() * 200)} Demo Quay` : null,
      is_head_office: position === 0 ? 1 : 0,
    };
  });
  const roll = random();
  const status: CompaniesTable['membership_type'] =
    roll < 0.2 ? 'premium' : roll < 0.75 ? 'standard_active' : roll < 0.9 ? 'standard_inactive' : 'pending';
  // A member joined any time since mid-2020; an applicant applied in the last weeks, since the
  // admin dashboard reads a pending company's creation as the day its application began to wait.
  const share = random();
  const joined =
    status === 'pending'
      ? now - Math.floor(share * APPLICATION_WAIT_DAYS * DAY_MS)
      : FIRST_JOINED + Math.floor(share * (now - FIRST_JOINED));
  const validUntil =
    status === 'pending'
      ? null
      : status === 'standard_inactive'
        ? isoDay(now - (1 + Math.floor(random() * 300)) * DAY_MS)
        : isoDay(now + (1 + Math.floor(random() * 365)) * DAY_MS);
  const services = pickSome(random, SERVICE_IDS, 1 + Math.floor(random() * 5));
  const contacts = Array.from({ length: 1 + Math.floor(random() * 3) }, (_, position) => {
    const first = pick(random, FIRST_NAMES);
    const last = pick(random, LAST_NAMES);
    return {
      name: `${first} ${last}`,
      role: pick(random, ROLES),
      email: `${first.toLowerCase()}.${last.toLowerCase()}@${slug}.example`,
      // Ofcom's range reserved for drama: valid in form, never a real line.
      phone: `+44207946${String(Math.floor(random() * 1000)).padStart(4, '0')}`,
      position,
    };
  });
  return {
    company: {
      name,
      slug,
      logo_url: null,
      membership_type: status,
      valid_until: validUntil,
      member_since: status === 'pending' ? null : isoDay(joined),
      website: `https://${slug}.example`,
      description: `${name} is a fictional company in the DFA demo directory, with its head office in ${offices[0]!.city}. It does not exist; its contacts reach nobody.`,
      search_text: searchTextFor(
        name,
        offices.map((office) => office.city),
      ),
      created_by: null,
      created_at: new Date(joined).toISOString(),
      tier: status === 'pending' ? null : status === 'premium' ? 'premium' : 'standard',
      suspended_at: null,
      suspension_reason: null,
      protection_cover_minor: null,
    },
    offices,
    services,
    contacts,
  };
}

export class DemoSeedError extends Error {
  override name = 'DemoSeedError';
}

/**
 * Fills the directory with `members` fictional companies (names with "Demo", real countries and
 * cities, `.example` websites and emails, drama-range phone numbers). Refuses to add a second
 * set unless `reset` removes the first; real companies are never touched.
 */
export async function seedDemoDirectory(
  db: Db,
  {
    members,
    seed = 2020,
    reset = false,
    // A command, not a request: the fictional members' dates count back from when it runs.
    // eslint-disable-next-line no-restricted-syntax -- the command's default; callers may pass a time
    now = new Date(),
  }: { members: number; seed?: number; reset?: boolean; now?: Date },
): Promise<{ created: number; removed: number }> {
  if (!Number.isInteger(members) || members < 1 || members > 200_000) {
    throw new DemoSeedError('--members must be a whole number from 1 to 200000.');
  }
  const existing = await countDemoCompanies(db);
  if (existing > 0 && !reset) {
    throw new DemoSeedError(
      `The database already holds ${existing} demo companies. Run again with --reset to replace them.`,
    );
  }
  try {
    if (existing > 0) await deleteDemoCompanies(db);
    const random = seededRandom(seed);
    for (let start = 1; start <= members; start += BATCH_SIZE) {
      const batch = Array.from({ length: Math.min(BATCH_SIZE, members - start + 1) }, (_, offset) =>
        demoCompany(random, start + offset, now.getTime()),
      );
      await db.transaction().execute((trx) => insertDemoCompanies(trx, batch));
    }
    await refreshPlannerStatistics(db);
  } finally {
    // Running servers show the change on their next page, not when their caches expire, even
    // when the seed stopped half-way.
    await markContentChanged(db);
  }
  return { created: members, removed: existing };
}
