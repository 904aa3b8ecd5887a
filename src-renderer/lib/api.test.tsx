// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '../../shared/api/endpoint';
import { callApi, notifyApi, usePageData } from './api';
import { ApiCallError } from './api-call-error';
import { problemOf } from './api-problem';
import {
  pageDataKey,
  pageDataScript,
  PageDataProvider,
  readEmbeddedPageData,
  type PageDataSource,
} from './page-data-context';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const getPost = defineEndpoint({
  method: 'GET',
  path: '/api/test/post',
  query: z.object({ slug: z.string() }),
  response: z.object({ title: z.string() }),
});

function Post({ slug, serverRender }: { slug: string; serverRender?: boolean }) {
  const post = usePageData<typeof getPost>(
    getPost.path,
    { query: { slug } },
    { serverRender: serverRender ?? true },
  );
  if (post.state === 'ready') return <h1>{post.data.title}</h1>;
  if (post.state === 'not-found') return <p>No such post</p>;
  if (post.state === 'error') return <p role="alert">{post.error.message}</p>;
  return <p>Loading</p>;
}

const serverRender = (source: PageDataSource, element = <Post slug="hello" />) =>
  renderToStaticMarkup(<PageDataProvider source={source}>{element}</PageDataProvider>);

describe('page data on the server', () => {
  it('asks for the data the page needs, then renders it once it is known', () => {
    const source: PageDataSource = { answers: {}, requested: new Set() };
    expect(serverRender(source)).toBe('<p>Loading</p>');
    expect([...source.requested!]).toEqual(['/api/test/post?slug=hello']);

    source.answers['/api/test/post?slug=hello'] = { status: 200, body: { title: 'Hello, forwarders' } };
    source.requested = new Set();
    expect(serverRender(source)).toBe('<h1>Hello, forwarders</h1>');
    expect(source.requested.size).toBe(0);
  });

  it('turns a 404 into the not-found state and another failure into the server’s message', () => {
    const withAnswer = (status: number, body: unknown) =>
      serverRender({ answers: { '/api/test/post?slug=hello': { status, body } } });
    expect(withAnswer(404, null)).toBe('<p>No such post</p>');
    expect(
      withAnswer(503, {
        error: { code: 'UNAVAILABLE', message: 'The database is busy. Try again in a minute.' },
      }),
    ).toContain('The database is busy. Try again in a minute.');
    expect(withAnswer(500, 'oops')).toContain('The server sent an unexpected answer.');
  });

  it('never fetches per-visitor data on the server', () => {
    const source: PageDataSource = { answers: {}, requested: new Set() };
    expect(serverRender(source, <Post slug="hello" serverRender={false} />)).toBe('<p>Loading</p>');
    expect(source.requested!.size).toBe(0);
  });
});

describe('page data in the browser', () => {
  it('uses the data embedded in the page without fetching it again', () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    document.body.innerHTML = pageDataScript({
      '/api/test/post?slug=hello': { status: 200, body: { title: 'Embedded </script> title' } },
    });
    const answers = readEmbeddedPageData(document);
    document.body.innerHTML = '';
    render(
      <PageDataProvider source={{ answers }}>
        <Post slug="hello" />
      </PageDataProvider>,
    );
    expect(screen.getByRole('heading').textContent).toBe('Embedded </script> title');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('fetches what the page does not have, and shows a readable error when that fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: Request) =>
        new URL(input.url).searchParams.get('slug') === 'hello'
          ? Response.json({ title: 'Fetched' })
          : Response.json({ error: { code: 'NOT_FOUND', message: 'No post.' } }, { status: 404 }),
      ),
    );
    const { rerender } = render(
      <PageDataProvider source={{ answers: {} }}>
        <Post slug="hello" />
      </PageDataProvider>,
    );
    expect(screen.getByText('Loading')).toBeTruthy();
    expect((await screen.findByRole('heading')).textContent).toBe('Fetched');
    rerender(
      <PageDataProvider source={{ answers: {} }}>
        <Post slug="missing" />
      </PageDataProvider>,
    );
    expect(await screen.findByText('No such post')).toBeTruthy();
  });
});

describe('page data read without the transport', () => {
  it('asks again once after a dropped connection, with the portal header', async () => {
    const headers: (string | null)[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        headers.push(request.headers.get('x-requested-with'));
        if (headers.length === 1) throw new TypeError('Failed to fetch');
        return Response.json({ title: 'Second try' });
      }),
    );
    render(
      <PageDataProvider source={{ answers: {} }}>
        <Post slug="hello" />
      </PageDataProvider>,
    );
    expect((await screen.findByRole('heading')).textContent).toBe('Second try');
    expect(headers).toEqual(['dfa-portal', 'dfa-portal']);
  });

  it('shows the server’s message when the second try fails too', async () => {
    const answer = vi.fn(async () =>
      Response.json({ error: { code: 'UNAVAILABLE', message: 'Down for a moment.' } }, { status: 503 }),
    );
    vi.stubGlobal('fetch', answer);
    render(
      <PageDataProvider source={{ answers: {} }}>
        <Post slug="hello" />
      </PageDataProvider>,
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Down for a moment.');
    expect(answer).toHaveBeenCalledTimes(2);
  });
});

