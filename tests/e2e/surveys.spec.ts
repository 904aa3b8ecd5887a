import { createHash } from 'node:crypto';
import type { Page, Request } from '@playwright/test';
import {
  saveCargoesFinanceSurvey,
  saveEventSurvey,
  saveExpectationsSurvey,
  saveExperienceSurvey,
} from '../../shared/api/surveys';
import { withE2eDatabase } from './support/database';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { completeRawHtml, decodeEntities, textOf } from './support/html';

interface SurveyRoute {
  path: string;
  h1: string;
  /** a question the HTML must hold before any script runs */
  question: string;
}

const SURVEY_ROUTES: SurveyRoute[] = [
  {
    path: '/feedback/experience-survey',
    h1: 'Member experience survey',
    question: 'How useful is the member directory for finding reliable agents?',
  },
  {
    path: '/feedback/expectations-survey',
    h1: 'What do you expect from a forwarder network?',
    question: 'Which services do you need from partners abroad?',
  },
  {
    path: '/feedback/events-survey/future-of-freight',
    h1: 'Feedback on Future of Freight',
    question: 'How well did the online platform work for you (sound, picture, joining)?',
  },
  {
    path: '/feedback/events-survey/global-freight-summit',
    h1: 'Feedback on Global Freight Summit',
    question: 'How would you rate the venue and the organisation on the day?',
  },
];

const h1Of = (html: string) => textOf(html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1] ?? '');

const SAVE_PATHS = new Set<string>(
  [saveEventSurvey, saveCargoesFinanceSurvey, saveExpectationsSurvey, saveExperienceSurvey].map(
    (endpoint) => endpoint.path,
  ),
);
const isSave = (request: Request) =>
  request.method() === 'POST' && SAVE_PATHS.has(new URL(request.url()).pathname);

/** The random key this browser answers surveys with (it keeps one per survey). */
async function respondentKeyOf(page: Page): Promise<string> {
  const keys = await page.evaluate(() =>
    Object.keys(window.localStorage)
      .filter((name) => name.startsWith('dfa-survey:'))
      .map((name) => (JSON.parse(window.localStorage.getItem(name)!) as { key: string }).key),
  );
  expect(keys).toHaveLength(1);
  return keys[0]!;
}

/** The stored answers of one browser (by its respondent key) to one survey. */
const responsesOf = (survey: string, respondentKey: string) =>
  withE2eDatabase(async (db) => {
    const rows = await db
      .selectFrom('survey_responses')
      .select(['answers', 'attribution'])
      .where('survey', '=', survey)
      .where('respondent_key_hash', '=', createHash('sha256').update(respondentKey).digest('hex'))
      .execute();
    return rows.map((row) => ({
      answers: JSON.parse(row.answers) as Record<string, unknown>,
      attribution: row.attribution ? (JSON.parse(row.attribution) as Record<string, unknown>) : null,
    }));
  });

const group = (page: Page, name: string | RegExp) => page.getByRole('group', { name });

test.describe('survey pages without JavaScript', () => {
  test('every survey answers 200 with its H1, its questions, a unique title and description, and noindex', async ({
    request,
  }) => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const { path, h1, question } of SURVEY_ROUTES) {
      const html = await completeRawHtml(request, path);
      expect(h1Of(html), path).toBe(h1);
      expect(decodeEntities(html), path).toContain(question);
      expect(html, path).toMatch(/<fieldset[^>]*><legend/);
      expect(html, path).toMatch(/<meta name="robots" content="noindex/);
      titles.add(decodeEntities(html.match(/<title>([\s\S]*?)<\/title>/)?.[1] ?? ''));
      const description = decodeEntities(html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? '');
      expect(description.length, `${path}: "${description}"`).toBeGreaterThanOrEqual(100);
      expect(description.length, `${path}: "${description}"`).toBeLessThanOrEqual(170);
      descriptions.add(description);
    }
    expect(titles.size).toBe(SURVEY_ROUTES.length);
    expect(descriptions.size).toBe(SURVEY_ROUTES.length);
  });

  test('an unknown event’s survey answers 404', async ({ request }) => {
    const response = await request.get('/feedback/events-survey/no-such-event');
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('We could not find that page');
  });

  test('the trade finance page holds the Cargoes Finance survey', async ({ request }) => {
    const html = decodeEntities(await completeRawHtml(request, '/services/trade-finance'));
    expect(html).toContain('Tell us what finance you need');
    expect(html).toContain('Which kinds of finance are you interested in?');
  });
});

