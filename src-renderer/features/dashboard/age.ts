const DAY_MS = 86_400_000;

/** How long ago `since` (an ISO timestamp or a calendar day) was, in words: "today", "3 days". */
export function ageOf(since: string, now = Date.now()): string {
  const days = Math.max(0, Math.floor((now - Date.parse(since)) / DAY_MS));
  if (days === 0) return 'less than a day';
  return days === 1 ? '1 day' : `${days} days`;
}
