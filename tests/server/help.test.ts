import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '../../shared/api/envelope';
import {
  deleteHelpItem,
  getFormattedHelp,
  reorderHelp,
  saveHelpItem,
  type FormattedHelp,
} from '../../shared/api/help';
import { SEEDED_HELP } from '../../src-server/db/migrations/2026-11-26-104-help';
import { createSession, SESSION_COOKIE } from '../../src-server/http/sessions';
import { nextEmail, nextIp, post } from './support/auth';
import { insertMember } from '../support/members';
import { createTestApp, usingPostgres, type TestApp } from './support/test-app';

let t: TestApp;
let admin: { session: string; userId: number };
let member: string;

beforeAll(async () => {
  t = await createTestApp();
  const adminUser = await insertMember(t.db, { isAdmin: true, email: nextEmail() });
  admin = {
    session: (await createSession(t.db, adminUser.userId, new Date())).token,
    userId: adminUser.userId,
  };
  const memberUser = await insertMember(t.db, { email: nextEmail() });
  member = (await createSession(t.db, memberUser.userId, new Date())).token;
});
afterAll(async () => {
  await t?.close();
});

const errorOf = (response: { json: () => unknown }) => errorEnvelopeSchema.parse(response.json()).error;

async function help(): Promise<FormattedHelp> {
  const response = await t.app.inject({ method: 'GET', url: getFormattedHelp.path });
  expect(response.statusCode).toBe(200);
  return getFormattedHelp.response.parse(response.json());
}

async function section(slug: string) {
  const found = (await help()).sections.find((candidate) => candidate.slug === slug);
  if (!found) throw new Error(`no section ${slug}`);
  return found;
}

const asAdmin = (path: string, body: unknown) =>
  post(t.app, path, body, { session: admin.session, ip: nextIp() });

/** Every item row, to prove a refused request changed nothing. */
async function itemRows() {
  return t.db.selectFrom('help_items').selectAll().orderBy('id').execute();
}

/** Positions in every section run 0, 1, 2… without gaps or repeats. */
async function expectContiguousPositions() {
  const rows = await itemRows();
  const bySection = new Map<number, number[]>();
  for (const row of rows)
    bySection.set(row.section_id, [...(bySection.get(row.section_id) ?? []), row.position]);
  for (const [sectionId, positions] of bySection) {
    expect(
      positions.sort((a, b) => a - b),
      `section ${sectionId}`,
    ).toEqual(positions.map((_, index) => index));
  }
}

