/**
 * An answer that is not checked JSON (a CSV export, a calendar, a stored file, a prepared
 * body), sent as it is. `route()` refuses a content type its endpoint does not declare.
 */
export class RawAnswer {
  constructor(
    readonly contentType: string,
    /** nothing for a 304 */
    readonly body: string | Buffer | undefined,
    readonly headers: Readonly<Record<string, string>> = {},
    readonly status = 200,
  ) {}
}

/** A spreadsheet, often of personal data: downloaded, never cached, never sniffed as something else. */
export function csvDownload(fileName: string, csv: string): RawAnswer {
  return new RawAnswer('text/csv; charset=utf-8', csv, {
    'content-disposition': `attachment; filename="${fileName}"`,
    'x-content-type-options': 'nosniff',
    'cache-control': 'no-store',
  });
}

/** A calendar file (iCalendar) to save or subscribe to; always fetched afresh, and kept out of shared caches when personal. */
export function calendarDownload(
  fileName: string,
  calendar: string,
  { personal }: { personal: boolean },
): RawAnswer {
  return new RawAnswer('text/calendar; charset=utf-8', calendar, {
    'content-disposition': `attachment; filename="${fileName}"`,
    'cache-control': personal ? 'private, no-cache' : 'no-cache',
  });
}
