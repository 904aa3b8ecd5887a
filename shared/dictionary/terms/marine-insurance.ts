import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Marine Insurance Meaning',
    description:
      'Marine insurance explained: hull, P&I and cargo cover, Institute Cargo Clauses A, B and C, the 110% insured value, premium calculation and general average.',
    keywords:
      'marine insurance, marine cargo insurance, Institute Cargo Clauses, ICC A, hull and machinery, P&I club, general average, insured value CIF plus 10%',
  },
  data: {
    titleH1: 'Marine Insurance',
    breadcrumb: 'Marine Insurance',
    titleH2: 'What is marine insurance?',
    url: 'marine-insurance',
    headParagraphs: [
      [
        { strong: 'Marine insurance' },
        " covers losses connected with carriage by sea: damage to or loss of the ship itself, the shipowner's liabilities to others, and loss of or damage to the goods carried. For shippers, importers and forwarders, the part that matters day to day is marine cargo insurance, which in most modern policies covers the goods from warehouse to warehouse, including the road, rail or air legs before and after the sea voyage.",
      ],
    ],
    content: [
      {
        title: 'The three main branches',
        paragraphs: [],
        list: {
          title: 'Who insures what',
          items: [
            'Hull and machinery (H&M): the shipowner insures the vessel against physical loss or damage, such as grounding, collision or fire.',
            "Protection and indemnity (P&I): mutual P&I clubs cover the shipowner's third-party liabilities, including cargo claims, crew injury, pollution and wreck removal.",
            [
              'Cargo: the owner of the goods (or whoever bears the risk under the sales contract) insures the goods themselves; see ',
              { link: 'freight-dictionary/cargo-insurance', text: 'cargo insurance' },
              '.',
            ],
          ],
        },
      },
      {
        title: 'Why carrier liability is not enough',
        paragraphs: [
          "A carrier is liable only for loss caused by its fault, and many causes are excluded (for example perils of the sea, fire without the carrier's actual fault, or navigational error under the Hague-Visby Rules). Even when the carrier is liable, compensation is capped: under the Hague-Visby Rules at 666.67 SDR per package or 2 SDR per kilogram of gross weight, whichever is higher, and under the US Carriage of Goods by Sea Act at US$500 per package. A pallet of electronics worth US$80,000 may recover only a fraction of its value from the carrier. Cargo insurance fills that gap.",
        ],
      },
      {
        title: 'Cover: Institute Cargo Clauses',
        paragraphs: [
          [
            'Most cargo policies in international trade use the Institute Cargo Clauses (2009 edition) published by the London market. ',
            { strong: 'ICC (A)' },
            ' is "all risks" subject to listed exclusions; ICC (B) and ICC (C) cover only named perils, with (C) the narrowest. War and strikes risks are added through separate Institute War and Strikes Clauses. Standard exclusions include insufficient packing, inherent vice, ordinary leakage or wear, delay and the insured\'s wilful misconduct.',
          ],
          [
            'Incoterms 2020 make the seller buy insurance only under two rules: CIF requires at least ICC (C) cover, and CIP requires ICC (A) cover, in both cases for at least 110% of the contract price. Under all other rules, insuring is a commercial choice for whichever party bears the risk; see ',
            { link: 'freight-dictionary/incoterms', text: 'Incoterms' },
            '.',
          ],
        ],
      },
      {
        title: 'How the premium is calculated',
        paragraphs: [
          "The insured value is customarily the CIF (or CIP) value plus 10%, which covers the buyer's expected margin and incidental costs. Example: a German importer buys machine parts from Shanghai at a CIF Hamburg value of US$50,000. Insured value = 50,000 × 1.10 = US$55,000. With an all-risks rate of 0.12% for this commodity and route, the premium is 55,000 × 0.0012 = US$66. Rates depend on the goods, packing, route, claims history and deductible, so treat the figure as illustrative; traders with regular shipments usually hold an open cover and declare each shipment under it.",
        ],
        summary: 'Insured value is normally 110% of CIF; the premium is a small percentage of that.',
      },
      {
        title: 'General average',
        paragraphs: [
          "When a ship's master deliberately sacrifices property or incurs extraordinary expense to save the voyage (for example after an engine-room fire), all cargo interests share the cost in proportion to their value under general average, usually adjusted under the York-Antwerp Rules. Before releasing goods, the carrier will demand a general average bond and guarantee. An insured cargo owner gets the guarantee from its insurer; an uninsured one typically has to put up a cash deposit, sometimes a sizeable share of the cargo value, before the goods are released.",
        ],
      },
      {
        title: 'Common mistakes and how to avoid them',
        paragraphs: [],
        list: {
          title: 'Points to check',
          items: [
            'Assuming the forwarder or carrier insures the goods: unless you bought cover, you usually have only limited carrier liability.',
            'Under-insuring: a claim on an under-insured value may be reduced in proportion.',
            'Poor packing: damage caused by insufficient packing is excluded.',
            'Late notice: inspect on delivery, note damage on the delivery receipt, and notify the insurer and carrier in writing at once; Hague-Visby suits against the carrier are time-barred after one year.',
          ],
        },
      },
    ],
    relatedTerms: [
      { url: 'cargo-insurance', name: 'Cargo Insurance' },
      { url: 'all-risk-cargo-insurance', name: 'All Risk Cargo Insurance' },
      { url: 'incoterms', name: 'Incoterms' },
      { url: 'bill-of-lading', name: 'Bill of Lading' },
      { url: '', name: 'General average' },
      { url: 'project-cargo', name: 'Project Cargo' },
    ],
  },
};

export default term;
