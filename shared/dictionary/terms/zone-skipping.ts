import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Zone Skipping Meaning',
    description:
      'Zone skipping explained: consolidating parcels into a truckload and injecting them near customers to cut zone-based postage, with a cost example and risks.',
    keywords:
      'zone skipping, zone skip, parcel consolidation, destination injection, USPS destination entry, parcel shipping cost reduction, e-commerce shipping',
  },
  data: {
    titleH1: 'Zone Skipping',
    breadcrumb: 'Zone Skipping',
    titleH2: 'What is zone skipping?',
    url: 'zone-skipping',
    headParagraphs: [
      [
        { strong: 'Zone skipping' },
        ' is a parcel shipping strategy in which a shipper consolidates many parcels bound for the same region into one truckload, moves them in bulk past the distance zones of the parcel carrier, and hands them to the carrier at a hub or post office close to the recipients. The parcels then pay a short-distance zone rate instead of the long-distance one.',
      ],
      [
        'It works because parcel carriers use ',
        { link: 'freight-dictionary/zone-pricing', text: 'zone pricing' },
        ': the further a parcel travels from its origin, the higher the rate. By entering the network near the destination, the shipper buys the long-distance part as freight, which is cheaper per parcel at scale.',
      ],
    ],
    content: [
      {
        title: 'How it works step by step',
        paragraphs: ['A typical zone-skipping program for e-commerce orders runs as follows:'],
        list: {
          title: 'The process',
          items: [
            "Orders are sorted by destination region at the fulfillment center, labeled with the final carrier's labels and manifested.",
            'Parcels are loaded on pallets or gaylords into a trailer bound for the region.',
            [
              'The trailer runs as ',
              { link: 'freight-dictionary/truckload-shipping', text: 'truckload' },
              " or shared line haul to an injection point: a regional carrier hub, a consolidator's facility or, for USPS, a destination sectional center facility or delivery unit that qualifies for destination-entry prices.",
            ],
            [
              'The carrier sorts the parcels and makes the ',
              { link: 'freight-dictionary/final-mile-delivery', text: 'final-mile delivery' },
              ', charging its local zone rate.',
            ],
          ],
        },
      },
      {
        title: 'Worked example',
        paragraphs: [
          "An online retailer ships 4,000 parcels a week from Los Angeles to customers in the New York and New Jersey area, which is zone 8 from its warehouse. Assume the average zone 8 rate is US$14.00 and the average local zone 2 rate is US$9.00, a saving of US$5.00 per parcel or US$20,000 a week. A dedicated truck across the country costs, say, US$6,500 and handling at the injection point US$1,500. The net saving is about US$12,000 a week, and delivery may be faster because a direct truck avoids intermediate parcel sorts. All rates here are illustrative; the calculation should be run with the shipper's own contract rates.",
        ],
        summary:
          'Zone skipping pays when the zone saving per parcel times the volume exceeds the line-haul and injection costs.',
      },
      {
        title: 'When it makes sense',
        paragraphs: [
          'The model needs density: enough parcels to one region, every day or every few days, to fill or nearly fill a trailer. Heavier and bulkier parcels save more, because the gap between far and near zones grows with weight. Shippers with lower volumes can join a consolidator that combines parcels from many shippers into shared trucks and passes on part of the saving.',
        ],
      },
      {
        title: 'Risks and mistakes to avoid',
        paragraphs: [
          'The truck adds a fixed departure schedule: parcels that miss the cut-off wait for the next truck or go by the normal network at full price. A delayed or broken-down truck delays every parcel on it at once. Injection points have appointment rules, labeling and manifest requirements, and the carrier may refuse freight that arrives late or badly prepared. Dimensional weight still applies at the final carrier, so oversize cartons can erase the saving.',
        ],
      },
      {
        title: 'Related strategies',
        paragraphs: [
          [
            'Zone skipping is related to ',
            { link: 'freight-dictionary/shipment-consolidation', text: 'shipment consolidation' },
            ' and to positioning inventory in several regional warehouses so that orders start closer to customers. It is also a building block of ',
            { link: 'freight-dictionary/last-mile-logistics', text: 'last-mile logistics' },
            ' strategies that use regional carriers instead of national networks.',
          ],
        ],
      },
    ],
    relatedTerms: [
      { url: 'zone-pricing', name: 'Zone Pricing' },
      { url: 'shipment-consolidation', name: 'Shipment Consolidation' },
      { url: 'line-haul', name: 'Line Haul' },
      { url: 'final-mile-delivery', name: 'Final Mile Delivery' },
      { url: 'last-mile-logistics', name: 'Last Mile Logistics' },
    ],
  },
};

export default term;
