import type { MembershipVerification } from '../../shared/api/directory';
import { formatLongDay } from '../../shared/domain/date';
import { TIER_LABELS, type MembershipStatus, type MembershipTier } from '../../shared/domain/membership';

interface MembershipRecord {
  membership_type: MembershipStatus;
  tier: MembershipTier | null;
  valid_until: string | null;
  member_since: string | null;
  suspended_at: string | null;
}

/**
 * What a company's public profile states about its membership, from the record the member tools
 * also read, so a partner can quote it and an impostor's claim can be checked against it.
 */
export function membershipVerification(company: MembershipRecord): MembershipVerification {
  const since = company.member_since ? `Member since ${company.member_since.slice(0, 4)}` : null;
  const tier = company.tier ? TIER_LABELS[company.tier] : null;
  const parts = (...items: (string | null)[]) => items.filter(Boolean).join(', ');
  if (company.membership_type === 'pending') {
    return {
      current: false,
      headline: 'Not a member yet',
      details: 'The application is being reviewed by the association.',
    };
  }
  if (company.suspended_at) {
    return {
      current: false,
      headline: 'Not a current member: suspended',
      details: `${parts(since, tier)}; suspended by the association on ${formatLongDay(company.suspended_at)}.`,
    };
  }
  if (company.membership_type === 'standard_inactive') {
    return {
      current: false,
      headline: 'Not a current member: membership lapsed',
      details: company.valid_until
        ? `${parts(since, tier)}; the membership ended on ${formatLongDay(company.valid_until)} and was not renewed.`
        : `${parts(since, tier)}; the membership is inactive.`,
    };
  }
  const tierOfStatus = company.membership_type === 'premium' ? 'Premium' : 'Standard';
  return {
    current: true,
    headline: 'Current member of the Digital Freight Alliance',
    details: `${parts(since, tierOfStatus, company.valid_until ? `valid until ${formatLongDay(company.valid_until)}` : null)}.`,
  };
}
