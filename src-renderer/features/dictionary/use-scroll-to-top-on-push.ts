import { useEffect } from 'react';
import { useNavigationType } from 'react-router';

/**
 * A client-side navigation keeps the scroll position of the page left behind, so a term opened
 * from the bottom of another page would start mid-article. Back and forward (POP) are left alone.
 */
export function useScrollToTopOnPush(pageKey: string): void {
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType === 'PUSH' && !window.location.hash) window.scrollTo(0, 0);
  }, [pageKey, navigationType]);
}
