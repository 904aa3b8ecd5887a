import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Delivery Order Meaning',
    description:
      'Delivery order (D/O): the document a carrier or its agent issues to let the consignee or its trucker collect cargo from the terminal or warehouse.',
    keywords:
      'delivery order, D/O, DO release, cargo release, container release, import delivery order, telex release',
  },
  data: {
    titleH1: 'Delivery Order',
    breadcrumb: 'Delivery Order',
    titleH2: 'What is a delivery order?',
    url: 'delivery-order',
    description: [
      'A ',
      { strong: 'delivery order (D/O)' },
      ' is the document or electronic release that authorizes a terminal, container freight station or warehouse to hand imported cargo to the consignee or its nominated trucker. The carrier or its local agent issues it once the consignee has surrendered an original ',
      { link: 'freight-dictionary/bill-of-lading', text: 'bill of lading' },
      ' (or the cargo is released by sea waybill or telex release) and paid the freight and local charges. Customs release is a separate step; cargo normally leaves only when both are in place. In US practice, a customs broker often issues a delivery order to the drayage carrier naming the pickup and delivery points. A late D/O is a common cause of ',
      { link: 'freight-dictionary/demurrage', text: 'demurrage' },
      '.',
    ],
    content: [],
    relatedTerms: [
      { url: 'bill-of-lading', name: 'Bill of Lading' },
      { url: 'customs-clearance', name: 'Customs Clearance' },
      { url: 'demurrage', name: 'Demurrage' },
      { url: 'drayage', name: 'Drayage' },
    ],
  },
};

export default term;
