import type { StoredAttribution, Touch } from '../../../shared/api/attribution';
import type { FormSubmission } from '../../../shared/api/forms';
import { csvDocument } from '../../http/csv';

const TOUCH_FIELDS = [
  'channel',
  'source',
  'medium',
  'campaign',
  'term',
  'content',
  'landing',
  'referrer',
  'at',
] as const satisfies readonly (keyof Touch)[];

/** The marketing columns, the same for every kind, so exports of different forms line up. */
const ATTRIBUTION_COLUMNS: [header: string, value: (attribution: StoredAttribution) => unknown][] = [
  ['traffic_source', (a) => a.trafficSource],
  ...(['firstTouch', 'lastTouch'] as const).flatMap((touch) =>
    TOUCH_FIELDS.map((field): [string, (attribution: StoredAttribution) => unknown] => [
      `${touch === 'firstTouch' ? 'first' : 'last'}_touch_${field}`,
      (a) => a[touch]?.[field],
    ]),
  ),
  ['click_id', (a) => a.clickId],
  ['ga_client_id', (a) => a.gaClientId],
  ['ga_session_id', (a) => a.gaSessionId],
  ['browser', (a) => a.browser],
  ['os', (a) => a.os],
  ['device', (a) => a.device],
  ['time_zone', (a) => a.timeZone],
  ['page_visits', (a) => a.pageVisits],
  ['pages_visited', (a) => a.pagesVisited?.join(' ')],
  ['time_passed_seconds', (a) => a.timePassedSeconds],
  ['geo_city', (a) => a.geolocation?.city],
  ['geo_country', (a) => a.geolocation?.country],
  ['geo_region', (a) => a.geolocation?.region],
  ['geo_latitude', (a) => a.geolocation?.latitude],
  ['geo_longitude', (a) => a.geolocation?.longitude],
];

/**
 * RFC 4180 CSV with a header row: the submission's own columns, one column per payload field in
 * the order the fields first appear (forms of different kinds have different fields), then the
 * marketing attribution columns.
 */
export function submissionsCsv(submissions: FormSubmission[]): string {
  const fields: string[] = [];
  for (const submission of submissions) {
    for (const field of Object.keys(submission.payload)) if (!fields.includes(field)) fields.push(field);
  }
  const header = ['id', 'kind', 'created_at', 'ip', ...fields, ...ATTRIBUTION_COLUMNS.map(([name]) => name)];
  const rows = submissions.map((submission) => [
    submission.id,
    submission.kind,
    submission.createdAt,
    submission.ip,
    ...fields.map((field) => submission.payload[field]),
    ...ATTRIBUTION_COLUMNS.map(([, value]) => value(submission.attribution ?? {})),
  ]);
  return csvDocument(header, rows);
}
