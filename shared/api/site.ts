import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/**
 * One live figure about the alliance, counted from the data (never typed in): features add
 * theirs on the server, so a new one (carriers connected) appears once its data exists.
 */
const siteFigureSchema = z.object({
  id: z.string(),
  value: z.number().int().nonnegative(),
  /** what is counted, after the number: "member companies" */
  label: z.string(),
});
export type SiteFigure = z.infer<typeof siteFigureSchema>;

export const getSiteFigures = defineEndpoint({
  method: 'GET',
  path: '/api/site/figures',
  response: z.object({ figures: z.array(siteFigureSchema) }),
});
