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

const supportPhoneSchema = z.object({
  /** ISO 3166-1 alpha-2, lower case */
  country: z.string(),
  countryName: z.string(),
  /** international format, as shown */
  display: z.string(),
  /** the `tel:` URI */
  tel: z.string(),
});
export type SupportPhone = z.infer<typeof supportPhoneSchema>;

/**
 * How to reach the association, from the server's configuration: the support lines, the
 * address to write to and the postal address. Whatever is not configured is absent (never a
 * placeholder), and the contact page leaves it out.
 */
export const getSupportContacts = defineEndpoint({
  method: 'GET',
  path: '/api/site/contacts',
  response: z.object({
    phones: z.array(supportPhoneSchema),
    email: z.string().nullable(),
    address: z.array(z.string()),
  }),
});
