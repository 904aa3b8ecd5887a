import { z } from 'zod';
import { ROUTES, type RouteId } from '../routes';
import { defineEndpoint } from './endpoint';
import { text } from './fields';

/** A row of a country's port table: from the World Port Index, or curated with its source. */
const portSchema = z.union([
  z.object({
    name: z.string(),
    unlocode: z.string(),
    wpi: z.object({ number: z.string(), name: z.string(), unlocode: z.string(), harborSize: z.string() }),
  }),
  z.object({ name: z.string(), unlocode: z.string(), source: z.string() }),
]);

const guideSchema = z.object({
  description: z.string(),
  keywords: z.string(),
  lead: z.string(),
  overview: z.array(z.string()),
  tradeLanes: z.array(z.string()),
  customsAuthority: z.string(),
  customs: z.array(z.string()),
  practicalNotes: z.array(z.string()),
  /** the freight dictionary terms worth reading next, named as the dictionary names them */
  terms: z.array(z.object({ slug: z.string(), name: z.string() })),
  furtherReading: z
    .object({
      route: z.custom<RouteId>((value) => ROUTES.some((route) => route.id === value)),
      label: z.string(),
    })
    .optional(),
});

/**
 * One country landing page's text and ports. The twenty guides are served, not bundled, so a
 * visitor's browser loads only the country it shows.
 */
export const getForwarderCountry = defineEndpoint({
  method: 'GET',
  path: '/api/freight-forwarder/country',
  query: z.object({
    slug: text({ error: 'Give the country’s slug.' })
      .trim()
      .regex(/^[a-z]+(?:-[a-z]+)*$/, 'A country slug has lowercase letters and hyphens only.')
      .max(60, 'A country slug is at most 60 characters.'),
  }),
  response: z.object({
    guide: guideSchema,
    ports: z.object({ gateways: z.array(portSchema), others: z.array(portSchema) }),
  }),
});
