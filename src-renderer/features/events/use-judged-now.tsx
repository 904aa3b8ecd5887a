import { useEffect, useState, type ReactNode } from 'react';

const ISLAND_ID = 'events-judged-at';

function renderedAt(): number | undefined {
  if (typeof document === 'undefined') return undefined;
  const value = Number(document.getElementById(ISLAND_ID)?.textContent);
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

/**
 * The moment events are judged upcoming or past. The server keeps a rendered page for a long
 * time, so the browser first hydrates with the server's moment (embedded in the page, keeping
 * the markup identical) and then judges again with its own clock.
 */
export function useJudgedNow(): { now: Date; island: ReactNode } {
  const [now, setNow] = useState(() => renderedAt() ?? Date.now());
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the point is to re-render after hydration
    setNow(Date.now());
  }, []);
  return {
    now: new Date(now),
    island: (
      <script type="application/json" id={ISLAND_ID} dangerouslySetInnerHTML={{ __html: String(now) }} />
    ),
  };
}
