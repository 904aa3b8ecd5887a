import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Warehouse Receipt Meaning',
    description:
      'Warehouse receipt explained: the document a warehouse issues for stored goods, negotiable and non-negotiable receipts, and their use in trade finance.',
    keywords:
      'warehouse receipt, WR, negotiable warehouse receipt, non-negotiable warehouse receipt, warehouse receipt financing, document of title',
  },
  data: {
    titleH1: 'Warehouse Receipt',
    breadcrumb: 'Warehouse Receipt',
    titleH2: 'What is a warehouse receipt?',
    url: 'warehouse-receipt',
    description: [
      'A ',
      { strong: 'warehouse receipt' },
      " is a document issued by a warehouse operator confirming that it has received specified goods for storage, stating the depositor, quantity, description, condition and storage terms. A non-negotiable receipt only records the deposit, and the goods are released to the named party. A negotiable receipt is a document of title: whoever holds it, duly endorsed, is entitled to the goods, so it can be sold or pledged to a bank as collateral, which is common for commodities such as grain, metals and coffee. In the United States, UCC Article 7 governs warehouse receipts. In freight forwarding, a warehouse receipt (WR) is also the record a forwarder's ",
      { link: 'freight-dictionary/warehousing', text: 'warehouse' },
      ' issues when it receives cargo for export.',
    ],
    content: [],
    relatedTerms: [
      { url: 'warehousing', name: 'Warehousing' },
      { url: 'dock-receipt', name: 'Dock Receipt' },
      { url: 'bill-of-lading', name: 'Bill of Lading' },
      { url: '', name: 'Document of title' },
    ],
  },
};

export default term;
