/**
 * Page data the server embeds in the HTML as a JSON "island", so the browser hydrates a
 * dictionary page without downloading the whole dictionary: the island is read on the first
 * render, and only later client-side navigations load the data module.
 */
export interface PageData<T> {
  /** the data for `key`, the same promise every time, so components can suspend on it with use() */
  read: (key: string) => Promise<T>;
  /** renders `data` into the page for the browser to pick up while hydrating */
  Island: (props: { data: T }) => React.JSX.Element;
}

function readIsland(id: string): unknown {
  if (typeof document === 'undefined') return undefined;
  const text = document.getElementById(id)?.textContent;
  return text ? (JSON.parse(text) as unknown) : undefined;
}

export function createPageData<T>({
  islandId,
  load,
  keyOf,
}: {
  islandId: string;
  load: (key: string) => Promise<T>;
  /** which key an island's data belongs to (islands from another page are ignored) */
  keyOf: (data: T) => string;
}): PageData<T> {
  const cache = new Map<string, Promise<T>>();

  const read = (key: string) => {
    const cached = cache.get(key);
    if (cached) return cached;
    const embedded = readIsland(islandId) as T | undefined;
    const promise = embedded !== undefined && keyOf(embedded) === key ? Promise.resolve(embedded) : load(key);
    cache.set(key, promise);
    // A failed load (a chunk that did not arrive) is forgotten so the next render can retry.
    promise.catch(() => cache.delete(key));
    return promise;
  };

  function Island({ data }: { data: T }) {
    // `<` is escaped so no text in the data can close the script element.
    const json = JSON.stringify(data).replace(/</g, '\\u003c');
    return <script type="application/json" id={islandId} dangerouslySetInnerHTML={{ __html: json }} />;
  }

  return { read, Island };
}
