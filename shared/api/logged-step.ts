import { z } from 'zod';

/**
 * A dated step someone took, as the member's audit log and a payment-protection case's history
 * show it: who, when, what happened in a sentence, and the words they gave with it.
 */
export const loggedStepSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  /** the person's name (and company) when it happened, or the portal's scheduled work */
  actor: z.string(),
  /** what happened, in a sentence */
  summary: z.string(),
});