describe(`help API on ${usingPostgres() ? 'PostgreSQL' : 'SQLite'}`, () => {
  describe('formatted help', () => {
    it('answers the seeded sections and questions in order, to anyone', async () => {
      const { sections } = await help();
      expect(
        sections.map(({ slug, title, items }) => ({
          slug,
          title,
          items: items.map(({ question, answer }) => ({ question, answer })),
        })),
      ).toEqual(SEEDED_HELP);
      expect(sections.length).toBeGreaterThanOrEqual(5);
      for (const { items } of sections) {
        expect(items.length).toBeGreaterThanOrEqual(4);
        expect(items.length).toBeLessThanOrEqual(6);
      }
    });

    it('states the payment protection facts correctly', async () => {
      const protection = await section('payment-protection');
      const text = protection.items.map((item) => `${item.question}\n${item.answer}`).join('\n');
      expect(text).toContain('US$10,000 up to US$100,000 a year');
      expect(text).toMatch(/both hold Premium membership/);
      expect(text).toMatch(/ocean freight/);
      expect(text).toMatch(/listed in the member directory/);
      expect(text).toMatch(/confirmed it in writing/);
      expect(text).toMatch(/Demurrage and detention are never covered/);
    });
  });

  describe('who may edit', () => {
    const writes = [
      {
        path: saveHelpItem.path,
        body: { sectionId: 1, question: 'Is this allowed?', answer: 'It should not be.' },
      },
      { path: reorderHelp.path, body: { sectionId: 1, itemIds: [1] } },
      { path: deleteHelpItem.path, body: { id: 1 } },
      // Invalid bodies too: a caller without the role learns nothing about the contract.
      { path: saveHelpItem.path, body: { question: '' } },
    ];

    it('turns anonymous callers away with 401 and members with 403, changing nothing', async () => {
      const before = await itemRows();
      for (const { path, body } of writes) {
        const anonymous = await post(t.app, path, body, { ip: nextIp() });
        expect(anonymous.statusCode, path).toBe(401);
        expect(errorOf(anonymous).code).toBe('UNAUTHENTICATED');
        const signedIn = await post(t.app, path, body, { session: member, ip: nextIp() });
        expect(signedIn.statusCode, path).toBe(403);
        expect(errorOf(signedIn)).toEqual({
          code: 'FORBIDDEN',
          message: 'Only DFA administrators can do this.',
        });
      }
      expect(await itemRows()).toEqual(before);
    });

    it('refuses a write sent without the portal’s same-origin proof', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: deleteHelpItem.path,
        headers: { 'content-type': 'text/plain' },
        payload: '{"id":1}',
        cookies: { [SESSION_COOKIE]: admin.session },
      });
      expect(response.statusCode).toBe(403);
    });
  });

  describe('adding and editing a question', () => {
    it('adds a new question last in its section, recording who wrote it', async () => {
      const events = await section('events');
      const response = await asAdmin(saveHelpItem.path, {
        sectionId: events.id,
        question: '  Is there a dress code at DFA conferences? ',
        answer: 'Business casual is usual.\r\n\r\nBring business cards for the one-to-one meetings.',
      });
      expect(response.statusCode).toBe(200);
      const { item, sections } = saveHelpItem.response.parse(response.json());
      expect(item).toMatchObject({
        sectionId: events.id,
        question: 'Is there a dress code at DFA conferences?',
        answer: 'Business casual is usual.\n\nBring business cards for the one-to-one meetings.',
        position: events.items.length,
      });
      // The answer carries the page as it now stands, so the editor needs no second call.
      expect(sections).toEqual((await help()).sections);
      expect((await section('events')).items.at(-1)).toEqual({
        id: item.id,
        question: item.question,
        answer: item.answer,
      });
      const row = await t.db
        .selectFrom('help_items')
        .selectAll()
        .where('id', '=', item.id)
        .executeTakeFirstOrThrow();
      expect(row.updated_by).toBe(admin.userId);
      expect(Date.now() - Date.parse(row.updated_at)).toBeLessThan(60_000);
      await expectContiguousPositions();
    });

    it('adds a question at a given position, moving the others down', async () => {
      const before = await section('blacklist');
      const response = await asAdmin(saveHelpItem.path, {
        sectionId: before.id,
        question: 'Is the blacklist public?',
        answer: 'No. Only signed-in members can see it.',
        position: 0,
      });
      expect(response.statusCode).toBe(200);
      const { item } = saveHelpItem.response.parse(response.json());
      const after = await section('blacklist');
      expect(after.items.map((entry) => entry.id)).toEqual([
        item.id,
        ...before.items.map((entry) => entry.id),
      ]);
      await expectContiguousPositions();
    });

    it('edits a question in place and keeps its position', async () => {
      const before = await section('account');
      const target = before.items[2]!;
      const response = await asAdmin(saveHelpItem.path, {
        id: target.id,
        sectionId: before.id,
        question: 'I forgot my password. How do I choose a new one?',
        answer: target.answer,
      });
      expect(response.statusCode).toBe(200);
      const after = await section('account');
      expect(after.items.map((entry) => entry.id)).toEqual(before.items.map((entry) => entry.id));
      expect(after.items[2]).toEqual({
        ...target,
        question: 'I forgot my password. How do I choose a new one?',
      });
    });

    it('moves an edited question to a new position within its section', async () => {
      const before = await section('freight-dictionary');
      const [first, ...rest] = before.items;
      const response = await asAdmin(saveHelpItem.path, {
        id: first!.id,
        sectionId: before.id,
        question: first!.question,
        answer: first!.answer,
        position: 99,
      });
      expect(response.statusCode).toBe(200);
      expect(saveHelpItem.response.parse(response.json()).item.position).toBe(rest.length);
      expect((await section('freight-dictionary')).items.map((entry) => entry.id)).toEqual([
        ...rest.map((entry) => entry.id),
        first!.id,
      ]);
      await expectContiguousPositions();
    });

    it('moves a question to another section, closing the gap it leaves', async () => {
      const from = await section('membership');
      const to = await section('payment-protection');
      const moved = from.items[1]!;
      const response = await asAdmin(saveHelpItem.path, {
        id: moved.id,
        sectionId: to.id,
        question: moved.question,
        answer: moved.answer,
      });
      expect(response.statusCode).toBe(200);
      expect((await section('membership')).items.map((entry) => entry.id)).toEqual(
        from.items.filter((entry) => entry.id !== moved.id).map((entry) => entry.id),
      );
      expect((await section('payment-protection')).items.at(-1)?.id).toBe(moved.id);
      await expectContiguousPositions();
    });

    it('answers a field message for each invalid field and changes nothing', async () => {
      const before = await itemRows();
      const response = await asAdmin(saveHelpItem.path, {
        sectionId: 'events',
        question: ' Why? ',
        answer: 'Short',
        position: -1,
      });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toMatchObject({
        code: 'VALIDATION',
        fields: {
          sectionId: 'Give the section’s id as a number.',
          question: 'Write a question of at least 5 characters.',
          answer: 'Write an answer of at least 10 characters.',
          position: 'The first position is 0.',
        },
      });
      const tooLong = await asAdmin(saveHelpItem.path, {
        sectionId: 1,
        question: 'q'.repeat(301),
        answer: 'a'.repeat(5001),
      });
      expect(errorOf(tooLong).fields).toEqual({
        question: 'Keep the question under 300 characters.',
        answer: 'Keep the answer under 5000 characters.',
      });
      expect(await itemRows()).toEqual(before);
    });

    it('refuses HTML in questions and answers', async () => {
      const response = await asAdmin(saveHelpItem.path, {
        sectionId: 1,
        question: 'How do I <b>join</b>?',
        answer: 'Click <a href="javascript:alert(1)">here</a>.',
      });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).fields).toEqual({
        question: 'Write plain text without HTML tags. Put links in as plain addresses.',
        answer: 'Write plain text without HTML tags. Put links in as plain addresses.',
      });
      // Comparisons in prose are not tags and stay allowed.
      const prose = await asAdmin(saveHelpItem.path, {
        sectionId: 1,
        question: 'Is a claim < US$10,000 covered?',
        answer: 'Cover starts at US$10,000 a year, and 3 > 2 days of demurrage is never covered.',
      });
      expect(prose.statusCode).toBe(200);
    });

    it('answers 404 for an unknown question or section', async () => {
      const before = await itemRows();
      const unknownItem = await asAdmin(saveHelpItem.path, {
        id: 999_999,
        sectionId: 1,
        question: 'Does this exist?',
        answer: 'It was deleted a moment ago.',
      });
      expect(unknownItem.statusCode).toBe(404);
      expect(errorOf(unknownItem).message).toContain('There is no question 999999');
      const unknownSection = await asAdmin(saveHelpItem.path, {
        sectionId: 999_999,
        question: 'Where does this go?',
        answer: 'Nowhere: the section does not exist.',
      });
      expect(unknownSection.statusCode).toBe(404);
      expect(errorOf(unknownSection)).toMatchObject({
        code: 'NOT_FOUND',
        fields: { sectionId: 'Choose one of the sections on the page.' },
      });
      expect(await itemRows()).toEqual(before);
    });
  });

  it('keeps every question its own place when admins add several at once', async () => {
    const events = await section('events');
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        asAdmin(saveHelpItem.path, {
          sectionId: events.id,
          question: `Simultaneous question number ${n}?`,
          answer: 'Added at the same moment as four others.',
          position: 0,
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const after = await section('events');
    expect(after.items).toHaveLength(events.items.length + 5);
    expect(after.items.slice(5).map((item) => item.id)).toEqual(events.items.map((item) => item.id));
    await expectContiguousPositions();
  });

  describe('reordering', () => {
    it('puts a section’s questions in the given order', async () => {
      const before = await section('events');
      const reversed = before.items.map((item) => item.id).reverse();
      const response = await asAdmin(reorderHelp.path, { sectionId: before.id, itemIds: reversed });
      expect(response.statusCode).toBe(200);
      const { sections } = reorderHelp.response.parse(response.json());
      expect(sections.find((entry) => entry.id === before.id)?.items.map((item) => item.id)).toEqual(
        reversed,
      );
      expect((await section('events')).items.map((item) => item.id)).toEqual(reversed);
      await expectContiguousPositions();
    });

    it('refuses a list that is not exactly the section’s questions, changing nothing', async () => {
      const events = await section('events');
      const other = await section('blacklist');
      const ids = events.items.map((item) => item.id);
      const before = await itemRows();
      for (const itemIds of [
        ids.slice(1),
        [...ids, other.items[0]!.id],
        [...ids.slice(1), other.items[0]!.id],
      ]) {
        const response = await asAdmin(reorderHelp.path, { sectionId: events.id, itemIds });
        expect(response.statusCode, JSON.stringify(itemIds)).toBe(400);
        expect(errorOf(response).fields).toEqual({
          itemIds: 'List every question of this section exactly once, and no others.',
        });
      }
      const twice = await asAdmin(reorderHelp.path, { sectionId: events.id, itemIds: [ids[0], ...ids] });
      expect(errorOf(twice).fields).toEqual({ itemIds: 'List each question once.' });
      const unknown = await asAdmin(reorderHelp.path, { sectionId: 999_999, itemIds: ids });
      expect(unknown.statusCode).toBe(404);
      expect(await itemRows()).toEqual(before);
    });
  });

  describe('deleting', () => {
    it('deletes a question and closes the gap', async () => {
      const before = await section('freight-dictionary');
      const doomed = before.items[1]!;
      const response = await asAdmin(deleteHelpItem.path, { id: doomed.id });
      expect(response.statusCode).toBe(200);
      const remaining = before.items.filter((item) => item.id !== doomed.id);
      expect(
        deleteHelpItem.response.parse(response.json()).sections.find((entry) => entry.id === before.id)
          ?.items,
      ).toEqual(remaining);
      expect((await section('freight-dictionary')).items).toEqual(remaining);
      await expectContiguousPositions();

      const again = await asAdmin(deleteHelpItem.path, { id: doomed.id });
      expect(again.statusCode).toBe(404);
      expect(errorOf(again).code).toBe('NOT_FOUND');
    });

    it('explains a missing or malformed id', async () => {
      const missing = await asAdmin(deleteHelpItem.path, {});
      expect(missing.statusCode).toBe(400);
      expect(errorOf(missing).fields).toEqual({ id: 'Give the question’s id as a number.' });
      const fraction = await asAdmin(deleteHelpItem.path, { id: 1.5 });
      expect(errorOf(fraction).fields).toEqual({ id: 'Give the question’s id as a whole number.' });
    });
  });

  describe('malformed bodies', () => {
    const valid: Record<string, Record<string, unknown>> = {
      [saveHelpItem.path]: {
        id: 1,
        sectionId: 1,
        question: 'A valid question?',
        answer: 'A valid answer.',
        position: 0,
      },
      [reorderHelp.path]: { sectionId: 1, itemIds: [1, 2] },
      [deleteHelpItem.path]: { id: 1 },
    };
    const wrongValue = fc.oneof(
      fc.jsonValue(),
      fc.constant(null),
      fc.array(fc.integer()),
      fc.string({ minLength: 5_000, maxLength: 20_000 }),
      fc.constantFrom(0, -1, 2 ** 53, 1e308, '1', '<script>'),
    );
    const broken = (body: Record<string, unknown>) =>
      fc
        .record({ key: fc.constantFrom(...Object.keys(body)), value: wrongValue })
        .map(({ key, value }) => JSON.stringify({ ...body, [key]: value }));
    const anyPayload = fc.oneof(
      fc.jsonValue().map((value) => JSON.stringify(value)),
      fc.string({ maxLength: 200 }),
    );

    it.each(Object.keys(valid))(
      '%s answers an admin’s malformed body with a 4xx envelope, never a 5xx',
      async (path) => {
        const before = await t.db.selectFrom('help_sections').selectAll().orderBy('id').execute();
        await fc.assert(
          fc.asyncProperty(fc.oneof(broken(valid[path]!), anyPayload), async (payload) => {
            const response = await t.app.inject({
              method: 'POST',
              url: path,
              remoteAddress: nextIp(),
              headers: { 'content-type': 'application/json', 'x-requested-with': 'dfa-portal' },
              cookies: { [SESSION_COOKIE]: admin.session },
              payload,
            });
            expect(response.statusCode, payload.slice(0, 200)).toBeLessThan(500);
            if (response.statusCode >= 400)
              expect(errorEnvelopeSchema.safeParse(response.json()).success).toBe(true);
          }),
          { numRuns: 60 },
        );
        expect(await t.db.selectFrom('help_sections').selectAll().orderBy('id').execute()).toEqual(before);
        await expectContiguousPositions();
      },
    );
  });
});
