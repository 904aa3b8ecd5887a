import type { MembershipStatus } from './membership';

/** Companies whose membership is in good standing: they have the member tools. */
export const GOOD_STANDING: readonly MembershipStatus[] = ['premium', 'standard_active'];

type Standing = 'good' | 'pending' | 'lapsed';

/** Administrators always have the tools: they run them. */
export function standingOf({ type, isAdmin }: { type: MembershipStatus; isAdmin: boolean }): Standing {
  if (isAdmin || GOOD_STANDING.includes(type)) return 'good';
  return type === 'pending' ? 'pending' : 'lapsed';
}
