import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currentUserResponseSchema, getUser, type UserRecord } from '../../../shared/api/user';
import { MEMBERSHIP_STATES, MEMBERSHIP_STATUSES } from '../../../shared/domain/membership';
import { CURRENT_USER_PATH, readCurrentUserAnswer } from './current-user-answer';

const member: UserRecord = {
  company: 'Harbour Lines Ltd',
  logo: null,
  validity: '2027-06-30',
  first_name: 'Ana',
  type: 'premium',
  state: 'premium',
  name: 'Ana Ruiz',
  email: 'ana@harbour.example',
  phone: '+34 600 000 000',
  isAdmin: false,
  hash_id: 'u1',
  hash: 's1',
};

/** What the contract's schema makes of an answer: the record it keeps, or undefined when it refuses it. */
function contractVerdict(json: unknown) {
  const parsed = currentUserResponseSchema.safeParse(json);
  return parsed.success ? parsed.data : undefined;
}

const anyJson = fc.jsonValue();
/** A value for each field: mostly of the right kind, sometimes of another, sometimes missing. */
const fieldValue = (right: fc.Arbitrary<unknown>) =>
  fc.oneof({ weight: 6, arbitrary: right }, { weight: 1, arbitrary: anyJson });
const record = fc.record(
  {
    company: fieldValue(fc.string()),
    logo: fieldValue(fc.option(fc.string(), { nil: null })),
    validity: fieldValue(fc.option(fc.string(), { nil: null })),
    first_name: fieldValue(fc.string()),
    type: fieldValue(fc.constantFrom(...MEMBERSHIP_STATUSES, 'gold')),
    state: fieldValue(fc.constantFrom(...MEMBERSHIP_STATES, 'lapsed')),
    name: fieldValue(fc.string()),
    email: fieldValue(fc.string()),
    phone: fieldValue(fc.option(fc.string(), { nil: null })),
    isAdmin: fieldValue(fc.boolean()),
    hash_id: fieldValue(fc.string()),
    hash: fieldValue(fc.string()),
    extra: anyJson,
  },
  { requiredKeys: ['company', 'first_name', 'type', 'name', 'email', 'isAdmin', 'hash_id', 'hash'] },
);
const answer = fc.oneof(
  fc.record({ data: fc.oneof(record, fc.constant(null)) }),
  fc.record({ data: record }, { requiredKeys: [] }),
  anyJson,
);

describe('the session answer checked without the schema library', () => {
  it('asks the endpoint of the contract', () => {
    expect(CURRENT_USER_PATH).toBe(getUser.path);
  });

  it('keeps a signed-in member’s record and an anonymous answer as the contract does', () => {
    expect(readCurrentUserAnswer({ data: member })).toEqual({ data: member });
    expect(readCurrentUserAnswer({ data: null })).toEqual({ data: null });
    // Unknown fields never reach the display cookie.
    expect(readCurrentUserAnswer({ data: { ...member, password_hash: 'x' } })).toEqual({ data: member });
  });

  it('refuses what the contract refuses: a wrong membership type, a missing hash, no data at all', () => {
    expect(readCurrentUserAnswer({ data: { ...member, type: 'gold' } })).toBeUndefined();
    const { hash: _hash, ...withoutHash } = member;
    expect(readCurrentUserAnswer({ data: withoutHash })).toBeUndefined();
    expect(readCurrentUserAnswer({})).toBeUndefined();
    expect(readCurrentUserAnswer([member])).toBeUndefined();
  });

  it('gives the contract schema’s verdict and record for any answer', () => {
    fc.assert(
      fc.property(answer, (json) => {
        expect(readCurrentUserAnswer(json)).toStrictEqual(contractVerdict(json));
      }),
      { numRuns: 2000 },
    );
    // Two thousand answers take a second on a quiet machine and many on a shared one.
  }, 60_000);
});
