// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '../../shared/api/endpoint';
import { usePageData } from './page-data';
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
    expect(withAnswer(500, 'oops')).toContain('could not be loaded');
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
      vi.fn(async (input: string) =>
        new URL(input, 'http://localhost').searchParams.get('slug') === 'hello'
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
