import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { PROTECTION_STATUSES } from './payment-protection';
import { BID_STATES, LEAD_MODES, LEAD_STATES } from './shipping-leads';
import { watchedShipmentSchema } from './tracking';
import { CURRENCIES } from '../domain/money';

/** How far back a lead on a saved lane still counts as new on the dashboard. */
export const NEW_LEAD_DAYS = 7;
/** How many of each kind of item the dashboard lists; its figures count them all. */
export const DASHBOARD_LIST_LENGTH = 5;

const laneLeadSchema = z.object({
  id: z.number().int(),
  mode: z.enum(LEAD_MODES),
  originCountry: z.string(),
  destinationCountry: z.string(),
  publishedAt: z.string(),
});

const openBidSchema = z.object({
  leadId: z.number().int(),
  mode: z.enum(LEAD_MODES),
  originCountry: z.string(),
  destinationCountry: z.string(),
  state: z.enum(BID_STATES),
  leadState: z.enum(LEAD_STATES),
  /** when the lead stops taking quotes */
  leadExpiresAt: z.string().nullable(),
  validUntil: z.string(),
});

const coverSchema = z.object({
  year: z.number().int(),
  coverUsdMinor: z.number().int(),
  usedUsdMinor: z.number().int(),
  remainingUsdMinor: z.number().int(),
});

const openCaseSchema = z.object({
  id: z.number().int(),
  status: z.enum(PROTECTION_STATUSES),
  role: z.enum(['creditor', 'debtor']),
  counterparty: z.string(),
  invoiceNumber: z.string(),
  amountMinor: z.number().int(),
  currency: z.enum(CURRENCIES),
  updatedAt: z.string(),
});

/**
 * The signed-in member's own business at a glance: leads on their saved lanes and their
 * company's open quotes, the containers they watch, and their company's payment-protection
 * cases with its cover (Premium companies only; `cover` is null for the others). Membership,
 * renewal, invoices and profile come from `getMyMembership`.
 */
export const getDashboard = defineEndpoint({
  method: 'GET',
  path: '/api/dashboard',
  response: z.object({
    leads: z.object({
      savedLanes: z.number().int(),
      /** open leads on a saved lane published in the last NEW_LEAD_DAYS days */
      newOnLanes: z.number().int(),
      newest: z.array(laneLeadSchema),
      /** the company's quotes still standing (live), with where their lead is */
      openBids: z.number().int(),
      bids: z.array(openBidSchema),
    }),
    containers: z.object({
      watched: z.number().int(),
      /** the most recently watched first */
      shipments: z.array(watchedShipmentSchema),
    }),
    protection: z.object({
      premium: z.boolean(),
      cover: coverSchema.nullable(),
      openCases: z.number().int(),
      cases: z.array(openCaseSchema),
    }),
  }),
});
export type Dashboard = z.infer<typeof getDashboard.response>;
