import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Detention Meaning',
    description:
      "Detention explained: the charge for keeping a carrier's container outside the terminal beyond free time, how it is counted, who pays and how to keep it low.",
    keywords:
      'detention, container detention, per diem, detention charges, free time, empty container return, merchant haulage, truck detention',
  },
  data: {
    titleH1: 'Detention',
    breadcrumb: 'Detention',
    titleH2: 'What is detention in shipping?',
    url: 'detention',
    headParagraphs: [
      [
        { strong: 'Detention' },
        ' is the charge an ocean carrier makes when a customer keeps its container outside the port or terminal for longer than the free time allowed. On imports the clock usually starts when the full container leaves the terminal gate and stops when the empty container is returned to the depot the carrier names. On exports it runs from the moment the empty is picked up until the loaded container is delivered back to the terminal.',
      ],
      [
        'In North America detention is often called per diem. It complements ',
        { link: 'freight-dictionary/demurrage', text: 'demurrage' },
        ', which covers time inside the terminal; together they are known as D&D.',
      ],
    ],
    content: [
      {
        title: 'How detention is counted',
        paragraphs: [
          'Carriers publish detention tariffs by country, port and equipment type. Import free time outside the terminal is often a few days, commonly 4 to 7, but it varies by carrier and trade and is frequently improved in service contracts. Charges are per container per day, usually in rising tiers and higher for 40-foot, high-cube, reefer and special equipment. Some carriers give separate free time for demurrage and detention; others give a combined allowance that covers both. Days are normally calendar days, including weekends, unless the tariff says otherwise.',
        ],
      },
      {
        title: 'Worked example',
        paragraphs: [
          'An importer near Chicago receives a 40-foot high-cube of auto parts by rail from the Port of Los Angeles. The carrier allows 4 free days of detention, then charges US$150 a day for days 5 to 8 and US$250 a day from day 9 (illustrative rates). The container is picked up from the rail ramp on a Monday, unloaded on Thursday and the empty is returned on the following Wednesday, the tenth day counting the pickup day, because the depot was full.',
        ],
        list: {
          title: 'Calculation',
          items: [
            'Days out of the terminal: 10, of which 4 are free, so 6 chargeable days',
            'Days 5 to 8: 4 × US$150 = US$600',
            'Days 9 and 10: 2 × US$250 = US$500',
            'Detention invoice: US$1,100',
          ],
        },
        summary:
          'The slow part was returning the empty, not unloading it; plan the return as carefully as the delivery.',
      },
      {
        title: 'Who pays',
        paragraphs: [
          [
            'The carrier bills the merchant under the ',
            { link: 'freight-dictionary/bill-of-lading', text: 'bill of lading' },
            ', normally the consignee at import and the shipper at export. Under ',
            { link: 'freight-dictionary/carrier-haulage', text: 'carrier haulage' },
            " the carrier arranges the trucking but the merchant still pays detention if unloading runs long; under merchant haulage the importer's own trucker controls the timing. A trucker who holds the container longer than agreed may be asked to pay it back, so the haulage contract should say who bears it.",
          ],
          "In the United States the FMC requires detention invoices to meet the same billing rule as demurrage: issued within 30 days of the last charge, with required details and a dispute window. Under the FMC's 2020 interpretive rule, detention charged while the customer could not return the container, for example because the depot refused empties or no return appointment was available, is likely to be found unreasonable; keep evidence of such refusals.",
        ],
      },
      {
        title: 'Detention in trucking',
        paragraphs: [
          'US truckers use the same word for a different charge: payment for a driver kept waiting at a shipper or consignee beyond the free loading or unloading time, commonly two hours. It is billed per hour as an accessorial charge on the freight bill. Rates vary by carrier and contract.',
        ],
      },
      {
        title: 'How to keep detention low',
        paragraphs: [
          'Negotiate free time to match real unloading capacity, book delivery and unloading appointments before the container leaves the port, and confirm the empty return depot in advance, since carriers can change it. For busy periods, consider devanning at a transload facility near the port so the container goes back within its free days.',
        ],
      },
    ],
    relatedTerms: [
      { url: 'demurrage', name: 'Demurrage' },
      { url: 'detention-and-demurrage', name: 'Detention and Demurrage' },
      { url: 'detention-charges', name: 'Detention Charges' },
      { url: 'carrier-haulage', name: 'Carrier Haulage' },
      { url: 'devanning', name: 'Devanning' },
    ],
  },
};

export default term;
