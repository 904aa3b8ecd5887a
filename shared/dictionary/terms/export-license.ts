import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Export License Meaning',
    description:
      'Export license explained: when goods need government permission to leave the country, how US EAR, ITAR and EU dual-use controls work, and who is responsible.',
    keywords:
      'export license, export licence, export control, EAR, ECCN, EAR99, ITAR, BIS, dual-use goods, NLR, AES, export authorization',
  },
  data: {
    titleH1: 'Export License',
    breadcrumb: 'Export License',
    titleH2: 'What is an export license?',
    url: 'export-license',
    headParagraphs: [
      [
        'An ',
        { strong: 'export license' },
        ' is a government authorization that allows specific goods, software or technology to be exported to a specific destination, buyer and end use. Most commercial goods need no license at all; licenses are required for controlled items, such as military goods, dual-use items with both civil and military applications, and goods going to sanctioned countries or restricted parties.',
      ],
      'Shipping a controlled item without the required license is a serious offense in most countries, with fines, loss of export privileges and, in some cases, criminal penalties. The exporter is responsible, but forwarders that knowingly or carelessly assist can also be liable.',
    ],
    content: [
      {
        title: 'How export controls decide whether a license is needed',
        paragraphs: [
          'The answer depends on four questions: what the item is, where it is going, who will receive it, and what it will be used for. The exporter first classifies the item against the national control list, then checks the destination, screens every party against restricted-party lists, and confirms the end use.',
        ],
        list: {
          title: 'Main regimes',
          items: [
            [
              { strong: 'United States, EAR:' },
              " the Commerce Department's Bureau of Industry and Security (BIS) controls dual-use and many commercial items listed on the Commerce Control List by Export Control Classification Number (ECCN). Items not listed are EAR99 and usually ship with no license required (NLR), unless the destination, party or end use is restricted.",
            ],
            [
              { strong: 'United States, ITAR:' },
              " the State Department's Directorate of Defense Trade Controls licenses defense articles and services on the US Munitions List.",
            ],
            [
              { strong: 'United States, sanctions:' },
              " the Treasury's Office of Foreign Assets Control (OFAC) restricts dealings with embargoed countries and listed persons.",
            ],
            [
              { strong: 'European Union:' },
              ' the Dual-Use Regulation (EU) 2021/821 sets the list and rules; national authorities in each member state issue the licenses.',
            ],
          ],
        },
      },
      {
        title: 'The license in the shipping process',
        paragraphs: [
          [
            'When a license is needed, it must be in hand before the goods are exported, and its number or exception must be declared. In the US, the exporter or its agent files Electronic Export Information (EEI) in the Automated Export System (AES) whenever a license is required, and generally for shipments valued over US$2,500 per Schedule B number, with some exemptions such as most shipments to Canada. The license conditions, such as value, quantity, consignee and end user, must match the commercial invoice and the ',
            { link: 'freight-dictionary/bill-of-lading', text: 'bill of lading' },
            '. A change of consignee or destination after shipment can require a new authorization.',
          ],
        ],
      },
      {
        title: 'Example',
        paragraphs: [
          "A US company sells a high-performance industrial oscilloscope, classified under an ECCN that requires a license for its destination, to a university in an Asian country. Before booking, it applies to BIS, naming the university as end user and describing the research use. Processing commonly takes several weeks. Once approved, the forwarder files the EEI with the license number, and the freight booking proceeds. Had the exporter booked the shipment first, the goods could have sat in the forwarder's warehouse, accruing storage, while the license was pending.",
        ],
        summary: 'Classify the product and screen the buyer before you quote a delivery date.',
      },
      {
        title: 'Incoterms and responsibility',
        paragraphs: [
          [
            'Under most Incoterms 2020 rules the seller handles export clearance, including any license. Under ',
            { link: 'freight-dictionary/ex-works', text: 'Ex Works (EXW)' },
            ' the buyer is responsible for export clearance, but the seller must still help obtain the information needed, and in practice national law often holds the seller, as the party in the country, responsible for export control compliance. This is one reason FCA is often a better choice than EXW for controlled goods. An Incoterms rule allocates tasks and costs; it does not transfer ownership or shift legal liability under export control law.',
          ],
        ],
      },
      {
        title: 'Common mistakes',
        paragraphs: [
          'Typical errors include assuming that an item is uncontrolled because it is sold commercially, forgetting that software and technical data can also need licenses, not screening the end user and intermediate consignees, and shipping to a reseller that re-exports to a restricted country. Forwarders should ask for the classification and license details in writing and refuse shipments with obvious red flags.',
        ],
      },
    ],
    relatedTerms: [
      { url: 'ex-works', name: 'Ex Works (EXW)' },
      { url: 'customs-clearance', name: 'Customs Clearance' },
      { url: 'incoterms', name: 'Incoterms' },
      { url: 'pre-shipment-inspection', name: 'Pre-Shipment Inspection' },
      { url: '', name: 'Dual-Use Goods' },
    ],
  },
};

export default term;
