// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SurveyConfig } from '../../../shared/surveys/survey-config';
import { SurveyForm } from './SurveyForm';

const config: SurveyConfig = {
  id: 'experience',
  title: 'Member experience survey',
  description: 'Rate the membership.',
  intro: 'Tell us how it works for you.',
  thanks: 'The team reads every answer each month.',
  questions: [
    {
      id: 'memberFor',
      type: 'single',
      label: 'How long have you been a member?',
      required: true,
      options: [
        { value: 'new', label: 'Less than a year' },
        { value: 'old', label: 'A year or more' },
      ],
    },
    {
      id: 'toolsUsed',
      type: 'multiple',
      label: 'Which tools do you use?',
      help: 'Choose all that apply.',
      required: false,
      options: [
        { value: 'directory', label: 'Member directory' },
        { value: 'tracking', label: 'Cargo tracking' },
      ],
    },
    {
      id: 'support',
      type: 'rating',
      label: 'Rate our support',
      required: true,
      lowLabel: 'Very poor',
      highLabel: 'Excellent',
    },
    {
      id: 'lanes',
      type: 'tags',
      label: 'Which lanes?',
      required: false,
      suggestions: 'trade-lanes',
      maxTags: 2,
    },
    {
      id: 'improve',
      type: 'text',
      label: 'What should we improve?',
      required: false,
      maxLength: 20,
      multiline: true,
    },
  ],
};

interface Sent {
  path: string;
  body: unknown;
}

let sent: Sent[];
let saveAnswer: () => Response;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  sent = [];
  saveAnswer = () => json(200, { status: 'saved', id: 1 });
  window.localStorage.clear();
  vi.stubGlobal('fetch', async (input: Request) => {
    const url = new URL(input.url);
    if (url.pathname === '/api/survey/tags') {
      return json(200, { sets: [{ id: 'trade-lanes', tags: ['Intra-Asia', 'Transatlantic'] }] });
    }
    sent.push({ path: url.pathname, body: await input.json() });
    return saveAnswer();
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function renderForm() {
  render(<SurveyForm config={config} />);
  // Let the suggestions load (the API client arrives with the first call) and the effects run.
  // (An already answered survey shows its thanks instead of the form.)
  await waitFor(() =>
    expect(document.querySelectorAll('datalist option, [role="status"] h2').length).toBeGreaterThan(0),
  );
}

const submit = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Send answers' }));
  });
};

