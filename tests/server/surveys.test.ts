import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '../../shared/api/envelope';
import { listSurveyResponses } from '../../shared/api/surveys';
import { SESSION_COOKIE } from '../../src-server/http/sessions';
import { ATTRIBUTION } from './support/attribution';
import { nextIp, post } from './support/auth';
import { adminSession, memberSession } from '../support/members';
import { createTestApp, usingPostgres, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const dialect = usingPostgres() ? 'PostgreSQL' : 'SQLite';
const errorOf = (response: { json: () => unknown }) => errorEnvelopeSchema.parse(response.json()).error;

const get = (url: string, session?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    remoteAddress: nextIp(),
    ...(session ? { cookies: { [SESSION_COOKIE]: session } } : {}),
  });

function experienceAnswers(overrides: Record<string, unknown> = {}) {
  return {
    memberFor: '1-2-years',
    toolsUsed: ['directory', 'tracking', 'tracking'],
    directoryRating: 4,
    supportRating: '5',
    partnersFound: 'several',
    lanesWanted: ['Asia – North Europe', ' asia – north europe ', 'Intra-Asia'],
    recommend: 5,
    improve: '  More agents in West Africa, please.  ',
    ...overrides,
  };
}

function submission(answers: Record<string, unknown>, overrides: Record<string, unknown> = {}) {
  return { answers, respondentKey: randomUUID(), idempotencyKey: randomUUID(), ...overrides };
}

const saveExperience = (body: unknown) => post(t.app, '/api/feedback/experience', body, { ip: nextIp() });

async function rows(survey?: string) {
  let query = t.db.selectFrom('survey_responses').selectAll().orderBy('id');
  if (survey) query = query.where('survey', '=', survey);
  return query.execute();
}

async function countResponses(): Promise<number> {
  const row = await t.db
    .selectFrom('survey_responses')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe(`survey configuration on ${dialect}`, () => {
  it('answers each fixed survey with its ordered questions', async () => {
    for (const survey of ['experience', 'expectations', 'cargoes-finance']) {
      const response = await get(`/api/survey/config?survey=${survey}`);
      expect(response.statusCode).toBe(200);
      const config = response.json<{
        id: string;
        title: string;
        questions: { id: string; type: string }[];
      }>();
      expect(config.id).toBe(survey);
      expect(config.title).not.toBe('');
      expect(config.questions.length).toBeGreaterThan(4);
      expect(new Set(config.questions.map((question) => question.id)).size).toBe(config.questions.length);
    }
    const experience = (await get('/api/survey/config?survey=experience')).json<{
      questions: { type: string }[];
    }>();
    expect(new Set(experience.questions.map((question) => question.type))).toEqual(
      new Set(['single', 'multiple', 'rating', 'text', 'tags']),
    );
  });

  it('builds an event survey from the event in the database, worded for its format', async () => {
    const online = await get('/api/survey/config?survey=event:future-of-freight');
    expect(online.statusCode).toBe(200);
    const config = online.json<{ id: string; title: string; questions: { id: string; label: string }[] }>();
    expect(config.id).toBe('event:future-of-freight');
    expect(config.title).toBe('Feedback on Future of Freight');
    expect(config.questions.find((question) => question.id === 'organisation')?.label).toMatch(
      /online platform/,
    );

    const inPerson = (await get('/api/survey/config?survey=event:global-freight-summit')).json<{
      questions: { id: string; label: string }[];
    }>();
    expect(inPerson.questions.find((question) => question.id === 'organisation')?.label).toMatch(/venue/);
  });

  it('answers 404 for an unknown survey or event, and 400 without a survey', async () => {
    for (const survey of ['event:no-such-event', 'event:NOT A SLUG', 'opinions', 'event:']) {
      const response = await get(`/api/survey/config?survey=${encodeURIComponent(survey)}`);
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).code).toBe('NOT_FOUND');
      expect(errorOf(response).message).toContain('There is no survey');
    }
    const missing = await get('/api/survey/config');
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).fields).toHaveProperty('survey');
  });

  it('suggests tags for the survey’s tags questions, or every list without a survey', async () => {
    const forEvent = await get('/api/survey/tags?survey=event:members-meeting');
    expect(forEvent.statusCode).toBe(200);
    const { sets } = forEvent.json<{ sets: { id: string; tags: string[] }[] }>();
    expect(sets.map((set) => set.id)).toEqual(['event-topics']);
    expect(sets[0]!.tags).toContain('Trade finance');

    const all = (await get('/api/survey/tags')).json<{ sets: { id: string }[] }>();
    expect(all.sets.map((set) => set.id)).toEqual(['trade-lanes', 'regions', 'event-topics']);

    expect((await get('/api/survey/tags?survey=opinions')).statusCode).toBe(404);
  });
});

