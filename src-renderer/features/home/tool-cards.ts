import {
  PAYMENT_PROTECTION_MAX_USD,
  PAYMENT_PROTECTION_MIN_USD,
  TRACKED_CARRIERS,
} from '../../../shared/constants';
import type { RouteId } from '../../../shared/routes';
import { usdWhole } from '../../../shared/domain/numbers';

/** A member tool; `link` names a route so the card links only once that page exists. */
export interface ToolCard {
  id: string;
  icon: string;
  /** a drawing of the tool at work, for the home page's cards */
  picture?: string;
  title: string;
  description: string;
  link: RouteId;
  alt: string;
}

export const TOOL_CARDS: ToolCard[] = [
  {
    id: 'freight-calculator',
    icon: '/icons/calculator.svg',
    picture: '/tools/freight-calculator.svg',
    title: 'Sea freight calculator',
    description:
      'Put an instant ocean-freight quote on your own website, so shippers price FCL and LCL moves with you instead of a competitor.',
    link: 'digital-tools-freight-calculator',
    alt: 'Calculator icon',
  },
  {
    id: 'cargo-tracking',
    icon: '/icons/tracking.svg',
    picture: '/tools/cargo-tracking.svg',
    title: 'Cargo tracking',
    description: `Follow containers and bills of lading across more than ${TRACKED_CARRIERS} carriers in one place, and share live status with your customers.`,
    link: 'digital-tools-tracking-system',
    alt: 'Location pin icon',
  },
  {
    id: 'shipping-leads',
    icon: '/icons/leads.svg',
    picture: '/tools/shipping-leads.svg',
    title: 'Shipping leads',
    description:
      'Receive real shipping requests from cargo owners and bid on them with an itemised quote or a lump sum.',
    link: 'benefits-shipping-leads',
    alt: 'Handshake icon',
  },
  {
    id: 'ship-schedules',
    icon: '/icons/schedules.svg',
    picture: '/tools/ship-schedules.svg',
    title: 'Ship schedules',
    description:
      'Search sailings by route, port, vessel or carrier to plan bookings and promise realistic transit times.',
    link: 'digital-tools-ship-schedules',
    alt: 'Ship icon',
  },
  {
    id: 'forwarder-erp',
    icon: '/icons/erp.svg',
    picture: '/tools/forwarder-erp.svg',
    title: 'ERP for forwarders',
    description:
      'Run quotes, bookings, documents and invoices for every shipment in one system built for freight forwarding.',
    link: 'digital-tools-searates-erp',
    alt: 'Dashboard icon',
  },
];

/**
 * Payment protection is not a tool but the benefit Premium adds: it is shown apart from the
 * five tools, as what upgrading buys.
 */
export const PREMIUM_BENEFIT: ToolCard = {
  id: 'payment-protection',
  icon: '/icons/protection.svg',
  title: 'Payment protection',
  description: `Credit-risk cover from ${usdWhole(PAYMENT_PROTECTION_MIN_USD)} up to ${usdWhole(PAYMENT_PROTECTION_MAX_USD)} a year on ocean-freight invoices between Premium members.`,
  link: 'benefits-payment-protection',
  alt: 'Shield icon',
};

export interface OfferItem {
  title: string;
  description: string;
  link: RouteId;
}

export const ALSO_OFFERED: OfferItem[] = [
  {
    title: 'Container tracking',
    description: 'Check any box by its container number and see where it is and what happened last.',
    link: 'digital-tools-tracking-system',
  },
  {
    title: 'Member directory',
    description: 'Find verified partners by country, city, service and membership status.',
    link: 'directory',
  },
  {
    title: 'Events',
    description: 'Annual conferences and online meetings where members meet partners one to one.',
    link: 'events',
  },
  {
    title: 'Blog',
    description: 'Market updates, regulation changes and practical guides for forwarders.',
    link: 'blog',
  },
  {
    title: 'Freight dictionary',
    description: 'Clear explanations of shipping terms, from air waybill to zone pricing.',
    link: 'freight-dictionary',
  },
  {
    title: 'Trade finance',
    description: 'Working capital for shippers and forwarders, so cargo moves before invoices are paid.',
    link: 'services-trade-finance',
  },
  {
    title: 'Blacklist',
    description:
      'Warnings about companies that failed to pay or deliver, with a fair process for both sides.',
    link: 'company-blacklist',
  },
];
