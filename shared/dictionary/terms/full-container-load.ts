import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Full Container Load (FCL) Meaning',
    description:
      'Full Container Load (FCL) explained: booking a whole container for one shipper, container sizes and payloads, FCL vs LCL costs, VGM and common mistakes.',
    keywords:
      "full container load, FCL, FCL shipping, FCL vs LCL, 20ft container, 40ft container, container payload, shipper's load and count, VGM",
  },
  data: {
    titleH1: 'Full Container Load (FCL)',
    breadcrumb: 'Full Container Load (FCL)',
    titleH2: 'What is FCL shipping?',
    url: 'full-container-load',
    headParagraphs: [
      [
        { strong: 'Full Container Load (FCL)' },
        ' is an ocean shipment in which one shipper books and pays for an entire container for its own cargo, usually for one consignee. The container does not have to be physically full: the shipper simply has exclusive use of it and pays a rate per container rather than per cubic meter.',
      ],
      [
        'FCL is the opposite of ',
        { link: 'freight-dictionary/less-than-container-load', text: 'less than container load (LCL)' },
        ', where cargo from several shippers shares one container. FCL is faster and safer for medium and large shipments because the container is sealed at origin and opened only at destination.',
      ],
    ],
    content: [
      {
        title: 'How an FCL shipment works',
        paragraphs: [
          'The shipper or its forwarder books the container with a carrier or NVOCC. The empty is delivered to the shipper\'s site, or the cargo is trucked to a warehouse, and loaded and sealed. The shipper submits the verified gross mass (VGM) required by SOLAS, the container is gated into the terminal before the cut-off, and the carrier issues a bill of lading, often marked "shipper\'s load, stow and count" because the carrier did not see the cargo packed. At destination the consignee collects the sealed container and returns it empty.',
        ],
      },
      {
        title: 'Container sizes and capacity',
        paragraphs: [
          "Standard container dimensions vary slightly by owner, so these are typical figures only; the carrier's equipment specification and road weight limits in both countries set the practical maximum.",
        ],
        list: {
          title: 'Typical dry containers',
          items: [
            '20-foot standard: about 33 m³, maximum payload around 28,200 kg, roughly 11 EUR pallets on the floor',
            '40-foot standard: about 67 m³, maximum payload around 26,700 kg, roughly 23 to 24 EUR pallets',
            '40-foot high cube: about 76 m³, maximum payload around 26,500 kg',
            '45-foot high cube: about 86 m³, maximum payload around 25,700 kg',
          ],
        },
        summary: 'Heavy cargo usually fills a 20-foot by weight; light cargo fills a 40-foot by volume.',
      },
      {
        title: 'FCL or LCL: a worked comparison',
        paragraphs: [
          'LCL is charged per revenue ton (1 m³ or 1,000 kg, whichever is greater), plus consolidation and destination CFS fees, while FCL is a flat rate per container. As volume grows, FCL becomes cheaper. With illustrative rates of US$85 per revenue ton plus US$300 in LCL-specific fees, a 16 m³ shipment costs about 16 × US$85 + US$300 = US$1,660 by LCL, against a 20-foot FCL rate of US$1,500 on the same lane. The break-even point is often somewhere between 10 and 15 m³, but it depends on the lane, the season and the origin and destination charges, so compare all-in quotes for both.',
          [
            'FCL volume is also measured in ',
            { link: 'freight-dictionary/twenty-foot-equivalent-unit', text: 'TEU' },
            ': one 20-foot container is 1 TEU, one 40-foot is 2 TEU.',
          ],
        ],
      },
      {
        title: 'Costs and responsibilities',
        paragraphs: [
          [
            'An FCL quote usually includes origin charges (trucking, terminal handling, documentation, export clearance), ',
            { link: 'freight-dictionary/ocean-freight', text: 'ocean freight' },
            ' with its surcharges, and destination charges. Who pays which part follows the Incoterms 2020 rule in the sales contract; for example, under FOB the buyer pays the ocean freight and destination costs. Container free time matters too: keeping the box too long leads to ',
            { link: 'freight-dictionary/detention-and-demurrage', text: 'detention and demurrage' },
            '.',
          ],
        ],
      },
      {
        title: 'Common mistakes',
        paragraphs: [],
        list: {
          title: 'Avoid these',
          items: [
            "Loading to the container's payload limit but exceeding road weight limits at origin or destination",
            'Declaring a VGM that does not match the real weight, which can leave the container off the vessel',
            'Leaving cargo unsecured in a half-empty container; use dunnage to fill voids',
            'Recording the wrong seal number on the shipping instructions',
          ],
        },
      },
    ],
    relatedTerms: [
      { url: 'less-than-container-load', name: 'Less than Container Load (LCL)' },
      { url: 'twenty-foot-equivalent-unit', name: 'Twenty-Foot Equivalent Unit (TEU)' },
      { url: 'sea-freight', name: 'Sea Freight' },
      { url: 'containerization', name: 'Containerization' },
      { url: 'dunnage', name: 'Dunnage' },
    ],
  },
};

export default term;
