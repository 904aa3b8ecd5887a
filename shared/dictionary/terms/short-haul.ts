import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Short Haul Meaning',
    description:
      'Short haul trucking explained: loads typically under 300 miles (about 480 km), how short-haul rates are priced, the FMCSA short-haul exception and common uses.',
    keywords:
      'short haul, short-haul trucking, short haul freight, regional trucking, local haul, short haul rates, FMCSA short-haul exception, 150 air-mile',
  },
  data: {
    titleH1: 'Short Haul',
    breadcrumb: 'Short Haul',
    titleH2: 'What is short haul in trucking?',
    url: 'short-haul',
    headParagraphs: [
      [
        { strong: 'Short haul' },
        ' is freight moved over a relatively short distance, ',
        { strong: 'typically under 300 miles (about 480 km)' },
        ' from pickup to delivery, so that a driver can usually complete the run, and often a return trip, within one shift. There is no single legal definition: carriers, brokers and load boards draw the line differently, some at 250 miles and some as low as 100 or 150 miles, and many split the market into local, regional and long haul.',
      ],
      [
        'Short-haul work includes port and rail ',
        { link: 'freight-dictionary/drayage', text: 'drayage' },
        ', moves from distribution centers to stores, deliveries from factories to nearby customers, and shuttles between plants and warehouses. It contrasts with long-haul and ',
        { link: 'freight-dictionary/line-haul', text: 'line-haul' },
        ' moves, where the truck spends most of its time on the highway.',
      ],
    ],
    content: [
      {
        title: 'How short haul differs from long haul',
        paragraphs: [
          'On a short run, loading, unloading, waiting at docks and city traffic take a large share of the driver’s day compared with driving time. A truck that makes three 80-mile deliveries a day may spend as many hours at docks as on the road. Drivers are usually home every night, which helps recruitment, but equipment runs fewer miles and each stop carries a fixed cost.',
        ],
        list: {
          title: 'Typical features',
          items: [
            'Day cabs rather than sleeper tractors.',
            'Multiple stops or several round trips per shift.',
            'Higher cost per mile, lower cost per load than long haul.',
            'Strong sensitivity to detention time at docks and to appointment windows.',
          ],
        },
      },
      {
        title: 'How short-haul rates are calculated',
        paragraphs: [
          [
            'Because fixed time dominates, short-haul loads are often priced as a flat rate per load or per hour, or with a minimum charge, rather than purely per mile. A ',
            { link: 'freight-dictionary/fuel-surcharge', text: 'fuel surcharge' },
            ' is added on top, and waiting beyond the free time at pickup or delivery (often two hours) is billed as detention.',
          ],
          'Worked example (illustrative rates): a 120-mile full truckload priced at a flat US$650 works out at about US$5.42 per mile, while a 1,000-mile load at US$2.40 per mile costs US$2,400. The short load looks expensive per mile, but the carrier has to cover the same loading, unloading and positioning time on far fewer billable miles.',
        ],
        summary: 'Judge short-haul quotes per load or per hour, not only per mile.',
      },
      {
        title: 'Hours-of-service rules in the United States',
        paragraphs: [
          'The Federal Motor Carrier Safety Administration (FMCSA) has a short-haul exception for property-carrying drivers who stay within a 150 air-mile radius of their normal work reporting location and return there within 14 hours. Drivers who qualify do not need to keep records of duty status or use an electronic logging device; the carrier keeps time records instead. The exception is narrower than the commercial meaning of short haul: a 280-mile one-way run is short haul to a broker but falls outside the 150 air-mile radius. In the EU, drivers’ hours and tachograph rules apply regardless of distance, with limited national exemptions.',
        ],
      },
      {
        title: 'Worked example',
        paragraphs: [
          [
            'An importer’s container arrives at the Port of Savannah. A drayage carrier collects it, trucks it 250 miles to a distribution center in Charlotte, North Carolina, and the empty container is returned to the port on a later trip. The warehouse then ships pallets to 30 stores within 120 miles using day-cab trucks that each make two or three runs a day. Every leg is short haul; only the ocean and rail legs before it were long distance. ',
            'The importer cuts cost by booking delivery appointments in advance, keeping the dock ready, and arranging a ',
            { link: 'freight-dictionary/backhaul', text: 'backhaul' },
            ' for the store trucks so they do not return empty.',
          ],
        ],
      },
      {
        title: 'Common mistakes',
        paragraphs: [],
        list: {
          title: 'What raises short-haul costs',
          items: [
            'Comparing short-haul per-mile rates with long-haul rates.',
            'Ignoring detention: two extra hours at a dock can cost more than the fuel for the whole run.',
            'Assuming any short run qualifies for the FMCSA exception without checking the 150 air-mile and 14-hour conditions.',
          ],
        },
      },
    ],
    relatedTerms: [
      { url: 'line-haul', name: 'Line Haul' },
      { url: 'drayage', name: 'Drayage' },
      { url: 'full-truck-load', name: 'Full Truck Load' },
      { url: 'final-mile-delivery', name: 'Final Mile Delivery' },
      { url: 'truckload-shipping', name: 'Truckload Shipping' },
    ],
  },
};

export default term;
