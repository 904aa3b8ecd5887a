import { z } from 'zod';
import { isUnLocode } from '../schedules/codes';
import { SCHEDULE_LIMITS } from '../schedules/limits';
import { EQUIPMENT_EVENT_CODES, EVENT_TYPES, SHIPMENT_EVENT_CODES } from '../tracking/events';

/**
 * The member API's queries, with the names and formats of the DCSA standards (Commercial
 * Schedules 1.0.3, Track & Trace 2.2). Answers are DCSA documents, checked against the
 * published specifications in the tests rather than by a schema of our own. A problem's path
 * is the query parameter to name in the DCSA error.
 */

const DCSA_API_BASE = '/api/dcsa';
export const COMMERCIAL_SCHEDULES = { base: `${DCSA_API_BASE}/cs/v1`, version: '1.0.3', major: '1' } as const;
export const TRACK_AND_TRACE = { base: `${DCSA_API_BASE}/tnt/v2`, version: '2.2.0', major: '2' } as const;

/** The most items one page of any member API answer holds (and the default). */
export const MAX_PAGE_LIMIT = 100;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A query value given once; a parameter repeated in the query string arrives as a list. */
const once = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (Array.isArray(value) ? { repeated: true } : value === '' ? undefined : value),
    z
      .custom((value) => typeof value !== 'object' || value === null, 'Give this parameter once.')
      .pipe(schema),
  );

/** An optional query value: missing and empty are the same. */
const maybe = <T extends z.ZodType>(schema: T) => once(schema.optional());

const unLocode = (what: string) =>
  z
    .string({ error: `Give ${what} as a UN/LOCODE, like NLRTM.` })
    .trim()
    .toUpperCase()
    .refine(
      isUnLocode,
      `Give ${what} as a UN/LOCODE: two letters of the country and three of the place, like NLRTM.`,
    );

