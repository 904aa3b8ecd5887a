import type { WeeklyRange } from '../../../shared/meetings/time';
import { GOOD_STANDING } from '../../../shared/domain/standing';
import type { Db } from '../../db/database';
import { ApiError } from '../../core/errors';
import {
  daysOffFrom,
  findPersonRowByHashId,
  getPersonRow,
  personRowsByIds,
  type PersonRow,
} from './meeting-profile-repository';
import { hasBlocked } from './meeting-repository';

/** Someone who meets: their account, company and the meeting profile they set, if any. */
export interface Person {
  id: number;
  /** public id */
  hashId: string;
  name: string;
  email: string;
  phone: string | null;
  companyId: number;
  companyName: string;
  companySlug: string | null;
  /** whether the company's membership lets them meet (admins always may) */
  inGoodStanding: boolean;
  /** the IANA zone they chose; null until they set their meeting hours */
  zone: string | null;
  hours: WeeklyRange[];
}

function toPerson(row: PersonRow): Person {
  return {
    id: row.id,
    hashId: row.hash_id,
    name: `${row.first_name} ${row.last_name}`.trim(),
    email: row.email,
    phone: row.phone,
    companyId: row.company_id,
    companyName: row.company_name,
    companySlug: row.company_slug,
    inGoodStanding: Number(row.is_admin) === 1 || GOOD_STANDING.includes(row.membership_type),
    zone: row.time_zone,
    hours: row.weekly_hours ? (JSON.parse(row.weekly_hours) as WeeklyRange[]) : [],
  };
}

export async function personById(db: Db, id: number): Promise<Person> {
  return toPerson(await getPersonRow(db, id));
}

export async function peopleByIds(db: Db, ids: readonly number[]): Promise<Map<number, Person>> {
  if (ids.length === 0) return new Map();
  const rows = await personRowsByIds(db, ids);
  return new Map(rows.map((row) => [row.id, toPerson(row)]));
}

const PERSON_NOT_FOUND = 'There is no member by that link. Choose the person again from the list.';

/** The person another member wants to meet, who must be a member in good standing. */
export async function bookablePerson(db: Db, hashId: string, caller: Person): Promise<Person> {
  const row = await findPersonRowByHashId(db, hashId);
  if (!row) throw new ApiError('NOT_FOUND', PERSON_NOT_FOUND, { person: PERSON_NOT_FOUND });
  const person = toPerson(row);
  if (person.id === caller.id) {
    const message = 'Choose someone other than yourself to meet.';
    throw new ApiError('VALIDATION', message, { person: message });
  }
  if (!person.inGoodStanding) {
    const message = `${person.companyName} is not a current member, so meetings with its people are closed.`;
    throw new ApiError('CONFLICT', message, { person: message });
  }
  if (await hasBlocked(db, person.id, caller.companyId)) {
    throw new ApiError('FORBIDDEN', `${person.name} does not take meeting requests from your company.`);
  }
  return person;
}

/** The days off a person set, from `fromDay` on (YYYY-MM-DD in their zone). */
export async function daysOffOf(db: Db, userId: number, fromDay: string): Promise<Set<string>> {
  const rows = await daysOffFrom(db, userId, fromDay);
  return new Set(rows.map((row) => row.day));
}

export function personRef(person: Person) {
  return {
    person: person.hashId,
    name: person.name,
    company: { name: person.companyName, slug: person.companySlug },
  };
}
