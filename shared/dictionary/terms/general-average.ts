import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is General Average Meaning',
    description:
      'General average explained: how ship and cargo owners share the cost of sacrifices made to save a voyage, the York-Antwerp Rules, GA security and insurance.',
    keywords:
      'general average, GA, York-Antwerp Rules, average adjuster, general average bond, GA guarantee, marine insurance, salvage',
  },
  data: {
    titleH1: 'General Average',
    breadcrumb: 'General Average',
    titleH2: 'What is general average in shipping?',
    url: 'general-average',
    description: [
      { strong: 'General average' },
      " (GA) is a long-standing principle of maritime law: when an extraordinary sacrifice or expense is made intentionally and reasonably to save a ship and its cargo from a common danger, such as jettisoning cargo, fighting a fire or paying for salvage and towage, the loss is shared by the shipowner and all cargo owners in proportion to the value of their property saved. The rules are usually the York-Antwerp Rules (most recent edition 2016), incorporated into the bill of lading. After the shipowner declares GA, an average adjuster calculates the contributions, and carriers will not release cargo until each owner provides security: a GA bond plus an insurer's guarantee or a cash deposit. Contributions can reach a significant share of cargo value, so ",
      { link: 'freight-dictionary/marine-insurance', text: 'marine insurance' },
      ' that covers GA is essential. The grounding of the Ever Given in the Suez Canal in 2021 led to a well-known GA declaration.',
    ],
    content: [],
    relatedTerms: [
      { url: 'marine-insurance', name: 'Marine Insurance' },
      { url: 'cargo-insurance', name: 'Cargo Insurance' },
      { url: 'all-risk-cargo-insurance', name: 'All Risk Cargo Insurance' },
      { url: 'bill-of-lading', name: 'Bill of Lading' },
    ],
  },
};

export default term;