const date = z
  .string({ error: 'Give a date as YYYY-MM-DD, like 2026-12-01.' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Give a date as YYYY-MM-DD, like 2026-12-01.')
  .refine((value) => {
    const parsed = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
  }, 'This day does not exist in the calendar.');

const limit = z.preprocess(
  (value) => (typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value),
  z
    .number({ error: `Give limit as a whole number from 1 to ${MAX_PAGE_LIMIT}.` })
    .int(`Give limit as a whole number from 1 to ${MAX_PAGE_LIMIT}.`)
    .min(1, `Give limit as a whole number from 1 to ${MAX_PAGE_LIMIT}.`)
    .max(
      MAX_PAGE_LIMIT,
      `A page holds at most ${MAX_PAGE_LIMIT} items: give limit from 1 to ${MAX_PAGE_LIMIT}.`,
    ),
);

const cursor = z.string().max(1024, 'This cursor is not one this server gave out.');

const paging = {
  limit: maybe(limit),
  cursor: maybe(cursor),
};

const text = (max: number, what: string) =>
  z
    .string()
    .trim()
    .min(1, `Give ${what}.`)
    .max(max, `Give ${what} in at most ${max} characters.`)
    .refine((value) => !/\p{Cc}/u.test(value), 'Remove the control characters from this value.');

/** Days between two dates, end included; negative when the end comes first. */
const daysBetween = (first: string, last: string) => (Date.parse(last) - Date.parse(first)) / DAY_MS;

/** An end date before its start, or a window longer than one search covers, is named by the end. */
function checkRange(
  context: z.RefinementCtx,
  {
    start,
    end,
    startName,
    endName,
    maxDays,
  }: {
    start: string | undefined;
    end: string | undefined;
    startName: string;
    endName: string;
    maxDays?: number;
  },
) {
  if (!start || !end) return;
  const days = daysBetween(start, end);
  if (days < 0) {
    context.addIssue({
      code: 'custom',
      path: [endName],
      message: `${endName} (${end}) comes before ${startName} (${start}): give an end on or after the start.`,
    });
  } else if (maxDays !== undefined && days >= maxDays) {
    context.addIssue({
      code: 'custom',
      path: [endName],
      message: `Search at most ${maxDays} days (${maxDays / 7} weeks) at a time: ${endName} is ${days + 1} days after ${startName}.`,
    });
  }
}

const receiptOrDelivery = z.enum(['CY', 'SD', 'CFS'], { error: 'Give CY, SD or CFS.' });

export const pointToPointQuerySchema = z
  .strictObject({
    placeOfReceipt: once(unLocode('the place of receipt')),
    placeOfDelivery: once(unLocode('the place of delivery')),
    departureStartDate: maybe(date),
    departureEndDate: maybe(date),
    arrivalStartDate: maybe(date),
    arrivalEndDate: maybe(date),
    maxTranshipment: maybe(
      z.preprocess(
        (value) => (typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value),
        z
          .number({ error: 'Give maxTranshipment as a whole number from 0.' })
          .int('Give maxTranshipment as a whole number from 0.')
          .min(0, 'Give maxTranshipment as a whole number from 0.'),
      ),
    ),
    receiptTypeAtOrigin: maybe(receiptOrDelivery),
    deliveryTypeAtDestination: maybe(receiptOrDelivery),
    cargoType: maybe(z.enum(['DRY', 'REEFER'], { error: 'Give DRY or REEFER.' })),
    ...paging,
  })
  .superRefine((query, context) => {
    if (query.placeOfReceipt === query.placeOfDelivery) {
      context.addIssue({
        code: 'custom',
        path: ['placeOfDelivery'],
        message: 'The place of delivery is the place of receipt: give two different places.',
      });
    }
    checkRange(context, {
      start: query.departureStartDate,
      end: query.departureEndDate,
      startName: 'departureStartDate',
      endName: 'departureEndDate',
      maxDays: SCHEDULE_LIMITS.maxWindowDays,
    });
    checkRange(context, {
      start: query.arrivalStartDate,
      end: query.arrivalEndDate,
      startName: 'arrivalStartDate',
      endName: 'arrivalEndDate',
    });
  });
export type PointToPointQuery = z.infer<typeof pointToPointQuerySchema>;

export const portScheduleQuerySchema = z.strictObject({
  UNLocationCode: once(unLocode('the port')),
  date: once(date),
  ...paging,
});
export type PortScheduleQuery = z.infer<typeof portScheduleQuerySchema>;

const RESPONSE_SCOPES = ['FULL_VOYAGE', 'MATCHED_CALLS'] as const;

/** The vessel-schedules filters besides the dates: the standard asks for at least one. */
const VESSEL_SCHEDULE_FILTERS = [
  'vesselIMONumber',
  'vesselName',
  'carrierServiceCode',
  'universalServiceReference',
  'carrierVoyageNumber',
  'universalVoyageReference',
  'UNLocationCode',
  'facilitySMDGCode',
  'vesselOperatorCarrierCode',
] as const;

/** The longest window of one vessel-schedules request: the standard's default, 3 months back and 6 ahead. */
export const VESSEL_SCHEDULE_MAX_DAYS = 275;

export const vesselScheduleQuerySchema = z
  .strictObject({
    vesselIMONumber: maybe(
      z
        .string()
        .trim()
        .regex(/^\d{7,8}$/, 'Give the IMO number as 7 or 8 digits.'),
    ),
    vesselName: maybe(text(50, 'the vessel name')),
    carrierServiceCode: maybe(text(11, 'the service code')),
    universalServiceReference: maybe(
      z
        .string()
        .trim()
        .regex(/^SR\d{5}[A-Z]$/, 'Give a universal service reference like SR12345A.'),
    ),
    carrierVoyageNumber: maybe(text(50, 'the voyage number')),
    universalVoyageReference: maybe(
      z
        .string()
        .trim()
        .regex(/^\d{2}[0-9A-Z]{2}[NEWSR]$/, 'Give a universal voyage reference like 2201N.'),
    ),
    UNLocationCode: maybe(unLocode('the port')),
    facilitySMDGCode: maybe(text(6, 'the terminal’s SMDG code')),
    vesselOperatorCarrierCode: maybe(text(10, 'the operator’s carrier code').toUpperCase()),
    startDate: maybe(date),
    endDate: maybe(date),
    responseScope: maybe(z.enum(RESPONSE_SCOPES, { error: 'Give FULL_VOYAGE or MATCHED_CALLS.' })),
    ...paging,
  })
  .superRefine((query, context) => {
    if (VESSEL_SCHEDULE_FILTERS.every((name) => query[name] === undefined)) {
      context.addIssue({
        code: 'custom',
        path: ['vesselIMONumber'],
        message: `Give at least one filter besides the dates: ${VESSEL_SCHEDULE_FILTERS.join(', ')}.`,
      });
    }
    checkRange(context, {
      start: query.startDate,
      end: query.endDate,
      startName: 'startDate',
      endName: 'endDate',
      maxDays: VESSEL_SCHEDULE_MAX_DAYS,
    });
  });
export type VesselScheduleQuery = z.infer<typeof vesselScheduleQuerySchema>;

/** A comma-separated list of codes, each one of `values` (the standard's `style: form, explode: false`). */
const codeList = <const T extends readonly [string, ...string[]]>(values: T, what: string) =>
  maybe(
    z
      .string()
      .transform((value) => value.split(',').map((code) => code.trim().toUpperCase()))
      .pipe(
        z
          .array(z.enum(values, { error: `Give ${what} from ${values.join(', ')}, separated by commas.` }))
          .min(1),
      ),
  );

const DOCUMENT_TYPE_CODES = [
  'CBR',
  'BKG',
  'SHI',
  'SRM',
  'TRD',
  'ARN',
  'VGM',
  'CAS',
  'CUS',
  'DGD',
  'OOG',
] as const;

const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/i;
const dateTime = z
  .string()
  .trim()
  .refine(
    (value) => RFC3339.test(value) && !Number.isNaN(Date.parse(value)),
    'Give a date and time with its offset, like 2026-12-01T14:12:56+01:00.',
  );

/** The fields events may be sorted by (`sort=eventCreatedDateTime:DESC`). */
const EVENT_SORT_FIELDS = ['eventCreatedDateTime', 'eventDateTime', 'eventID'] as const;
const sortSchema = z
  .string()
  .transform((value) =>
    value.split(',').map((part) => {
      const [field = '', direction = 'ASC'] = part.trim().split(':');
      return { field, direction: direction.toUpperCase() };
    }),
  )
  .pipe(
    z
      .array(
        z.object({
          field: z.enum(EVENT_SORT_FIELDS, {
            error: `Sort by ${EVENT_SORT_FIELDS.join(', ')}, each optionally followed by :ASC or :DESC.`,
          }),
          direction: z.enum(['ASC', 'DESC'], { error: 'Follow a sort field with :ASC or :DESC.' }),
        }),
      )
      .min(1),
  );

export const eventsQuerySchema = z.strictObject({
  eventType: codeList(EVENT_TYPES, 'event types'),
  shipmentEventTypeCode: codeList(SHIPMENT_EVENT_CODES, 'shipment event codes'),
  documentTypeCode: codeList(DOCUMENT_TYPE_CODES, 'document type codes'),
  carrierBookingReference: maybe(text(35, 'the booking reference')),
  bookingReference: maybe(text(35, 'the booking reference')),
  transportDocumentID: maybe(text(100, 'the transport document id')),
  transportDocumentReference: maybe(text(20, 'the transport document reference')),
  transportEventTypeCode: codeList(['ARRI', 'DEPA'], 'transport event codes'),
  scheduleID: maybe(text(100, 'the schedule id')),
  transportCallID: maybe(text(100, 'the transport call id')),
  vesselIMONumber: maybe(
    z
      .string()
      .trim()
      .regex(/^\d{7,8}$/, 'Give the IMO number as 7 or 8 digits.'),
  ),
  carrierVoyageNumber: maybe(text(50, 'the voyage number')),
  exportVoyageNumber: maybe(text(50, 'the voyage number')),
  carrierServiceCode: maybe(text(11, 'the service code')),
  UNLocationCode: maybe(unLocode('the place')),
  equipmentEventTypeCode: codeList(EQUIPMENT_EVENT_CODES, 'equipment event codes'),
  equipmentReference: maybe(text(15, 'the container number').toUpperCase()),
  eventCreatedDateTime: maybe(dateTime),
  'eventCreatedDateTime:gte': maybe(dateTime),
  'eventCreatedDateTime:gt': maybe(dateTime),
  'eventCreatedDateTime:lte': maybe(dateTime),
  'eventCreatedDateTime:lt': maybe(dateTime),
  'eventCreatedDateTime:eq': maybe(dateTime),
  sort: maybe(sortSchema),
  ...paging,
});
export type EventsQuery = z.infer<typeof eventsQuerySchema>;

/** What every member API operation has in common, for its description. */
export const MEMBER_API_COMMON_NOTES = [
  'Call it with a member API key from your account page: `Authorization: Bearer <key>`. Each key may make a limited number of requests a minute (429 with `Retry-After` beyond that).',
  'Every answer carries `API-Version` and `DFA-Data`: `sample` when it is built from the portal’s generated sample data (invented vessels, marked `isDummyVessel: true`), `carrier` when from carriers’ data.',
  'Errors are the standard’s error document; `providerCorrelationReference` is our request id (also in the `X-Request-Id` header), and each error names the query parameter or header to correct.',
];

const PAGING_NOTE =
  'Pages: `limit` (1 to 100, default 100) and `cursor`. A cursor works only with the same filters as the page that gave it; `limit` may change.';

/** The member API's operations, each the standard's own, with what the portal adds to it. */
export const MEMBER_API_OPERATIONS = [
  {
    method: 'GET',
    path: `${COMMERCIAL_SCHEDULES.base}/point-to-point-routes`,
    standard: 'CS',
    standardPath: '/v1/point-to-point-routes',
    operationId: 'dcsaPointToPointRoutes',
    notes: [
      'Port-to-port (CY to CY) routings, direct or with one transhipment (`maxTranshipment=0` for direct sailings only); a request for SD or CFS service has none.',
      `Departures between departureStartDate and departureEndDate, at most ${SCHEDULE_LIMITS.maxWindowDays} days; without an end date, the four weeks from the start (or from today). Arrival dates narrow the answer.`,
      `${PAGING_NOTE} The next page's cursor is in the \`Next-Page-Cursor\` header.`,
    ],
  },
  {
    method: 'GET',
    path: `${COMMERCIAL_SCHEDULES.base}/port-schedules`,
    standard: 'CS',
    standardPath: '/v1/port-schedules',
    operationId: 'dcsaPortSchedules',
    notes: [
      'The arrivals and departures at the port on the seven local days from `date`, in one port schedule.',
      `${PAGING_NOTE} The next page's cursor is in the \`Next-Page-Cursor\` header.`,
    ],
  },
  {
    method: 'GET',
    path: `${COMMERCIAL_SCHEDULES.base}/vessel-schedules`,
    standard: 'CS',
    standardPath: '/v1/vessel-schedules',
    operationId: 'dcsaVesselSchedules',
    notes: [
      `Without dates, three months back and six ahead; at most ${VESSEL_SCHEDULE_MAX_DAYS} days per request. No voyage here carries a universal voyage reference, so filtering by one finds nothing.`,
      `${PAGING_NOTE} One item is one service; the next page's cursor is in the \`Next-Page-Cursor\` header.`,
    ],
  },
  {
    method: 'GET',
    path: `${TRACK_AND_TRACE.base}/events`,
    standard: 'TNT',
    standardPath: '/v2/events',
    operationId: 'dcsaEvents',
    notes: [
      'The events of the containers, bills of lading and bookings on the watchlists of your company’s users, and nothing else.',
      'Sorted by eventCreatedDateTime, then eventID, unless `sort` says otherwise (eventCreatedDateTime, eventDateTime or eventID, each with `:ASC` or `:DESC`).',
      `${PAGING_NOTE} The next page is the \`Next-Page\` header's link.`,
    ],
  },
] as const;
