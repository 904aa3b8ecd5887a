import {
  PAYMENT_PROTECTION_MAX_USD,
  PAYMENT_PROTECTION_MIN_USD,
  TRACKED_CARRIERS,
} from '../../../shared/constants';
import type { LinkCard } from '../../components/content/LinkCards';
import { usdWhole } from '../../../shared/domain/numbers';

export const BENEFIT_CARDS: readonly LinkCard[] = [
  {
    route: 'benefits-brand-reliability',
    title: 'Brand reliability',
    summary:
      'A checked membership, a status badge anyone can verify and a code of ethics that tells partners how you do business.',
  },
  {
    route: 'benefits-digital-solution',
    title: 'Digital solution',
    summary: `Five tools in one membership: a freight calculator for your website, tracking across ${TRACKED_CARRIERS}+ carriers, leads, schedules and an ERP.`,
  },
  {
    route: 'benefits-member-directory',
    title: 'Member directory',
    summary:
      'Every office you list is found by country, city, service and status, while contact details stay protected from scrapers.',
  },
  {
    route: 'benefits-networking',
    title: 'Networking',
    summary:
      'An annual conference with one-to-one meetings booked in advance, online members meetings and partners in every region.',
  },
  {
    route: 'benefits-payment-protection',
    title: 'Payment protection',
    summary: `Credit-risk cover from ${usdWhole(PAYMENT_PROTECTION_MIN_USD)} up to ${usdWhole(PAYMENT_PROTECTION_MAX_USD)} a year on ocean-freight invoices between Premium members.`,
  },
  {
    route: 'benefits-shipping-leads',
    title: 'Shipping leads',
    summary:
      'Cargo owners post requests for quotes; Premium members answer them with an itemised offer or a lump sum.',
  },
  {
    route: 'benefits-support',
    title: 'Member support',
    summary:
      'Help with onboarding and the tools, and a neutral mediator when a deal between two members goes wrong.',
  },
];
