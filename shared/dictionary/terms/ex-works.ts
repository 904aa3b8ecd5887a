import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Ex Works (EXW) Meaning',
    description:
      "Ex Works (EXW) under Incoterms 2020: the seller's minimal obligations, what the buyer pays and risks, loading and export clearance pitfalls, and when FCA is better.",
    keywords:
      "Ex Works, EXW, EXW Incoterms 2020, ex works meaning, EXW vs FCA, ex works price, seller's premises, Incoterms",
  },
  data: {
    titleH1: 'Ex Works (EXW)',
    breadcrumb: 'Ex Works (EXW)',
    titleH2: 'What does Ex Works mean?',
    url: 'ex-works',
    headParagraphs: [
      [
        { strong: 'Ex Works (EXW)' },
        ' is the ',
        { link: 'freight-dictionary/incoterms', text: 'Incoterms 2020' },
        " rule that places the least obligation on the seller. The seller delivers by placing the goods at the buyer's disposal at the seller's premises or another named place, such as a factory or warehouse, on the agreed date, not loaded onto any collecting vehicle and not cleared for export.",
      ],
      'From that moment the buyer bears all costs and risks: loading, export formalities, main carriage, insurance, import clearance and delivery. It is written with a named place, for example "EXW Foshan, No. 8 Industrial Road, Incoterms 2020"; the more precise the address, the fewer disputes.',
    ],
    content: [
      {
        title: 'Obligations of seller and buyer',
        paragraphs: [],
        list: {
          title: 'Who does what under EXW',
          items: [
            "Seller: provides the goods and commercial invoice, packs them suitably for transport (unless the trade normally ships unpacked), notifies the buyer when they are ready, and assists, at the buyer's request, risk and cost, with information for export and import clearance.",
            'Buyer: collects the goods, bears the risk of loading, arranges and pays export clearance, freight, insurance, import clearance, duties and delivery, and gives the seller proof that it took delivery.',
            'Neither party must insure the goods, but the buyer carries the risk from delivery, so in practice it should.',
          ],
        },
        summary: 'Under EXW, risk passes before the goods are even loaded.',
      },
      {
        title: 'The loading problem',
        paragraphs: [
          "In practice the seller usually loads the buyer's truck with its own forklift, because outside drivers are rarely allowed to operate equipment on the seller's site. Under EXW that loading is at the buyer's risk. If a pallet is dropped while the seller's staff are loading, the parties may dispute who pays. If the seller is going to load anyway, FCA at the seller's premises is the better rule: the seller loads, and risk passes once the goods are on the buyer's vehicle.",
        ],
      },
      {
        title: 'The export clearance problem',
        paragraphs: [
          [
            "EXW makes the buyer responsible for export clearance, but many countries only allow a locally established company to act as exporter, and customs or tax authorities may need the seller's data. A foreign buyer may be unable to file the declaration, and an EU seller may struggle to prove the export for VAT zero-rating. In the US, such sales are often handled as routed export transactions with shared filing duties. Where goods need an ",
            { link: 'freight-dictionary/export-license', text: 'export license' },
            ", export-control law still binds the seller. The ICC's own guidance notes that EXW is better suited to domestic trade and that FCA is usually the better choice when the goods are to be exported.",
          ],
        ],
      },
      {
        title: 'Example and costs',
        paragraphs: [
          [
            'A Dutch importer buys furniture EXW from a factory in Foshan, China, for US$24,000. Its forwarder arranges collection, export customs, a 40-foot container from Shekou to Rotterdam, insurance, import clearance and delivery. The importer therefore pays the US$24,000 plus Chinese trucking and export fees, the ',
            { link: 'freight-dictionary/ocean-freight', text: 'ocean freight' },
            ', destination charges, EU duty and import VAT. Landed cost should be calculated from all of these, not from the EXW price alone. Under EU customs valuation rules the costs of transport to the EU border are added to the EXW price to find the customs value.',
          ],
        ],
      },
      {
        title: 'What EXW does not do',
        paragraphs: [
          'Like every Incoterms rule, EXW does not transfer ownership of the goods, set the price, or govern payment; those belong to the sales contract. Because the rule leaves loading to the buyer, a seller that agrees to load should write that arrangement, and who bears the risk during loading, into the contract.',
        ],
      },
    ],
    relatedTerms: [
      { url: 'incoterms', name: 'Incoterms' },
      { url: 'free-on-board', name: 'Free on Board (FOB)' },
      { url: 'free-alongside-ship', name: 'Free Alongside Ship (FAS)' },
      { url: 'carriage-paid', name: 'Carriage Paid' },
      { url: '', name: 'Free Carrier (FCA)' },
    ],
  },
};

export default term;
