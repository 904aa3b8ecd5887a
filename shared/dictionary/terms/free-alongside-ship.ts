import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Free Alongside Ship (FAS) Meaning',
    description:
      'FAS under Incoterms 2020: where the seller delivers, when risk passes, who pays loading and freight, and why FAS suits bulk and project cargo, not containers.',
    keywords:
      'FAS, free alongside ship, FAS Incoterms 2020, FAS incoterm, risk transfer, bulk cargo, breakbulk, project cargo, port of shipment',
  },
  data: {
    titleH1: 'Free Alongside Ship (FAS)',
    breadcrumb: 'Free Alongside Ship (FAS)',
    titleH2: 'What does FAS mean in shipping?',
    url: 'free-alongside-ship',
    headParagraphs: [
      [
        { strong: 'Free Alongside Ship (FAS)' },
        ' is one of the eleven ',
        { link: 'freight-dictionary/incoterms', text: 'Incoterms 2020' },
        ' rules published by the International Chamber of Commerce (ICC). The seller delivers when the goods are placed alongside the vessel nominated by the buyer, on the quay or on a barge, at the named port of shipment. From that moment the buyer bears all risk of loss or damage and all further costs, including loading the goods on board.',
      ],
      'FAS is one of the four rules intended only for sea and inland waterway transport (with FOB, CFR and CIF). It is written as the rule followed by the named port and the edition, for example "FAS Port of Antwerp-Bruges, Incoterms 2020".',
    ],
    content: [
      {
        title: 'Seller and buyer obligations under FAS',
        paragraphs: [
          'FAS is close to FOB, with one step less for the seller: under FAS the goods stop on the quayside, under FOB they must be on board. Since Incoterms 2000 the seller, not the buyer, clears the goods for export under FAS.',
        ],
        list: {
          title: 'Who does what',
          items: [
            [
              { strong: 'Seller' },
              ": packs and marks the goods, carries them to the named port, places them alongside the buyer's vessel by the agreed date, clears them for export and provides proof of delivery (usually a dock or mate's receipt).",
            ],
            [
              { strong: 'Buyer' },
              ': nominates the vessel, loading berth and delivery time, contracts and pays the sea freight, pays for loading on board, arranges any insurance, and handles import clearance, duties and onward transport.',
            ],
            [
              { strong: 'Risk' },
              ': passes from seller to buyer when the goods are alongside the vessel. If the buyer fails to nominate a vessel or the ship arrives late, risk can pass earlier, from the agreed delivery date, provided the goods are clearly identified as contract goods.',
            ],
          ],
        },
      },
      {
        title: 'When FAS is used',
        paragraphs: [
          [
            "FAS suits cargo that is delivered to the ship's side rather than through a container terminal: bulk commodities, ",
            { link: 'freight-dictionary/breakbulk', text: 'breakbulk' },
            ' steel, timber, vehicles and heavy or oversized ',
            { link: 'freight-dictionary/project-cargo', text: 'project cargo' },
            " loaded by ship's gear or floating cranes. It is common where the buyer charters the vessel and wants to control loading itself.",
          ],
          [
            'The ICC advises against FAS (and FOB) for containerized goods. A container is handed over at the terminal gate days before loading, so the seller would carry risk while the box sits in a yard it no longer controls. For containers, ',
            { strong: 'FCA (Free Carrier) is the appropriate rule' },
            '.',
          ],
        ],
      },
      {
        title: 'Example of an FAS shipment',
        paragraphs: [
          'A Belgian manufacturer sells a 90-tonne power transformer to a utility in Texas, FAS Port of Antwerp-Bruges, Incoterms 2020. The seller moves the transformer by barge to the heavy-lift berth, clears it for export and lands it on the quay beside the heavy-lift vessel the buyer has chartered, on the agreed day. The buyer pays the crane lift on board, lashing, the ocean freight to Houston, cargo insurance and US import clearance. If the transformer is dropped during the lift, the loss falls on the buyer, because risk had already passed on the quay.',
        ],
      },
      {
        title: 'Common mistakes with FAS',
        paragraphs: [
          'Confusion usually comes from treating FAS as a term of price or ownership. An Incoterm never transfers ownership of the goods: title passes according to the sales contract and the governing law. FAS also says nothing about payment terms, so a letter of credit must still be aligned with the documents the seller can realistically obtain at the quay.',
        ],
        list: {
          title: 'Points to check',
          items: [
            'Agree precisely where "alongside" is: which berth, and whether the goods are on the quay or on a lighter.',
            'Port practice varies: agree who pays terminal handling and quay charges before the sale.',
            'In the United States, older "FAS vessel" trade terms under the Uniform Commercial Code differ from Incoterms FAS; always name the Incoterms edition.',
          ],
        },
        summary:
          'FAS = the seller delivers on the quay next to the ship, export-cleared; loading and everything after is for the buyer.',
      },
    ],
    relatedTerms: [
      { url: 'incoterms', name: 'Incoterms' },
      { url: 'free-on-board', name: 'Free on Board (FOB)' },
      { url: 'ex-works', name: 'Ex Works' },
      { url: 'breakbulk', name: 'Breakbulk' },
      { url: 'dock-receipt', name: 'Dock Receipt' },
    ],
  },
};

export default term;
