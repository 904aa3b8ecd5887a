import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Cross-Border Trade Meaning',
    description:
      'Cross-border trade explained: moving goods over land borders by truck or rail, the customs filings, brokers and documents involved, and how delays are avoided.',
    keywords:
      'cross-border trade, cross-border trucking, land border crossing, customs, eManifest, TIR carnet, USMCA, cross-border freight',
  },
  data: {
    titleH1: 'Cross-Border Trade',
    breadcrumb: 'Cross-Border Trade',
    titleH2: 'What is cross-border trade?',
    url: 'cross-border-trade',
    headParagraphs: [
      [
        { strong: 'Cross-border trade' },
        ' is the buying and selling of goods between parties in different countries, with the goods physically crossing a national border. In freight the term usually refers to trade between neighboring countries moved overland by truck or rail, such as the United States with Canada and Mexico, the European Union with the United Kingdom or Turkey, or China with Central Asia.',
      ],
      'In e-commerce the same phrase describes online sales shipped to consumers abroad, typically by parcel or postal networks. The logistics principles are similar: every crossing needs a customs declaration at export and at import unless the countries share a customs union.',
    ],
    content: [
      {
        title: 'How an overland border crossing works',
        paragraphs: [
          'A truck cannot simply drive to the border and wait. Each side expects electronic data before the vehicle arrives, a broker to declare the goods, and in many corridors a change of equipment or driver at the border itself.',
        ],
        list: {
          title: 'Typical steps for a truckload',
          items: [
            'Export declaration filed in the origin country (for US exports, Electronic Export Information in AES where required).',
            'Advance cargo data sent to the destination country; for trucks entering the US, an ACE eManifest must reach CBP at least one hour before arrival (30 minutes for FAST participants).',
            [
              'Import entry prepared by a ',
              { link: 'freight-dictionary/customs-broker', text: 'customs broker' },
              ' in the destination country, often with a second broker on the export side.',
            ],
            'Physical crossing, possible inspection, then release and onward delivery.',
          ],
        },
      },
      {
        title: 'Documents and rules of origin',
        paragraphs: [
          [
            "The core set is a commercial invoice, packing list, bill of lading or CMR consignment note, and the carrier's manifest. If the goods are to enter duty-free under a trade agreement, the importer must hold proof of origin: a certification of origin under USMCA (the agreement between the United States, Mexico and Canada), or a statement on origin under the EU–UK Trade and Cooperation Agreement. Duty-free status depends on the goods meeting the agreement's rules of origin, not simply on being shipped from the partner country. See ",
            { link: 'freight-dictionary/customs-clearance', text: 'customs clearance' },
            ' for the general process.',
          ],
          'For goods transiting several countries, a transit regime avoids paying duties at every border: the TIR Convention (TIR carnets, managed internationally by the IRU under a UN convention) or, within Europe, the common transit procedure.',
        ],
      },
      {
        title: 'Example: Monterrey to Dallas',
        paragraphs: [
          [
            'A Mexican maker of auto parts ships 18 pallets to a plant near Dallas, Texas. A Mexican broker files the export pedimento; a short-haul transfer carrier, often called a drayage or transfer truck, moves the trailer across the Laredo bridge; a US broker files the entry and the eManifest is sent in advance. The trailer is then handed to a US carrier for the final 700 km or so. The seller and buyer agreed on ',
            { link: 'freight-dictionary/incoterms', text: 'Incoterms 2020' },
            " FCA at the seller's plant, so the buyer pays the US import duties and carries risk from the moment the goods are loaded in Monterrey.",
          ],
        ],
      },
      {
        title: 'Common delays and how to avoid them',
        paragraphs: [
          'Most border delays come from data, not from distance: invoice values that do not match the declaration, missing origin certificates, wrong tariff codes, an eManifest sent late, or an inspection that finds undeclared goods. Shippers that cross often invest in trusted-trader programs (C-TPAT and FAST in the US, AEO in the EU) that give faster lanes and fewer inspections.',
        ],
        summary:
          'Send complete data before the truck leaves, and the border becomes a checkpoint instead of a parking lot.',
      },
    ],
    relatedTerms: [
      { url: 'cross-trade', name: 'Cross Trade' },
      { url: 'customs-clearance', name: 'Customs Clearance' },
      { url: 'customs-broker', name: 'Customs Broker' },
      { url: 'port-of-entry', name: 'Port of Entry' },
      { url: 'drayage', name: 'Drayage' },
    ],
  },
};

export default term;