// jsdom renders a 30-control form slowly on a busy machine.
describe('SurveyForm', { timeout: 20_000 }, () => {
  it('renders each question type as an accessible control named by its question', async () => {
    await renderForm();
    const single = screen.getByRole('group', { name: 'How long have you been a member?' });
    expect(
      within(single)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['new', 'old']);
    expect(within(single).getByLabelText('Less than a year')).toBeTruthy();

    const multiple = screen.getByRole('group', { name: 'Which tools do you use? (optional)' });
    expect(within(multiple).getAllByRole('checkbox')).toHaveLength(2);
    expect(multiple.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(multiple.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Choose all that apply.',
    );

    const rating = screen.getByRole('group', { name: 'Rate our support' });
    expect(within(rating).getAllByRole('radio')).toHaveLength(5);
    expect(within(rating).getByRole('radio', { name: '1 Very poor' })).toBeTruthy();
    expect(within(rating).getByRole('radio', { name: '5 Excellent' })).toBeTruthy();

    expect(screen.getByRole('textbox', { name: 'What should we improve? (optional)' }).tagName).toBe(
      'TEXTAREA',
    );
    const lanes = screen.getByRole('group', { name: 'Which lanes? (optional)' });
    const suggestions = lanes.querySelectorAll('datalist option');
    expect([...suggestions].map((option) => option.getAttribute('value'))).toEqual([
      'Intra-Asia',
      'Transatlantic',
    ]);
  });

  it('shows a message beside each unanswered required question and sends nothing', async () => {
    await renderForm();
    await submit();
    expect(sent).toHaveLength(0);
    expect(screen.getByRole('alert').textContent).toBe(
      '2 answers need your attention: see the messages below.',
    );
    const single = screen.getByRole('group', { name: 'How long have you been a member?' });
    expect(within(single).getByText('Choose one answer.')).toBeTruthy();
    expect(within(single).getAllByRole('radio')[0]!.getAttribute('aria-invalid')).toBe('true');
    expect(single.getAttribute('aria-describedby')).toContain('-error');
    const rating = screen.getByRole('group', { name: 'Rate our support' });
    expect(within(rating).getByText('Choose a rating from 1 to 5.')).toBeTruthy();
  });

  it('adds entries by keyboard, refuses duplicates and more than allowed, removes by button', async () => {
    await renderForm();
    const input = screen.getByRole('combobox', { name: 'Add an entry' });
    const type = (text: string) => {
      fireEvent.change(input, { target: { value: text } });
      fireEvent.keyDown(input, { key: 'Enter' });
    };
    type('Intra-Asia');
    type('intra-asia ');
    expect(screen.getByRole('status').textContent).toBe('intra-asia is already in your list.');
    type('Transatlantic');
    expect(screen.getByRole('list', { name: 'Your entries' }).textContent).toContain('Transatlantic');
    expect(input.hasAttribute('disabled')).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Remove Intra-Asia' }));
    expect(screen.getByRole('status').textContent).toBe('Removed Intra-Asia.');
    expect(screen.getByRole('list', { name: 'Your entries' }).textContent).not.toContain('Intra-Asia');
    expect(input.hasAttribute('disabled')).toBe(false);
  });

  it('sends the answers with a kept respondent key, then thanks and remembers the answer', async () => {
    await renderForm();
    fireEvent.click(screen.getByLabelText('A year or more'));
    fireEvent.click(screen.getByLabelText('Cargo tracking'));
    fireEvent.click(screen.getByRole('radio', { name: '4' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Add an entry' }), {
      target: { value: 'Intra-Asia' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await submit();

    // The attribution module loads on first use, so the answer is sent a moment later.
    await screen.findByRole('heading', { name: 'Thank you, your answers are saved' });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.path).toBe('/api/feedback/experience');
    const body = sent[0]!.body as { answers: unknown; respondentKey: string; idempotencyKey: string };
    expect(body.answers).toEqual({
      memberFor: 'old',
      toolsUsed: ['tracking'],
      support: 4,
      lanes: ['Intra-Asia'],
    });
    expect(JSON.parse(window.localStorage.getItem('dfa-survey:experience')!)).toEqual({
      key: body.respondentKey,
      answered: true,
    });
    expect(screen.getByRole('heading', { name: 'Thank you, your answers are saved' })).toBeTruthy();
    expect(screen.getByText('The team reads every answer each month.')).toBeTruthy();

    cleanup();
    await renderForm();
    expect(
      screen.getByRole('heading', { name: 'You have already answered this survey. Thank you!' }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send answers' })).toBeNull();
  });

  it('shows the server’s message per question, and the already-answered state on 409', async () => {
    saveAnswer = () =>
      json(422, {
        error: {
          code: 'VALIDATION',
          message: 'Some answers need your attention.',
          fields: { 'answers.improve': 'Too long.' },
        },
      });
    await renderForm();
    fireEvent.click(screen.getByLabelText('Less than a year'));
    fireEvent.click(screen.getByRole('radio', { name: '5 Excellent' }));
    await submit();
    expect(await screen.findByText('Too long.')).toBeTruthy();
    expect(
      screen
        .getByRole('textbox', { name: 'What should we improve? (optional)' })
        .getAttribute('aria-invalid'),
    ).toBe('true');

    saveAnswer = () =>
      json(409, {
        error: { code: 'CONFLICT', message: 'You have already answered this survey. Thank you!' },
      });
    await submit();
    expect(
      await screen.findByRole('heading', { name: 'You have already answered this survey. Thank you!' }),
    ).toBeTruthy();
    expect(JSON.parse(window.localStorage.getItem('dfa-survey:experience')!).answered).toBe(true);
  });
});
