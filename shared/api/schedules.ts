import { z } from 'zod';
import { PAGE_SIZE } from '../constants';
import { isUnLocode } from '../schedules/codes';
import { PORT_CALL_DIRECTIONS, ROUTE_SORTS, SCHEDULE_LIMITS } from '../schedules/limits';
import { TIMESTAMP_CLASSIFIERS } from '../schedules/model';
import { defineEndpoint, JSON_OR_CSV } from './endpoint';

/** Query strings send empty fields as `""`: they mean "not given". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

export const unlocodeSchema = z
  .string({ error: 'Choose a port.' })
  .trim()
  .toUpperCase()
  .refine(isUnLocode, 'Choose a port from the list (a UN/LOCODE such as NLRTM).');

const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD.')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'Enter a real date.');

const pageSchema = optional(
  z.coerce
    .number({ error: 'The page is a whole number from 1.' })
    .int('The page is a whole number from 1.')
    .min(1, 'The page is a whole number from 1.')
    .max(1000, 'The page is at most 1000.'),
);

const DAY_MS = 24 * 60 * 60 * 1000;

/** A window of days (local dates at the port, as DCSA matches them), at most maxWindowDays long. */
const windowFields = {
  from: optional(isoDateSchema),
  to: optional(isoDateSchema),
};
type WindowInput = { from?: string | undefined; to?: string | undefined };
const windowCheck = (value: WindowInput, context: z.RefinementCtx) => {
  if (!value.from || !value.to) return;
  const days = (Date.parse(value.to) - Date.parse(value.from)) / DAY_MS;
  if (days < 0)
    context.addIssue({ code: 'custom', path: ['to'], message: 'The last day comes after the first.' });
  else if (days >= SCHEDULE_LIMITS.maxWindowDays) {
    context.addIssue({
      code: 'custom',
      path: ['to'],
      message: `Search at most ${SCHEDULE_LIMITS.maxWindowDays / 7} weeks at a time.`,
    });
  }
};

export const routeSearchSchema = z
  .object({
    from: unlocodeSchema,
    to: unlocodeSchema,
    departFrom: optional(isoDateSchema),
    departTo: optional(isoDateSchema),
    /** direct sailings only, or up to one transshipment */
    transshipment: optional(
      z.enum(['direct', 'one'], { error: 'Choose direct only or up to one transshipment.' }),
    ),
    minConnectionHours: optional(
      z.coerce
        .number({ error: 'Enter the minimum connection time in hours.' })
        .int('Enter a whole number of hours.')
        .min(
          SCHEDULE_LIMITS.minConnectionHours,
          `Allow at least ${SCHEDULE_LIMITS.minConnectionHours} hours.`,
        )
        .max(
          SCHEDULE_LIMITS.maxConnectionHours,
          `Allow at most ${SCHEDULE_LIMITS.maxConnectionHours} hours.`,
        ),
    ),
    sort: optional(z.enum(ROUTE_SORTS, { error: 'Sort by departure, arrival or transit time.' })),
    page: pageSchema,
  })
  .superRefine((value, context) => {
    if (value.from === value.to) {
      context.addIssue({
        code: 'custom',
        path: ['to'],
        message: 'Choose a destination other than the origin.',
      });
    }
    windowCheck({ from: value.departFrom, to: value.departTo }, context);
  });
export type RouteSearchInput = z.input<typeof routeSearchSchema>;
export type RouteSearch = z.infer<typeof routeSearchSchema>;

/** An instant of a call: UTC, the port's offset when it was given, and how certain it is. */
export const callTimeSchema = z.object({
  at: z.string(),
  offsetMinutes: z.number().int(),
  classifier: z.enum(TIMESTAMP_CLASSIFIERS),
});
export type CallTime = z.infer<typeof callTimeSchema>;

