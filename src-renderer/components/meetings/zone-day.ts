/** Today's calendar day (YYYY-MM-DD) in an IANA zone, read by the browser's own zone rules. */
export function todayInZone(zone: string, now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** The zone the browser runs in, as a first guess the member confirms. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return '';
  }
}
