import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { announce } from './announce';
import { revealResults } from './focus';
import { KEEP_SCROLL } from './scroll-restoration';

/**
 * Why a search page's address changed: a new `search` brings the results into view and gives
 * their heading focus; a new order or filter (`refine`) leaves focus on the control the member
 * used and only says what changed. The page stays scrolled where it is in both cases.
 */
export type ResultsCause = 'search' | 'refine';

export const resultsState = (results: ResultsCause) => ({ ...KEEP_SCROLL, results });

const causeOf = (state: unknown): ResultsCause | undefined => {
  const results = (state as { results?: unknown } | null)?.results;
  return results === 'search' || results === 'refine' ? results : undefined;
};

/**
 * Once the answer for an address navigated to with `resultsState` arrives, reveals it (or only
 * announces `summary` after a refinement), once per navigation. An address opened directly
 * (a link, a bookmark, a reload) takes nobody's focus.
 */
export function useRevealResults<T>(
  data: T | undefined,
  headingId: string,
  summary: (data: T) => string,
): void {
  const location = useLocation();
  const told = useRef<string | undefined>(undefined);
  const summaryOf = useRef(summary);
  useEffect(() => {
    summaryOf.current = summary;
  });
  useEffect(() => {
    const cause = causeOf(location.state);
    if (data === undefined || !cause || told.current === location.key) return;
    told.current = location.key;
    const message = summaryOf.current(data);
    if (cause === 'search') revealResults(() => document.getElementById(headingId), message);
    else announce(message);
  }, [data, location, headingId]);
}
