import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Master Bill of Lading Meaning',
    description:
      'Master bill of lading (MBL) explained: how it differs from a house bill, who is shipper and consignee on each, how cargo is released and how to track it.',
    keywords:
      'master bill of lading, MBL, MBOL, ocean bill of lading, house bill of lading, HBL, NVOCC, carrier bill of lading, telex release',
  },
  data: {
    titleH1: 'Master Bill of Lading',
    breadcrumb: 'Master Bill of Lading',
    titleH2: 'What is a master bill of lading?',
    url: 'master-bill-of-lading',
    headParagraphs: [
      [
        'A ',
        { strong: 'master bill of lading (MBL)' },
        ' is the bill of lading issued by the ocean carrier that operates the vessel (the VOCC) to the party that booked space with it. When a freight forwarder or ',
        { link: 'freight-dictionary/nvocc', text: 'NVOCC' },
        ' sits between the cargo owner and the shipping line, the carrier issues the master bill to that intermediary, and the intermediary issues its own house bill of lading (HBL) to the real shipper.',
      ],
      [
        'The two documents describe the same container on the same voyage but create two separate contracts of carriage: carrier to NVOCC on the master, NVOCC to shipper on the house.',
      ],
    ],
    content: [
      {
        title: 'Master bill versus house bill',
        paragraphs: [],
        list: {
          title: 'Key differences',
          items: [
            'Issuer: the master is issued by the shipping line; the house by the forwarder or NVOCC acting as carrier.',
            "Shipper: on the master, usually the NVOCC's origin office; on the house, the actual exporter.",
            'Consignee: on the master, usually the NVOCC\'s destination office or agent; on the house, the actual importer or "to order" for a bank.',
            "Number: a master number typically starts with the carrier's code (for example MAEU for Maersk, MEDU for MSC, HLCU for Hapag-Lloyd); a house number follows the NVOCC's own format.",
            'Cargo: one master can cover many house bills when the NVOCC consolidates LCL cargo.',
          ],
        },
      },
      {
        title: 'How release works at destination',
        paragraphs: [
          "The NVOCC's destination agent obtains the goods from the carrier by surrendering the original master bill, or by a telex (express) release or a sea waybill issued at origin. The carrier then issues a delivery order, or releases the container in its system, to the agent. The importer in turn presents the original house bill (or gets an express release) from the agent, pays destination charges, and receives the delivery order it needs to pick up the container or collect its LCL cargo from the warehouse.",
        ],
        summary: 'The carrier releases against the master; the importer is released against the house.',
      },
      {
        title: 'Example',
        paragraphs: [
          [
            'A forwarder in Shanghai ',
            { link: 'freight-dictionary/consolidation', text: 'consolidates' },
            ' cargo from nine exporters into one 40-foot high-cube container for Rotterdam. The carrier issues one master bill: shipper "Forwarder Shanghai", consignee "Forwarder agent Rotterdam", a summary description of the goods with the total packages and weight of the nine lots, and the container and seal numbers. The forwarder issues nine house bills, one per exporter, each naming the real buyer in Europe. Freight is paid to the carrier by the forwarder under its contract rate, while each exporter or importer pays the forwarder under the house bill terms.',
          ],
        ],
      },
      {
        title: 'Rules and practical points',
        paragraphs: [
          [
            'For US trades, an NVOCC must be licensed (if based in the US) or registered (if based abroad) with the Federal Maritime Commission, publish a tariff and post a bond, because it acts as a carrier towards its customers. Master and house bills must both be filed correctly in the US ',
            { link: 'freight-dictionary/manifest', text: 'manifest' },
            ' system before loading. Under letters of credit governed by UCP 600, a house bill is generally acceptable when it is signed by the NVOCC as carrier or as a named agent of a carrier; check the credit for terms such as "forwarder\'s bills of lading acceptable".',
          ],
        ],
      },
      {
        title: 'Common mistakes and how to avoid them',
        paragraphs: [],
        list: {
          title: 'Points to check',
          items: [
            [
              "Tracking with the wrong number: carrier tracking needs the master bill or container number; the house number only works in the forwarder's system. See ",
              { link: 'freight-dictionary/shipment-tracking', text: 'shipment tracking' },
              '.',
            ],
            'Mismatched details: weights, package counts and descriptions on the house bills must add up to the master.',
            'Asking the carrier for release: an importer named only on the house bill cannot collect from the carrier directly.',
            'Forgetting that a held master blocks every house bill in the container, for example if the NVOCC has not paid the carrier.',
          ],
        },
      },
    ],
    relatedTerms: [
      { url: 'bill-of-lading', name: 'Bill of Lading' },
      { url: 'nvocc', name: 'NVOCC' },
      { url: 'consolidation', name: 'Consolidation' },
      { url: 'less-than-container-load', name: 'Less Than Container Load' },
      { url: '', name: 'House bill of lading (HBL)' },
      { url: 'waybill', name: 'Waybill' },
    ],
  },
};

export default term;