test.describe('answering a survey', () => {
  // The welcome invitation opens on survey pages too; a visitor closes it and goes on.
  test.beforeEach(async ({ page }) => {
    const welcome = page.getByRole('dialog', { name: 'Welcome to DFA!' });
    await page.addLocatorHandler(welcome, async () => {
      await welcome.getByRole('button', { name: 'Close dialog' }).click();
    });
  });

  test('a survey saves: the experience survey thanks the visitor, remembers the answer and stores one row', async ({
    page,
  }) => {
    await page.goto('/feedback/experience-survey');
    await expect(page.getByRole('button', { name: 'Send answers' })).toBeEnabled();

    await group(page, 'How long has your company been a DFA member?').getByLabel('1 to 2 years').check();
    const tools = group(page, /Which parts of the membership/);
    await tools.getByLabel('Member directory').check();
    await tools.getByLabel('Shipping leads').check();
    await group(page, /member directory for finding reliable agents/)
      .getByRole('radio', { name: '4' })
      .check();
    await group(page, /help you get from the DFA support team/)
      .getByRole('radio', { name: '5 Excellent' })
      .check();
    await group(page, /new agents or partners/)
      .getByLabel('Yes, one')
      .check();
    await group(page, /recommend DFA membership/)
      .getByRole('radio', { name: '5 Very likely' })
      .check();

    const lanes = group(page, /more partners in the network/);
    const laneInput = lanes.getByRole('combobox', { name: 'Add an entry' });
    await laneInput.fill('Asia – East Africa');
    await laneInput.press('Enter');
    await laneInput.fill('Intra-Asia');
    await laneInput.press('Enter');
    await lanes.getByRole('button', { name: 'Remove Intra-Asia' }).click();
    await expect(lanes.getByRole('list', { name: 'Your entries' })).toHaveText(
      'Asia – East Africa×Remove Asia – East Africa',
    );

    await page
      .getByLabel(/one change would make the membership more valuable/)
      .fill('Alerts for new leads on our lanes.');
    await page.getByRole('button', { name: 'Send answers' }).click();

    await expect(page.getByRole('heading', { name: 'Thank you, your answers are saved' })).toBeFocused();
    await expect(page.getByText('reviews the answers every month')).toBeVisible();
    const respondentKey = await respondentKeyOf(page);
    const stored = await responsesOf('experience', respondentKey);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.answers).toEqual({
      memberFor: '1-2-years',
      toolsUsed: ['directory', 'shipping-leads'],
      directoryRating: 4,
      supportRating: 5,
      partnersFound: 'one',
      lanesWanted: ['Asia – East Africa'],
      recommend: 5,
      improve: 'Alerts for new leads on our lanes.',
    });

    await page.reload();
    await expect(
      page.getByRole('heading', { name: 'You have already answered this survey. Thank you!' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send answers' })).toHaveCount(0);
    expect(await responsesOf('experience', respondentKey)).toHaveLength(1);
  });

  test.describe('with marketing consent', () => {
    test.use({ consent: 'granted' });

    test('an event survey saves once per browser, with the campaign the visitor came from', async ({
      page,
    }) => {
      await page.goto(
        '/feedback/events-survey/future-of-freight?utm_source=dfa-newsletter&utm_medium=email&utm_campaign=post-event',
      );
      await expect(page.getByRole('button', { name: 'Send answers' })).toBeEnabled();
      await group(page, /Overall, how would you rate Future of Freight/)
        .getByRole('radio', { name: '4' })
        .check();
      await group(page, /sessions to your work/)
        .getByRole('radio', { name: '5 Excellent' })
        .check();
      await group(page, /talk to other companies/)
        .getByRole('radio', { name: '3' })
        .check();
      await group(page, /attend a DFA event like this again/)
        .getByLabel('Yes')
        .check();
      await page.getByRole('button', { name: 'Send answers' }).click();

      await expect(page.getByRole('heading', { name: 'Thank you, your answers are saved' })).toBeVisible();
      const stored = await responsesOf('event:future-of-freight', await respondentKeyOf(page));
      expect(stored).toHaveLength(1);
      const { answers, attribution } = stored[0]!;
      expect(answers).toEqual({ overall: 4, content: 5, networking: 3, attendAgain: 'yes' });
      expect(attribution).toMatchObject({
        firstTouch: { source: 'dfa-newsletter', medium: 'email', campaign: 'post-event', channel: 'email' },
        browser: 'Chrome',
      });

      await page.reload();
      await expect(
        page.getByRole('heading', { name: 'You have already answered this survey. Thank you!' }),
      ).toBeVisible();
    });
  });

  test('unanswered required questions show messages beside them, and nothing is sent', async ({ page }) => {
    const sent: Request[] = [];
    page.on('request', (request) => {
      if (isSave(request)) sent.push(request);
    });
    await page.goto('/feedback/expectations-survey');
    await expect(page.getByRole('button', { name: 'Send answers' })).toBeEnabled();
    await group(page, 'What best describes your company?').getByLabel('NVOCC').check();
    await page.getByRole('button', { name: 'Send answers' }).click();

    await expect(page.getByRole('alert')).toHaveText(
      '4 answers need your attention: see the messages below.',
    );
    const services = group(page, /Which services do you need/);
    await expect(services.getByText('Choose at least one answer.')).toBeVisible();
    await expect(services.getByRole('checkbox').first()).toHaveAttribute('aria-invalid', 'true');
    await expect(
      group(page, /protection against partners who do not pay/).getByText('Choose a rating from 1 to 5.'),
    ).toBeVisible();
    await expect(group(page, 'What best describes your company?').getByText(/Choose/)).toHaveCount(0);
    await expectNoAxeViolations(page);
    expect(sent).toEqual([]);
  });

  test('a survey page has no accessibility violations', async ({ page }) => {
    await page.goto('/feedback/events-survey/global-freight-summit');
    await expect(page.getByRole('button', { name: 'Send answers' })).toBeEnabled();
    await expectNoAxeViolations(page);
  });
});
