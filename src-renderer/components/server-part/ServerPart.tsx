import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useHydrated } from '../../lib/use-hydrated';

/**
 * A part of a page that only shows content (no state, no handlers of its own), rendered on the
 * server and kept in the browser as the server sent it: the page hydrates around it, so the
 * part's code and text are not in the page's JavaScript. Pass its content as a lazy component
 * (`lazy(() => import('./Part'))`): the server waits for it, the browser loads it only when the
 * part is shown without server HTML to keep (after a navigation within the app, or when `key`
 * changes, and always in the desktop app).
 *
 * Links inside it still navigate within the app.
 */
/**
 * The server's HTML of each part shown since the page loaded, by part and address: going Back
 * to such a page shows it at once, as it was, without loading the part's code.
 */
const serverHtmlSeen = new Map<string, string>();

export function ServerPart({
  id,
  className,
  fallback,
  children,
}: {
  /** unique on the page: names the server's HTML to keep */
  id: string;
  className?: string;
  /**
   * Shown while the content's code loads. Without one the part suspends with its page, so a
   * navigation shows the new page once the part is ready rather than a page with a hole in it.
   */
  fallback?: ReactNode;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  const { pathname, search } = useLocation();
  // Read once, while hydrating (or from an earlier visit); later renders keep it.
  const [kept] = useState(() => {
    if (typeof document === 'undefined') return undefined;
    const seenKey = `${id} ${pathname}${search}`;
    const html = hydrated
      ? serverHtmlSeen.get(seenKey)
      : document.querySelector(`[data-server-part="${id}"]`)?.innerHTML;
    if (html !== undefined) serverHtmlSeen.set(seenKey, html);
    return html;
  });
  const navigate = useNavigate();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    // Rendered by React, its links are the router's own.
    if (!element || kept === undefined) return;
    const followLink = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a') : null;
      if (
        !link ||
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey ||
        link.target ||
        link.hasAttribute('download') ||
        link.origin !== window.location.origin ||
        // A link to a place on the same page is the browser's to follow.
        (link.hash && link.pathname === window.location.pathname && link.search === window.location.search)
      ) {
        return;
      }
      event.preventDefault();
      void navigate(link.pathname + link.search + link.hash);
    };
    element.addEventListener('click', followLink);
    return () => element.removeEventListener('click', followLink);
  }, [navigate, kept]);

  return kept === undefined ? (
    <div ref={box} data-server-part={id} className={className}>
      {fallback === undefined ? children : <Suspense fallback={fallback}>{children}</Suspense>}
    </div>
  ) : (
    <div ref={box} data-server-part={id} className={className} dangerouslySetInnerHTML={{ __html: kept }} />
  );
}
