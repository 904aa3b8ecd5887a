import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Terminal Handling Charges (THC) Meaning',
    description:
      'Terminal handling charges (THC) explained: origin and destination THC, what they cover, who pays under Incoterms 2020, and how to avoid paying them twice.',
    keywords:
      'terminal handling charges, THC, OTHC, DTHC, origin terminal handling charge, destination terminal handling charge, THC shipping',
  },
  data: {
    titleH1: 'Terminal Handling Charges (THC)',
    breadcrumb: 'Terminal Handling Charges (THC)',
    titleH2: 'What are terminal handling charges?',
    url: 'terminal-handling-charges',
    headParagraphs: [
      [
        { strong: 'Terminal handling charges (THC)' },
        ' are fees that ocean carriers charge to cargo owners to recover what they pay container terminals for handling boxes: receiving them at the gate, storing them in the yard, and lifting them on or off the vessel. They are charged per container at the port of loading (origin THC, OTHC) and at the port of discharge (destination THC, DTHC).',
      ],
      'THC is set by each carrier for each port and container type, and is usually quoted in local currency. It is separate from the ocean freight and often one of the largest local charges on a shipment.',
    ],
    content: [
      {
        title: 'What THC covers and what it does not',
        paragraphs: [
          [
            "THC covers the terminal's normal handling of a full container between the gate and the ship. It does not normally cover storage beyond the free time, ",
            { link: 'freight-dictionary/demurrage', text: 'demurrage' },
            ', inspections, reefer plug-in, special handling for out-of-gauge cargo, or port dues on the cargo such as ',
            { link: 'freight-dictionary/wharfage', text: 'wharfage' },
            ', although some ports bundle wharfage into THC. For LCL, the consolidator charges container freight station fees for packing and unpacking, usually per revenue ton, in addition to its share of THC.',
          ],
        ],
      },
      {
        title: 'Who pays THC under Incoterms 2020',
        paragraphs: [
          [
            'The carrier invoices whichever party its contract or tariff names, usually the shipper at origin and the consignee at destination. Between seller and buyer, the allocation follows the sales contract and the chosen ',
            { link: 'freight-dictionary/incoterms', text: 'Incoterms 2020' },
            ' rule:',
          ],
        ],
        list: {
          title: 'Typical allocation',
          items: [
            'EXW: the buyer pays both OTHC and DTHC.',
            [
              'FCA and ',
              { link: 'freight-dictionary/free-on-board', text: 'FOB' },
              ': the seller usually bears OTHC under FOB (costs until the goods are on board); under FCA at the terminal, OTHC commonly falls to the buyer, and the contract should state it. The buyer pays DTHC.',
            ],
            "CFR, CIF, CPT and CIP: the seller pays OTHC; DTHC falls on the buyer unless the seller's contract of carriage includes it.",
            'DAP, DPU and DDP: the seller pays OTHC and normally DTHC, since it delivers at destination.',
          ],
        },
        summary:
          'Write into the sales contract who pays THC at each end; the Incoterms rule alone leaves room for argument.',
      },
      {
        title: 'Worked example and double charging',
        paragraphs: [
          'A seller in Shanghai sells a 40-foot container of furniture to a buyer in Hamburg on CIF Hamburg terms. The seller books with the carrier and pays the ocean freight and origin THC. On arrival, the carrier\'s German agent invoices the consignee the destination THC for a 40-foot box. If the seller had quoted "CIF including DTHC" and the freight was booked that way, the buyer should not pay it again; if the booking did not include DTHC, the buyer pays and the price question goes back to the sales contract.',
          'Disputes over such double charging are common. The 2020 edition of the Incoterms rules helps by listing all costs allocated to each party in a single article (A9/B9), but it cannot override what the contract of carriage says. Amounts vary widely by port and carrier, and change several times a year, so quotations should list THC as a separate line with its currency.',
        ],
      },
      {
        title: 'Regulation',
        paragraphs: [
          "In the United States, carriers publish terminal charges in their tariffs as part of FMC tariff publication rules. Competition authorities in several regions have examined how carriers set THC, and some countries regulate the level or the way THC is presented to shippers. Shippers that believe they were charged incorrectly should first ask for the carrier's published tariff for that port.",
        ],
      },
    ],
    relatedTerms: [
      { url: 'wharfage', name: 'Wharfage' },
      { url: 'incoterms', name: 'Incoterms' },
      { url: 'free-on-board', name: 'Free on Board' },
      { url: 'ocean-freight', name: 'Ocean Freight' },
      { url: 'container-freight-station', name: 'Container Freight Station' },
    ],
  },
};

export default term;