export const portSummarySchema = z.object({
  unlocode: z.string(),
  name: z.string(),
  countryCode: z.string(),
  countryName: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type PortSummary = z.infer<typeof portSummarySchema>;

const carrierRefSchema = z.object({ scac: z.string(), name: z.string() });
const serviceRefSchema = z.object({ code: z.string(), name: z.string() });
export const vesselRefSchema = z.object({
  imo: z.string().nullable(),
  name: z.string(),
  /** DCSA isDummyVessel: no real ship stands behind it yet (or it is sample data) */
  dummy: z.boolean(),
});

export const legSchema = z.object({
  carrier: carrierRefSchema,
  service: serviceRefSchema,
  vessel: vesselRefSchema,
  voyage: z.string(),
  from: z.string(),
  to: z.string(),
  departure: callTimeSchema,
  arrival: callTimeSchema,
  /** ports called on the way, where the cargo stays on board */
  via: z.array(z.string()),
});
export type Leg = z.infer<typeof legSchema>;

export const sailingSchema = z.object({
  /** stable for the same calls: the ids of the calls it is made of */
  id: z.string(),
  /** built from generated sample schedules */
  sample: z.boolean(),
  departure: callTimeSchema,
  arrival: callTimeSchema,
  transitHours: z.number().int(),
  /** the hub where the cargo changes vessel, and how long it waits there */
  transshipment: z.object({ port: z.string(), waitHours: z.number().int() }).nullable(),
  legs: z.array(legSchema).min(1).max(2),
});
export type Sailing = z.infer<typeof sailingSchema>;

/** Names and coordinates of every port an answer mentions, keyed by UN/LOCODE. */
const portsSchema = z.record(z.string(), portSummarySchema);

export const routeAnswerSchema = z.object({
  from: portSummarySchema,
  to: portSummarySchema,
  /** the departure window searched, first and last local day */
  departFrom: z.string(),
  departTo: z.string(),
  sailings: z.array(sailingSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  ports: portsSchema,
  /** some answer comes from generated sample schedules */
  sample: z.boolean(),
});
export type RouteAnswer = z.infer<typeof routeAnswerSchema>;

/**
 * Members: sailings from one port to another departing in a window, direct or with one
 * transshipment. `format=csv` answers every sailing as a spreadsheet download instead (for
 * links, not `callApi`).
 */
export const searchRoutes = defineEndpoint({
  method: 'GET',
  path: '/api/schedules/routes',
  query: routeSearchSchema.and(
    z.object({ format: optional(z.enum(['json', 'csv'], { error: 'Choose json or csv.' })) }),
  ),
  response: routeAnswerSchema,
  produces: JSON_OR_CSV,
});

/**
 * Members: the same search as DCSA Commercial Schedules `PointToPoint` routings, so members'
 * own systems can read it; checked against the standard in the tests, not by our schema.
 */
export const searchPointToPoint = defineEndpoint({
  method: 'GET',
  path: '/api/schedules/point-to-point-routes',
  query: routeSearchSchema,
  response: z.array(
    z.looseObject({ placeOfReceipt: z.unknown(), placeOfDelivery: z.unknown(), legs: z.array(z.unknown()) }),
  ),
});

export const portCallSearchSchema = z
  .object({
    port: unlocodeSchema,
    ...windowFields,
    direction: optional(z.enum(PORT_CALL_DIRECTIONS, { error: 'Choose arrivals, departures or both.' })),
    page: pageSchema,
  })
  .superRefine(windowCheck);
export type PortCallSearchInput = z.input<typeof portCallSearchSchema>;
export type PortCallSearch = z.infer<typeof portCallSearchSchema>;

export const portCallSchema = z.object({
  id: z.string(),
  sample: z.boolean(),
  port: z.string(),
  carrier: carrierRefSchema,
  service: serviceRefSchema,
  vessel: vesselRefSchema,
  arrivalVoyage: z.string(),
  departureVoyage: z.string(),
  arrival: callTimeSchema.nullable(),
  departure: callTimeSchema.nullable(),
  /** where the vessel comes from and goes next, when known */
  previousPort: z.string().nullable(),
  nextPort: z.string().nullable(),
});
export type PortCall = z.infer<typeof portCallSchema>;

const windowAnswerFields = { from: z.string(), to: z.string() };

export const portCallAnswerSchema = z.object({
  port: portSummarySchema,
  ...windowAnswerFields,
  direction: z.enum(PORT_CALL_DIRECTIONS),
  calls: z.array(portCallSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  ports: portsSchema,
  sample: z.boolean(),
});
export type PortCallAnswer = z.infer<typeof portCallAnswerSchema>;

/** Members: arrivals and departures at one port in a window of days. */
export const searchPortCalls = defineEndpoint({
  method: 'GET',
  path: '/api/schedules/port-calls',
  query: portCallSearchSchema,
  response: portCallAnswerSchema,
});

export const vesselSearchSchema = z
  .object({
    /** an IMO number, or all or part of a vessel's name */
    vessel: z
      .string({ error: 'Enter a vessel name or IMO number.' })
      .trim()
      .min(2, 'Enter at least two letters of the name, or the IMO number.')
      .max(50, 'A vessel name has at most 50 characters.')
      .refine((value) => ![...value].some((char) => char.charCodeAt(0) < 32), 'Use letters and digits only.'),
    ...windowFields,
  })
  .superRefine(windowCheck);
export type VesselSearchInput = z.input<typeof vesselSearchSchema>;
export type VesselSearch = z.infer<typeof vesselSearchSchema>;

export const vesselSummarySchema = vesselRefSchema.extend({
  operator: z.string().nullable(),
  sample: z.boolean(),
  services: z.array(z.object({ carrier: carrierRefSchema, service: serviceRefSchema })),
});
export type VesselSummary = z.infer<typeof vesselSummarySchema>;

export const vesselCallSchema = portCallSchema.omit({ vessel: true, previousPort: true, nextPort: true });
export type VesselCall = z.infer<typeof vesselCallSchema>;

export const vesselAnswerSchema = z.object({
  ...windowAnswerFields,
  /** vessels with calls in the window whose name holds the query, or whose IMO number it is */
  matches: z.array(vesselSummarySchema),
  /** the vessel shown: the one the query names exactly, or the only match */
  vessel: vesselSummarySchema.nullable(),
  calls: z.array(vesselCallSchema),
  ports: portsSchema,
  sample: z.boolean(),
});
export type VesselAnswer = z.infer<typeof vesselAnswerSchema>;

/** Members: a vessel's calls in a window of days, found by IMO number or name. */
export const searchVessel = defineEndpoint({
  method: 'GET',
  path: '/api/schedules/vessel',
  query: vesselSearchSchema,
  response: vesselAnswerSchema,
});

export const carrierSearchSchema = z
  .object({
    carrier: z
      .string({ error: 'Choose a carrier.' })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2,4}$/, 'Choose a carrier from the list.'),
    ...windowFields,
  })
  .superRefine(windowCheck);
export type CarrierSearchInput = z.input<typeof carrierSearchSchema>;
export type CarrierSearch = z.infer<typeof carrierSearchSchema>;

export const carrierServiceSchema = z.object({
  service: serviceRefSchema,
  sample: z.boolean(),
  /** one round trip in calling order, as the first sailing in the window makes it */
  rotation: z.array(z.string()),
  vessels: z.array(vesselRefSchema),
  /** the first departure in the window: where, when, on which vessel */
  nextDeparture: z
    .object({ port: z.string(), departure: callTimeSchema, vessel: vesselRefSchema })
    .nullable(),
});
export type CarrierService = z.infer<typeof carrierServiceSchema>;

export const carrierAnswerSchema = z.object({
  ...windowAnswerFields,
  carrier: carrierRefSchema,
  services: z.array(carrierServiceSchema),
  ports: portsSchema,
  sample: z.boolean(),
});
export type CarrierAnswer = z.infer<typeof carrierAnswerSchema>;

/** Members: a carrier's services with calls in a window, their rotations and vessels. */
export const searchCarrier = defineEndpoint({
  method: 'GET',
  path: '/api/schedules/carrier',
  query: carrierSearchSchema,
  response: carrierAnswerSchema,
});

/** How many sailings a visitor sees of a route search; the rest, and the details, are for members. */
export const VISITOR_SAILINGS = 3;

/** What a visitor sees of a sailing: when it leaves and arrives, with whom, and whether it tranships. */
export const sailingPreviewSchema = z.object({
  id: z.string(),
  sample: z.boolean(),
  /** the carrier, or both carriers of a connection ("Maersk / MSC") */
  carrier: z.string(),
  departure: callTimeSchema,
  arrival: callTimeSchema,
  transitHours: z.number().int(),
  /** the UN/LOCODE of the hub where the cargo changes vessel */
  transshipment: z.string().nullable(),
});
export type SailingPreview = z.infer<typeof sailingPreviewSchema>;

/**
 * Anyone: the first sailings from one port to another in the next four weeks, earliest
 * departure first, with how many there are in all. Vessels, voyages, the route map and the
 * other sailings are for members (`GET /api/schedules/routes`). Rate-limited per address.
 */
export const previewRoutes = defineEndpoint({
  method: 'GET',
  path: '/api/schedules/preview',
  query: z.object({ from: unlocodeSchema, to: unlocodeSchema }).refine((value) => value.from !== value.to, {
    path: ['to'],
    message: 'Choose a destination other than the origin.',
  }),
  response: z.object({
    from: portSummarySchema,
    to: portSummarySchema,
    departFrom: z.string(),
    departTo: z.string(),
    sailings: z.array(sailingPreviewSchema).max(VISITOR_SAILINGS),
    /** every sailing in the window, the ones shown included */
    total: z.number().int(),
    /** names of the hubs the sailings shown tranship at */
    ports: portsSchema,
    sample: z.boolean(),
  }),
});

export const portMatchSchema = z.object({
  unlocode: z.string(),
  name: z.string(),
  countryCode: z.string(),
  countryName: z.string(),
  matched: z.string().nullable(),
});

/** Members: ports by name, other name or UN/LOCODE, typing errors forgiven. */
export const findPorts = defineEndpoint({
  method: 'GET',
  path: '/api/schedules/ports',
  query: z.object({
    q: z
      .string({ error: 'Type a port name or UN/LOCODE.' })
      .max(60, 'Type at most 60 characters.')
      .refine((value) => ![...value].some((char) => char.charCodeAt(0) < 32), 'Use letters and digits only.'),
  }),
  response: z.object({ ports: z.array(portMatchSchema) }),
});

/** Anyone: the port finder of the visitors' sailings search, rate-limited per address. */
export const findPortsForVisitors = defineEndpoint({
  method: 'GET',
  path: '/api/schedules/preview/ports',
  query: findPorts.query,
  response: findPorts.response,
});

const nullableNumber = z.number().nullable();

/** The offline snapshot (format in shared/schedules/snapshot.ts), checked for shape, not content. */
export const scheduleSnapshotSchema = z.object({
  format: z.literal('dfa-schedules-snapshot'),
  version: z.literal(1),
  generatedAt: z.string(),
  dataVersion: z.string(),
  validFrom: z.string(),
  validUntil: z.string(),
  sample: z.boolean(),
  carriers: z.array(z.tuple([z.string(), z.string()])),
  ports: z.array(
    z.tuple([
      z.string(),
      z.string(),
      z.string(),
      z.string(),
      nullableNumber,
      nullableNumber,
      z.string().nullable(),
      z.array(z.string()),
    ]),
  ),
  aliases: z.array(z.tuple([z.string(), z.string()])),
  services: z.array(
    z.tuple([z.number(), z.string(), z.string(), z.string(), z.union([z.literal(0), z.literal(1)])]),
  ),
  vessels: z.array(
    z.tuple([
      z.number(),
      z.string().nullable(),
      z.string(),
      z.union([z.literal(0), z.literal(1)]),
      z.string().nullable(),
    ]),
  ),
  voyages: z.object({
    id: z.array(z.number()),
    service: z.array(z.number()),
    vessel: z.array(z.number()),
    number: z.array(z.string()),
  }),
  calls: z.object({
    id: z.array(z.number()),
    port: z.array(z.number()),
    arrivalVoyage: z.array(z.number()),
    departureVoyage: z.array(z.number()),
    arrival: z.array(nullableNumber),
    departure: z.array(nullableNumber),
    arrivalOffset: z.array(nullableNumber),
    departureOffset: z.array(nullableNumber),
    classes: z.string(),
  }),
});

/**
 * Members: the next eight weeks of schedules for offline search, versioned and dated. Answers
 * with an ETag (304 when unchanged) and gzip when the client accepts it.
 */
export const getScheduleSnapshot = defineEndpoint({
  method: 'GET',
  path: '/api/schedules/snapshot',
  response: scheduleSnapshotSchema,
});

export { PAGE_SIZE };
