import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Incoterms Meaning',
    description:
      'Incoterms 2020 explained: the 11 ICC trade rules, what they do and do not cover, the rules for sea and for any mode, and how to use them correctly.',
    keywords:
      'Incoterms, Incoterms 2020, ICC, EXW, FCA, CPT, CIP, DAP, DPU, DDP, FAS, FOB, CFR, CIF, trade terms, delivery terms, risk transfer',
  },
  data: {
    titleH1: 'Incoterms',
    breadcrumb: 'Incoterms',
    titleH2: 'What are Incoterms?',
    url: 'incoterms',
    headParagraphs: [
      [
        { strong: 'Incoterms' },
        ' (International Commercial Terms) are standard trade rules published by the International Chamber of Commerce (ICC) that define, in three letters, how a seller and buyer divide the tasks, costs and risks of delivering goods. The current edition, ',
        { strong: 'Incoterms 2020' },
        ', came into effect on 1 January 2020 and contains 11 rules.',
      ],
      'Incoterms only apply when the contract says so. They are written as the rule, a named place or port, and the edition, for example "FCA Shenzhen warehouse, Incoterms 2020". Earlier editions (such as Incoterms 2010) may still be used if the contract names them.',
    ],
    content: [
      {
        title: 'The 11 Incoterms 2020 rules',
        paragraphs: [
          'Seven rules can be used for any mode of transport, including multimodal shipments; four are only for sea and inland waterway transport.',
        ],
        list: {
          title: 'Rules for any mode of transport',
          items: [
            [
              { link: 'freight-dictionary/ex-works', text: 'EXW (Ex Works)' },
              ': the seller makes the goods available at its premises; the buyer does everything else.',
            ],
            'FCA (Free Carrier): the seller delivers to the carrier nominated by the buyer, export-cleared.',
            'CPT (Carriage Paid To): the seller pays carriage to the named destination; risk passes when the goods are handed to the first carrier.',
            'CIP (Carriage and Insurance Paid To): as CPT, plus the seller insures the goods, in 2020 to Institute Cargo Clauses (A) level.',
            'DAP (Delivered at Place): the seller delivers at the named destination, ready for unloading.',
            'DPU (Delivered at Place Unloaded): as DAP, but the seller also unloads; it replaced DAT in 2020.',
            'DDP (Delivered Duty Paid): the seller delivers, import-cleared, with duties and taxes paid.',
          ],
        },
      },
      {
        title: 'Rules for sea and inland waterway transport',
        paragraphs: [
          [
            { link: 'freight-dictionary/free-alongside-ship', text: 'FAS (Free Alongside Ship)' },
            ' and ',
            { link: 'freight-dictionary/free-on-board', text: 'FOB (Free on Board)' },
            ' leave the main carriage to the buyer; CFR (Cost and Freight) and CIF (Cost, Insurance and Freight) make the seller pay the ocean freight, and under CIF the seller also insures, to the minimum Institute Cargo Clauses (C) cover unless agreed otherwise. Under CFR and CIF the risk still passes at the port of shipment, once the goods are on board, even though the seller pays freight to destination. The ICC recommends using the any-mode rules, especially FCA, CPT and CIP, for containerized cargo.',
          ],
        ],
        summary: 'In the C rules, the seller pays the freight but the buyer carries the risk of the voyage.',
      },
      {
        title: 'What Incoterms cover and what they do not',
        paragraphs: [
          'Each rule sets ten paired obligations (A1–A10 for the seller, B1–B10 for the buyer), covering delivery, transfer of risk, carriage, insurance, delivery documents, export and import clearance, checking and packaging, and allocation of costs.',
        ],
        list: {
          title: 'Incoterms do not',
          items: [
            [
              { strong: 'Transfer ownership' },
              ': title to the goods passes according to the sales contract and applicable law, never under an Incoterm.',
            ],
            'Set the price, payment terms or currency.',
            'Deal with breach of contract, remedies or force majeure.',
            'Replace the contract of carriage: the freight terms agreed with the carrier are separate.',
          ],
        },
      },
      {
        title: 'Example',
        paragraphs: [
          'A Turkish textile mill sells fabric to a garment maker in Morocco, "CPT Casablanca, Incoterms 2020". The mill books and pays the freight to Casablanca and clears the goods for export. Risk passes when the mill hands the goods to the first carrier in Turkey, so if the truck is damaged in transit, the buyer bears the loss and should have its own cargo insurance. The buyer clears the goods into Morocco and pays the import duty.',
        ],
      },
      {
        title: 'Common mistakes',
        paragraphs: [
          'Using FOB or CIF for containers shipped from an inland depot; naming no place or too vague a place ("FOB China"); choosing DDP without being able to act as importer of record at destination; choosing EXW when the buyer cannot lawfully clear goods for export in the seller\'s country; assuming CIF insurance will cover the buyer\'s full loss; and omitting the edition. Match the rule to the mode, the place to a precise address or port, and the rule to what each party can actually do.',
        ],
      },
    ],
    relatedTerms: [
      { url: 'ex-works', name: 'Ex Works' },
      { url: 'free-on-board', name: 'Free on Board (FOB)' },
      { url: 'free-alongside-ship', name: 'Free Alongside Ship (FAS)' },
      { url: 'carriage-paid', name: 'Carriage Paid' },
      { url: 'importer-of-record', name: 'Importer of Record (IOR)' },
      { url: 'cargo-insurance', name: 'Cargo Insurance' },
    ],
  },
};

export default term;
