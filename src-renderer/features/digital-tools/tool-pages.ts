import type { LinkCard } from '../../components/content/LinkCards';
import { TRACKED_CARRIERS } from '../../../shared/constants';

/** The tools with a page of their own, in the order the landing page shows them. */
export const TOOL_PAGES: readonly LinkCard[] = [
  {
    route: 'digital-tools-ship-schedules',
    title: 'Ship schedules',
    summary:
      'Sailings by route, port, vessel or carrier, direct or with one transshipment, with transit times and a route map.',
  },
  {
    route: 'digital-tools-tracking-system',
    title: 'Tracking system',
    summary: `Track containers, bills of lading and bookings across more than ${TRACKED_CARRIERS} carriers, with every milestone in plain words.`,
  },
  {
    route: 'digital-tools-freight-calculator',
    title: 'Sea freight calculator',
    summary:
      'A calculator for your own website: volume, W/M, container fit and an indicative price from your rates, with quote requests that come to you.',
  },
  {
    route: 'digital-tools-cargoes-flow',
    title: 'Cargoes Flow',
    summary:
      'One dashboard for all your ocean and air shipments, with milestone alerts and live status you can share with customers.',
  },
  {
    route: 'digital-tools-searates-erp',
    title: 'Freight forwarding ERP',
    summary:
      'Quotes, bookings, documents, accounting and a customer portal in one system built for forwarders.',
  },
];
