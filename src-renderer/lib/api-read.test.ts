// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify, readAnswer } from './api-read';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Answers each request with the next of `answers` (a status and body, or an error to throw). */
function serverAnswering(...answers: ({ status: number; body: unknown } | Error)[]) {
  const requests: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | URL, init?: RequestInit) => {
      requests.push(new Request(input, init));
      const answer = answers.shift();
      if (!answer) throw new Error('asked more often than expected');
      if (answer instanceof Error) throw answer;
      return Response.json(answer.body, { status: answer.status });
    }),
  );
  return requests;
}

describe('a page’s read', () => {
  it('asks with the portal’s headers and the visitor’s session, and answers the status and body', async () => {
    const requests = serverAnswering({ status: 200, body: { likes: 3, liked: false } });
    await expect(readAnswer('/api/articles/likes?slug=rates')).resolves.toEqual({
      status: 200,
      body: { likes: 3, liked: false },
    });
    const [request] = requests;
    expect(new URL(request!.url).pathname + new URL(request!.url).search).toBe(
      '/api/articles/likes?slug=rates',
    );
    expect(request!.headers.get('x-requested-with')).toBe('dfa-portal');
    expect(request!.headers.get('accept')).toBe('application/json');
    expect(request!.credentials).toBe('same-origin');
  });

  it('asks once more after a passing server failure or a dropped connection', async () => {
    serverAnswering({ status: 503, body: {} }, { status: 200, body: { likes: 1 } });
    await expect(readAnswer('/api/articles/likes?slug=a')).resolves.toEqual({
      status: 200,
      body: { likes: 1 },
    });

    serverAnswering(new TypeError('Failed to fetch'), { status: 200, body: { likes: 2 } });
    await expect(readAnswer('/api/articles/likes?slug=a')).resolves.toEqual({
      status: 200,
      body: { likes: 2 },
    });
  });

  it('answers a refusal at once, and a failure that persists as it stands', async () => {
    const refused = serverAnswering({
      status: 404,
      body: { error: { code: 'NOT_FOUND', message: 'No post.' } },
    });
    await expect(readAnswer('/api/articles/likes?slug=gone')).resolves.toMatchObject({ status: 404 });
    expect(refused).toHaveLength(1);

    const failing = serverAnswering({ status: 500, body: {} }, { status: 500, body: { error: 'still' } });
    await expect(readAnswer('/api/articles/likes?slug=a')).resolves.toEqual({
      status: 500,
      body: { error: 'still' },
    });
    expect(failing).toHaveLength(2);
  });

  it('turns a server it cannot reach twice into the network error a page shows', async () => {
    serverAnswering(new TypeError('Failed to fetch'), new TypeError('Failed to fetch'));
    const answer = await readAnswer('/api/articles/likes?slug=a');
    expect(answer.status).toBe(0);
    expect(answer.body).toEqual({
      error: { code: 'UNAVAILABLE', message: expect.stringMatching(/could not reach the DFA server/) },
    });
  });
});

describe('a write nobody waits for', () => {
  it('sends its body as JSON with the portal’s header, to outlive the page', async () => {
    const requests = serverAnswering({ status: 200, body: { views: 1 } });
    await notify('/api/articles/add-view', 'POST', { slug: 'rates' });
    const [request] = requests;
    expect([request!.method, new URL(request!.url).pathname]).toEqual(['POST', '/api/articles/add-view']);
    expect(request!.headers.get('x-requested-with')).toBe('dfa-portal');
    expect(request!.headers.get('content-type')).toBe('application/json');
    expect(request!.keepalive).toBe(true);
    expect(await request!.json()).toEqual({ slug: 'rates' });
  });
});
