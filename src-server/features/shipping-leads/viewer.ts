import type { FastifyRequest } from 'fastify';
import type { LeadState } from '../../../shared/api/shipping-leads';
import type { MembershipStatus } from '../../../shared/domain/membership';
import { ApiError } from '../../core/errors';
import { signedInCaller } from '../../http/guards';

/** A signed-in member looking at the board, with the company their bids belong to. */
export interface LeadViewer {
  userId: number;
  companyId: number;
  isAdmin: boolean;
  membership: MembershipStatus;
}

/** The caller the board's access rule let in, with their company. */
export function resolveViewer(request: FastifyRequest): LeadViewer {
  const member = signedInCaller(request);
  return {
    userId: member.userId,
    companyId: member.companyId,
    isAdmin: member.isAdmin,
    membership: member.membershipType,
  };
}

// The board itself is closed to other members (shared/domain/member-access.ts); this reaches the
// DFA administrators who review leads from a company that is not Premium.
const PREMIUM_ONLY =
  'Quoting on shipping leads is a Premium benefit: only members of Premium companies send quotes.';

/** The one rule for who may quote: members of Premium companies. */
function mayQuote(viewer: LeadViewer): boolean {
  return viewer.membership === 'premium';
}

export function assertMayQuote(viewer: LeadViewer): void {
  if (!mayQuote(viewer)) throw new ApiError('FORBIDDEN', PREMIUM_ONLY);
}

const NOT_OPEN: Partial<Record<LeadState, string>> = {
  expired: 'This lead has expired, so it no longer takes quotes.',
  awarded: 'The shipper has accepted a quote, so this lead is closed.',
  closed: 'This lead was closed, so it no longer takes quotes.',
};

/** Why a lead takes no more quotes, or undefined when it is open. */
export function notOpenReason(state: LeadState): string | undefined {
  return state === 'open' ? undefined : (NOT_OPEN[state] ?? 'This lead is not open for quotes.');
}

/** Whether the viewer may quote on a lead in this state, and in plain words why not. */
export function biddingFor(
  viewer: LeadViewer,
  state: LeadState,
): { allowed: boolean; reason: string | null } {
  if (!mayQuote(viewer)) return { allowed: false, reason: PREMIUM_ONLY };
  const closed = notOpenReason(state);
  return closed ? { allowed: false, reason: closed } : { allowed: true, reason: null };
}
