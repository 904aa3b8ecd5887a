import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Carriage Paid To (CPT) Meaning',
    description:
      'Carriage Paid To (CPT) under Incoterms 2020: who pays freight, where risk passes, how CPT differs from CIP and CFR, with a worked example.',
    keywords:
      'carriage paid to, CPT, CPT Incoterms 2020, carriage and insurance paid to, CIP, carriage paid, risk transfer, Incoterms',
  },
  data: {
    titleH1: 'Carriage Paid To (CPT)',
    breadcrumb: 'Carriage Paid To (CPT)',
    titleH2: 'What does Carriage Paid To mean?',
    url: 'carriage-paid',
    headParagraphs: [
      [
        { strong: 'Carriage Paid To (CPT)' },
        ' is one of the eleven ',
        { link: 'freight-dictionary/incoterms', text: 'Incoterms 2020' },
        ' rules. The seller contracts and pays for carriage of the goods to a named place of destination, but the risk of loss or damage passes to the buyer much earlier, when the seller hands the goods to the first carrier. It is written with the destination, for example "CPT Chicago, Incoterms 2020".',
      ],
      [
        'CPT can be used for any mode of transport, including multimodal container moves, and its sister rule ',
        { strong: 'Carriage and Insurance Paid To (CIP)' },
        " adds the seller's obligation to insure the goods.",
      ],
    ],
    content: [
      {
        title: 'Two critical points',
        paragraphs: [
          'CPT splits cost and risk at different places, which is the source of most misunderstandings.',
        ],
        list: {
          title: 'Where cost and risk pass',
          items: [
            [
              { strong: 'Risk' },
              " passes from seller to buyer when the goods are handed over to the carrier at the place of delivery, normally in the seller's country. If several carriers are used and no delivery point is agreed, risk passes on handover to the first carrier.",
            ],
            [
              { strong: 'Cost' },
              ": the seller pays the freight to the named destination, plus any destination charges that its contract of carriage includes. The buyer pays everything after that point, and any unloading or terminal charges not covered by the seller's contract.",
            ],
          ],
        },
        summary:
          'Under CPT the seller pays the freight, but the buyer carries the risk while the goods travel.',
      },
      {
        title: 'Responsibilities of seller and buyer',
        paragraphs: [
          'The seller packs and delivers the goods to the carrier, clears them for export, contracts the main carriage on usual terms, and gives the buyer the transport document and notice of shipment. The buyer clears the goods for import, pays duties and taxes, and takes delivery at destination. No party is obliged to insure under CPT, so a buyer who bears the transit risk should normally buy cargo insurance for it.',
          'As with every Incoterms rule, CPT says nothing about when ownership of the goods passes; that is governed by the sales contract and the applicable law.',
        ],
      },
      {
        title: 'CPT compared with CIP, CFR and FCA',
        paragraphs: [
          [
            'CIP has the same delivery and cost split as CPT, but the seller must also insure the goods for the buyer. Under Incoterms 2020 the minimum is all-risk cover (Institute Cargo Clauses (A)) for 110% of the contract price; see ',
            {
              link: 'freight-dictionary/all-risk-cargo-insurance',
              text: 'all-risk cargo insurance',
            },
            '. CFR and CIF are the sea-only equivalents, where delivery happens on board the vessel at the port of shipment. For containers handed over at an inland terminal or depot, the ICC advises using CPT or CIP rather than CFR or CIF, because the seller loses control of the box before it is loaded on the ship. FCA is the mirror image: the buyer, not the seller, contracts the main carriage.',
          ],
        ],
      },
      {
        title: 'Worked example',
        paragraphs: [
          [
            'A machine builder in Stuttgart sells a packing line worth EUR 240,000 to a food company near Chicago, "CPT Chicago rail terminal, Incoterms 2020". The seller books a door-to-terminal move with a carrier: truck to Hamburg, ocean freight to New York, rail to Chicago, at EUR 6,800 in total. When the carrier\'s truck collects the crates at the Stuttgart factory, risk passes to the buyer. If the machine is damaged in a storm at sea, the buyer bears the loss and claims on its own ',
            {
              link: 'freight-dictionary/cargo-insurance',
              text: 'cargo insurance',
            },
            ', even though the seller paid the freight. The buyer also pays U.S. import duties and the ',
            { link: 'freight-dictionary/drayage', text: 'drayage' },
            ' from the rail terminal to its plant.',
          ],
        ],
      },
      {
        title: 'Common mistakes',
        paragraphs: ['CPT is simple on paper but often misapplied:'],
        list: {
          title: 'Avoid these',
          items: [
            'Assuming the seller carries the risk until destination because it pays the freight.',
            "Naming only a city, so that it is unclear whether the seller's freight ends at the port, a terminal or the buyer's door.",
            'Leaving destination handling charges undefined, then disputing who pays them on arrival.',
            'Forgetting that the buyer needs insurance from the moment of handover to the first carrier.',
          ],
        },
      },
    ],
    relatedTerms: [
      { url: 'incoterms', name: 'Incoterms' },
      { url: 'free-on-board', name: 'Free on Board' },
      { url: 'ex-works', name: 'Ex Works' },
      { url: 'cargo-insurance', name: 'Cargo Insurance' },
      { url: '', name: 'Carriage and Insurance Paid To (CIP)' },
    ],
  },
};

export default term;
