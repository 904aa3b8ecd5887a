import type { LinkCard } from '../../components/content/LinkCards';

export const SERVICES_PATH = '/services';
export const SERVICES_TRAIL = [{ name: 'Services', path: SERVICES_PATH }];

export const SERVICE_CARDS: readonly LinkCard[] = [
  {
    route: 'services-snpl',
    title: 'Ship now, pay later',
    summary:
      'Your customer books the freight today and pays on agreed terms later, while a finance partner pays the freight on time.',
  },
  {
    route: 'services-trade-finance',
    title: 'Trade finance',
    summary:
      'Working capital for forwarders and shippers: invoice financing, pre-shipment finance and help with letters of credit and collections.',
  },
];
