import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Bill of Lading Meaning',
    description:
      'Bill of lading (B/L) explained: its three functions, negotiable vs straight bills, master vs house, telex release, and the errors that delay cargo.',
    keywords:
      'bill of lading, B/L, BOL, ocean bill of lading, negotiable bill of lading, straight bill, order bill, telex release, house bill, master bill',
  },
  data: {
    titleH1: 'Bill of Lading',
    breadcrumb: 'Bill of Lading',
    titleH2: 'What is a bill of lading?',
    url: 'bill-of-lading',
    headParagraphs: [
      [
        'A ',
        { strong: 'bill of lading (B/L or BOL)' },
        ' is the document a carrier, or an NVOCC acting as carrier, issues to the shipper for goods taken in charge for carriage by sea. It is the central document of ocean shipping: the consignee needs it to collect the cargo, banks rely on it in letters of credit, and insurers and courts use it to decide who bears a loss.',
      ],
    ],
    content: [
      {
        title: 'The three functions of a bill of lading',
        paragraphs: [
          'A bill of lading does three jobs at once, which is what sets it apart from other transport documents:',
        ],
        list: {
          title: 'Functions',
          items: [
            [
              { strong: 'Receipt for the goods' },
              ': it records what the carrier received, with quantity, weight, marks and apparent condition. A "clean" bill has no remarks about damage or shortage; a "claused" bill does.',
            ],
            [
              { strong: 'Evidence of the contract of carriage' },
              ": the terms on the back, or incorporated by reference, set out the carrier's obligations and liability limits.",
            ],
            [
              { strong: 'Document of title' },
              ': a negotiable bill represents the goods; whoever lawfully holds an original can demand delivery, and the goods can be sold in transit by endorsing and handing over the bill.',
            ],
          ],
        },
      },
      {
        title: 'Types of bill of lading',
        paragraphs: [
          [
            'A ',
            { strong: 'straight bill' },
            ' is consigned to a named party and is not negotiable. An ',
            { strong: 'order bill' },
            ' is made out "to order" or "to the order of" a party (often the shipper or a bank) and transfers by endorsement. A received-for-shipment bill confirms the carrier has the goods; an on-board (shipped) bill confirms they are loaded on a named vessel, which most letters of credit require.',
          ],
          [
            'In consolidated traffic the ocean carrier issues a ',
            {
              link: 'freight-dictionary/master-bill-of-lading',
              text: 'master bill of lading',
            },
            ' to the ',
            { link: 'freight-dictionary/nvocc', text: 'NVOCC' },
            ', and the NVOCC issues house bills to its customers. When no bank finance or sale in transit is involved, many shippers use a non-negotiable sea ',
            { link: 'freight-dictionary/waybill', text: 'waybill' },
            ' or ask for a telex release, where the originals are surrendered at origin and the carrier releases the cargo at destination without paper.',
          ],
        ],
      },
      {
        title: 'What the bill shows',
        paragraphs: [
          "A typical ocean B/L shows the shipper, consignee and notify party; the carrier and B/L number (on carrier bills usually starting with the carrier's SCAC); vessel and voyage; place of receipt, port of loading, port of discharge and place of delivery; container and seal numbers; description of goods, package count, gross weight and measurement; freight prepaid or collect; the number of originals issued (usually three, one of which is enough to take delivery, after which the others are void); and the place and date of issue.",
        ],
      },
      {
        title: 'Rules that govern it',
        paragraphs: [
          "Liability under a bill of lading is governed by international conventions applied through national law: the Hague-Visby Rules in most trading nations, the Hamburg Rules in a smaller group, and in the United States the Carriage of Goods by Sea Act 1936, which limits carrier liability to USD 500 per package unless a higher value is declared. Under Hague-Visby the limit is 666.67 SDR per package or 2 SDR per kilogram, whichever is higher. Banks examine bills presented under documentary credits against Article 20 of the ICC's UCP 600.",
        ],
      },
      {
        title: 'Example',
        paragraphs: [
          [
            'A Vietnamese furniture factory sells two 40-foot high-cube containers to a Dutch importer under a letter of credit. The carrier issues a full set of three original on-board bills made out "to order of" the importer\'s bank, showing Haiphong to Rotterdam. The factory presents them with the invoice and a ',
            {
              link: 'freight-dictionary/bill-of-exchange',
              text: 'bill of exchange',
            },
            " to its bank; the documents travel to the Dutch bank, which pays and endorses the bills to the importer. The importer surrenders one original to the carrier's agent in Rotterdam and receives the delivery order.",
          ],
        ],
      },
      {
        title: 'Common mistakes',
        paragraphs: [
          'Errors on a bill of lading are expensive because the document must match the cargo, the manifest and, under a credit, every other document.',
        ],
        list: {
          title: 'Avoid these',
          items: [
            'Consignee or notify party details that differ from the letter of credit or the import license holder.',
            'Originals couriered late, so the cargo arrives before the paper and demurrage starts.',
            "Releasing cargo against a letter of indemnity instead of an original bill without understanding the carrier's exposure.",
            'Accepting a bill with damage remarks when the credit requires a clean bill.',
          ],
        },
      },
    ],
    relatedTerms: [
      { url: 'master-bill-of-lading', name: 'Master Bill of Lading' },
      { url: 'waybill', name: 'Waybill' },
      { url: 'air-waybill', name: 'Air Waybill' },
      { url: 'dock-receipt', name: 'Dock Receipt' },
      { url: 'consignor-consignee', name: 'Consignor and Consignee' },
      { url: '', name: 'Letter of credit' },
    ],
  },
};

export default term;