interface RecordedRequest {
  method: string;
  path: string;
  /** the portal's `X-Requested-With` */
  header: string | null;
  body: unknown;
}

/** Stubs `fetch` to answer with `answer` and records each request as the server would read it. */
function recordRequests(answer: () => Response): RecordedRequest[] {
  const sent: RecordedRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      sent.push({
        method: request.method,
        path: new URL(request.url).pathname,
        header: request.headers.get('x-requested-with'),
        body: await request.json(),
      });
      return answer();
    }),
  );
  return sent;
}

describe('telling the server something no one waits for', () => {
  it('posts the body as JSON once and keeps a failure to itself', async () => {
    const sent = recordRequests(() => {
      throw new TypeError('Failed to fetch');
    });
    notifyApi({ method: 'POST', path: '/api/test/seen' }, { slug: 'hello' });
    await vi.waitFor(() =>
      expect(sent).toEqual([
        { method: 'POST', path: '/api/test/seen', header: 'dfa-portal', body: { slug: 'hello' } },
      ]),
    );
  });
});

describe('page data keys and embedding', () => {
  it('keys equal requests alike whatever the order of their query', () => {
    expect(pageDataKey('/api/x', { b: 2, a: 'one', empty: '', none: undefined })).toBe('/api/x?a=one&b=2');
    expect(pageDataKey('/api/x', undefined)).toBe('/api/x');
  });

  it('embeds nothing when the page needed no data, and no text can end the script element', () => {
    expect(pageDataScript({})).toBe('');
    const script = pageDataScript({ '/api/x': { status: 200, body: { text: '</script><script>alert(1)' } } });
    expect(script.match(/<\/script>/g)).toHaveLength(1);
  });
});

describe('calling an endpoint', () => {
  const saveFee = defineEndpoint({
    method: 'POST',
    path: '/api/test/fee',
    body: z.object({ amount: z.string() }),
    response: z.object({ amountMinor: z.number() }),
  });
  const answering = (status: number, body: unknown) =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(body, { status })),
    );
  const failure = async (call: Promise<unknown>) => {
    const error = await call.then(
      () => undefined,
      (caught: unknown) => caught,
    );
    if (!(error instanceof ApiCallError)) throw new Error('expected an ApiCallError');
    return error;
  };

  it('sends the body as JSON with the portal header and parses the answer with the contract', async () => {
    const sent = recordRequests(() => Response.json({ amountMinor: 150000 }));
    await expect(callApi(saveFee, { body: { amount: '1500' } })).resolves.toEqual({ amountMinor: 150000 });
    expect(sent).toEqual([
      { method: 'POST', path: '/api/test/fee', header: 'dfa-portal', body: { amount: '1500' } },
    ]);
  });

  it('refuses an answer that does not match the contract', async () => {
    answering(200, { amountMinor: 'lots' });
    const error = await failure(callApi(saveFee, { body: { amount: '1500' } }));
    expect(problemOf(error)).toBe('server');
    expect(error.message).toMatch(/unexpected answer/);
  });

  it('keeps field messages only when the server named fields', async () => {
    answering(400, {
      error: { code: 'VALIDATION', message: 'Check the fee.', fields: { amount: 'Give a positive amount.' } },
    });
    const invalid = await failure(callApi(saveFee, { body: { amount: '-1' } }));
    expect(problemOf(invalid)).toBe('invalid');
    expect(invalid.fields).toEqual({ amount: 'Give a positive amount.' });

    answering(409, { error: { code: 'CONFLICT', message: 'Another admin recorded this payment.' } });
    const conflict = await failure(callApi(saveFee, { body: { amount: '1' } }));
    expect(problemOf(conflict)).toBe('conflict');
    expect(conflict.fields).toBeUndefined();
    expect(conflict.message).toBe('Another admin recorded this payment.');
  });

  it('turns a refused connection, a rate limit and a server error into one error type', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const offline = await failure(callApi(saveFee, { body: { amount: '1' } }));
    expect([problemOf(offline), offline.status]).toEqual(['network', 0]);
    expect(offline.message).toMatch(/could not reach the DFA server/);

    answering(429, { error: { code: 'RATE_LIMITED', message: 'Too many tries. Wait a minute.' } });
    expect(problemOf(await failure(callApi(saveFee, { body: { amount: '1' } })))).toBe('rate-limited');

    answering(500, 'not json at all');
    const broken = await failure(callApi(saveFee, { body: { amount: '1' } }));
    expect([problemOf(broken), broken.message]).toEqual([
      'server',
      'The server sent an unexpected answer. Please try again.',
    ]);
  });

  it('trusts the server-checked answer of an endpoint named by its method and path', async () => {
    answering(200, { amountMinor: 5 });
    await expect(
      callApi<typeof saveFee>({ method: 'POST', path: '/api/test/fee' }, { body: { amount: '0.05' } }),
    ).resolves.toEqual({ amountMinor: 5 });
  });
});