describe(`saving answers on ${dialect}`, () => {
  it('stores validated, cleaned answers and the attribution with a hashed respondent key', async () => {
    const body = submission(experienceAnswers(), { attribution: ATTRIBUTION });
    const response = await saveExperience(body);
    expect(response.statusCode).toBe(200);
    const { status, id } = response.json<{ status: string; id: number }>();
    expect(status).toBe('saved');

    const row = (await rows('experience')).find((candidate) => candidate.id === id)!;
    expect(JSON.parse(row.answers)).toEqual({
      memberFor: '1-2-years',
      toolsUsed: ['directory', 'tracking'],
      directoryRating: 4,
      supportRating: 5,
      partnersFound: 'several',
      lanesWanted: ['Asia – North Europe', 'Intra-Asia'],
      recommend: 5,
      improve: 'More agents in West Africa, please.',
    });
    expect(row.respondent_key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.respondent_key_hash).not.toContain(body.respondentKey);
    expect(JSON.parse(row.attribution!)).toEqual(ATTRIBUTION);
  });

  it('refuses a second answer from the same browser with 409 and keeps the first', async () => {
    const respondentKey = randomUUID();
    const first = await saveExperience(submission(experienceAnswers(), { respondentKey }));
    expect(first.statusCode).toBe(200);
    const before = await countResponses();
    const second = await saveExperience(submission(experienceAnswers({ recommend: 1 }), { respondentKey }));
    expect(second.statusCode).toBe(409);
    expect(errorOf(second)).toEqual({
      code: 'CONFLICT',
      message: 'You have already answered this survey. Thank you!',
    });
    expect(await countResponses()).toBe(before);

    // The same browser may still answer a different survey.
    const other = await post(
      t.app,
      '/api/survey/save',
      submission(
        { overall: 5, content: 4, networking: 3, attendAgain: 'yes' },
        { survey: 'members-meeting', respondentKey },
      ),
      { ip: nextIp() },
    );
    expect(other.statusCode).toBe(200);
  });

  it('stores a retried request once and answers the same id, even when sent at the same time', async () => {
    const body = submission(experienceAnswers());
    const before = await countResponses();
    const answers = await Promise.all([saveExperience(body), saveExperience(body), saveExperience(body)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.json<{ id: number }>().id)).size).toBe(1);
    expect(await countResponses()).toBe(before + 1);
  });

  it('names each answer that does not fit its question with 422, and stores nothing', async () => {
    const before = await countResponses();
    const response = await saveExperience(
      submission({
        memberFor: 'forever',
        toolsUsed: ['directory', 'teleporter'],
        directoryRating: 6,
        supportRating: 0,
        partnersFound: ['several'],
        lanesWanted: ['x'.repeat(41)],
        recommend: 4.5,
        improve: 'y'.repeat(2001),
        favouriteColour: 'blue',
      }),
    );
    expect(response.statusCode).toBe(422);
    const error = errorOf(response);
    expect(error.code).toBe('VALIDATION');
    expect(error.fields).toEqual({
      'answers.favouriteColour': 'This question is not part of this survey.',
      'answers.memberFor': 'Choose one of the listed answers.',
      'answers.toolsUsed': 'Choose only from the listed answers.',
      'answers.directoryRating': 'Choose a rating from 1 to 5.',
      'answers.supportRating': 'Choose a rating from 1 to 5.',
      'answers.partnersFound': 'Choose one of the listed answers.',
      'answers.lanesWanted': 'Keep each entry under 40 characters.',
      'answers.recommend': 'Choose a rating from 1 to 5.',
      'answers.improve': 'Keep this answer under 2000 characters.',
    });
    expect(await countResponses()).toBe(before);
  });

  it('asks for every required answer that is missing, and accepts optional ones left empty', async () => {
    const missing = await saveExperience(submission({ improve: '', lanesWanted: [], leadsRating: null }));
    expect(missing.statusCode).toBe(422);
    expect(errorOf(missing).fields).toEqual({
      'answers.memberFor': 'Choose one answer.',
      'answers.toolsUsed': 'Choose at least one answer.',
      'answers.directoryRating': 'Choose a rating from 1 to 5.',
      'answers.supportRating': 'Choose a rating from 1 to 5.',
      'answers.partnersFound': 'Choose one answer.',
      'answers.recommend': 'Choose a rating from 1 to 5.',
    });

    const body = submission(experienceAnswers({ improve: '   ', lanesWanted: [], leadsRating: null }));
    const saved = await saveExperience(body);
    expect(saved.statusCode).toBe(200);
    const row = (await rows('experience')).at(-1)!;
    expect(Object.keys(JSON.parse(row.answers))).not.toContain('improve');
    expect(Object.keys(JSON.parse(row.answers))).not.toContain('lanesWanted');
  });

  it('refuses too many tags', async () => {
    const lanes = Array.from({ length: 9 }, (_, index) => `Lane ${index}`);
    const response = await saveExperience(submission(experienceAnswers({ lanesWanted: lanes })));
    expect(response.statusCode).toBe(422);
    expect(errorOf(response).fields).toEqual({ 'answers.lanesWanted': 'Add at most 8 entries.' });
  });

  it('answers 400 with field messages for a body without answers or keys', async () => {
    const response = await saveExperience({ answers: ['yes'], respondentKey: 'me', idempotencyKey: 7 });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields).toEqual({
      answers: 'Send the answers as an object keyed by question id.',
      respondentKey: 'This survey page has expired. Reload it and answer again.',
      idempotencyKey: 'This survey page has expired. Reload it and answer again.',
    });
  });

  it('saves the survey of an event and answers 404 for an unknown event', async () => {
    const answers = {
      overall: 4,
      content: '4',
      networking: 5,
      attendAgain: 'maybe',
      nextTopics: ['Trade finance'],
    };
    const saved = await post(
      t.app,
      '/api/survey/save',
      submission(answers, { survey: 'global-freight-summit' }),
      {
        ip: nextIp(),
      },
    );
    expect(saved.statusCode).toBe(200);
    const [row] = await rows('event:global-freight-summit');
    expect(JSON.parse(row!.answers)).toEqual({ ...answers, content: 4 });

    const before = await countResponses();
    const unknown = await post(t.app, '/api/survey/save', submission(answers, { survey: 'no-such-event' }), {
      ip: nextIp(),
    });
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).code).toBe('NOT_FOUND');
    const badSlug = await post(t.app, '/api/survey/save', submission(answers, { survey: 'Not A Slug!' }), {
      ip: nextIp(),
    });
    expect(badSlug.statusCode).toBe(400);
    expect(errorOf(badSlug).fields).toHaveProperty('survey');
    expect(await countResponses()).toBe(before);
  });

  it('saves the expectations and Cargoes Finance surveys under their own names', async () => {
    const expectations = await post(
      t.app,
      '/api/feedback/expectations',
      submission({
        companyType: 'nvocc',
        servicesNeeded: ['sea-fcl', 'customs'],
        regions: ['east-asia'],
        toolsWanted: ['directory'],
        paymentProtectionImportance: 5,
      }),
      { ip: nextIp() },
    );
    expect(expectations.statusCode).toBe(200);
    const finance = await post(
      t.app,
      '/api/survey/cargoes-finance',
      submission({
        businessType: 'forwarder',
        financeTypes: ['invoice-financing'],
        monthlyVolume: '50k-250k',
        urgency: 4,
        regions: ['West Africa'],
      }),
      { ip: nextIp() },
    );
    expect(finance.statusCode).toBe(200);
    expect(await rows('expectations')).toHaveLength(1);
    expect(await rows('cargoes-finance')).toHaveLength(1);
  });

  it('limits one address to 30 answers in 10 minutes', async () => {
    const ip = nextIp();
    for (let sent = 0; sent < 30; sent += 1) {
      await post(t.app, '/api/feedback/experience', submission({}), { ip });
    }
    const refused = await post(t.app, '/api/feedback/experience', submission(experienceAnswers()), { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});

describe(`survey responses export on ${dialect}`, () => {
  it('turns anonymous callers away with 401 and members with 403', async () => {
    const anonymous = await get('/api/admin/surveys/responses?survey=experience');
    expect(anonymous.statusCode).toBe(401);
    const member = await get('/api/admin/surveys/responses?survey=experience', await memberSession(t.db));
    expect(member.statusCode).toBe(403);
    expect(errorOf(member).code).toBe('FORBIDDEN');
  });

  it('gives an admin one survey’s answers as JSON', async () => {
    await saveExperience(
      submission(experienceAnswers({ improve: 'Faster lead alerts' }), { attribution: ATTRIBUTION }),
    );
    const response = await get('/api/admin/surveys/responses?survey=experience', await adminSession(t.db));
    expect(response.statusCode).toBe(200);
    const { data } = listSurveyResponses.response.parse(response.json());
    expect(data.length).toBe((await rows('experience')).length);
    expect(data.every((entry) => entry.survey === 'experience')).toBe(true);
    expect(data.at(-1)!.answers.improve).toBe('Faster lead alerts');
    expect(data.at(-1)!.attribution).toEqual(ATTRIBUTION);
  });

  it('gives an admin a CSV with one column per question, in the survey’s order, formulas kept as text', async () => {
    await saveExperience(
      submission(
        experienceAnswers({
          improve: '=HYPERLINK("http://evil.example"), "quoted"',
          lanesWanted: ['Intra-Asia', 'Transatlantic'],
        }),
      ),
    );
    const response = await get(
      '/api/admin/surveys/responses?survey=experience&format=csv',
      await adminSession(t.db),
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="survey-responses-experience-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = response.body.split('\r\n');
    expect(lines[0]).toMatch(
      /^id,survey,created_at,memberFor,toolsUsed,directoryRating,leadsRating,digitalToolsRating,supportRating,partnersFound,lanesWanted,recommend,improve,traffic_source,first_touch_channel,/,
    );
    expect(lines).toHaveLength(1 + (await rows('experience')).length + 1);
    expect(lines.at(-2)).toMatch(
      /^\d+,experience,[^,]+,1-2-years,directory; tracking,4,,,5,several,Intra-Asia; Transatlantic,5,"'=HYPERLINK\(""http:\/\/evil\.example""\), ""quoted""",/,
    );
  });

  it('answers 404 for an unknown survey and 400 for an unknown format', async () => {
    const admin = await adminSession(t.db);
    expect((await get('/api/admin/surveys/responses?survey=opinions', admin)).statusCode).toBe(404);
    const badFormat = await get('/api/admin/surveys/responses?format=xml', admin);
    expect(badFormat.statusCode).toBe(400);
    expect(errorOf(badFormat).fields).toEqual({ format: 'Choose json or csv.' });
  });
});

describe(`malformed survey bodies on ${dialect}`, () => {
  const hugeString = fc.string({ minLength: 5_000, maxLength: 40_000, unit: 'grapheme-ascii' });
  const wrongValue = fc.oneof(fc.jsonValue(), hugeString, fc.constant(null), fc.array(fc.string()));
  const answersOf = fc.oneof(
    fc.dictionary(fc.string({ maxLength: 20 }), wrongValue, { maxKeys: 6 }),
    fc.record({
      memberFor: wrongValue,
      toolsUsed: wrongValue,
      directoryRating: wrongValue,
      lanesWanted: wrongValue,
    }),
    wrongValue,
  );
  const body = fc.oneof(
    fc.record({
      answers: answersOf,
      respondentKey: fc.oneof(fc.uuid(), wrongValue),
      idempotencyKey: fc.uuid(),
    }),
    fc.record({ survey: fc.oneof(fc.constant('members-meeting'), fc.string()), answers: answersOf }),
    fc.jsonValue(),
  );
  const payload = fc.oneof(
    body.map((value) => JSON.stringify(value)),
    fc.string({ maxLength: 200 }),
  );
  const paths = [
    '/api/survey/save',
    '/api/survey/cargoes-finance',
    '/api/feedback/expectations',
    '/api/feedback/experience',
  ];

  it.each(paths)('%s answers a 4xx envelope, never a 5xx', async (path) => {
    await fc.assert(
      fc.asyncProperty(payload, async (raw) => {
        const response = await t.app.inject({
          method: 'POST',
          url: path,
          remoteAddress: nextIp(),
          headers: { 'content-type': 'application/json', 'x-requested-with': 'dfa-portal' },
          payload: raw,
        });
        expect(response.statusCode).toBeLessThan(500);
        if (response.statusCode !== 200) {
          expect(response.statusCode).toBeGreaterThanOrEqual(400);
          expect(errorEnvelopeSchema.safeParse(response.json()).success).toBe(true);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('config and tags refuse any malformed query with a 4xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/api/survey/config', '/api/survey/tags'),
        fc.dictionary(fc.constantFrom('survey', 'format', 'x'), fc.string({ maxLength: 300 })),
        async (url, query) => {
          const response = await t.app.inject({ method: 'GET', url, query, remoteAddress: nextIp() });
          expect(response.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: 60 },
    );
  });
});
