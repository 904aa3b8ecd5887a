import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Shipper Meaning',
    description:
      'Shipper meaning in freight: the party that contracts for carriage or hands goods to the carrier, and its duties on documents, packing, weights and dangerous goods.',
    keywords:
      'shipper, shipper meaning, consignor, exporter, beneficial cargo owner, shipper duties, shipper on bill of lading',
  },
  data: {
    titleH1: 'Shipper',
    breadcrumb: 'Shipper',
    titleH2: 'Who is the shipper?',
    url: 'shipper',
    description: [
      'The ',
      { strong: 'shipper' },
      ' is the party that contracts with a carrier to move goods, or that hands the goods over for carriage, and is named as shipper on the ',
      { link: 'freight-dictionary/bill-of-lading', text: 'bill of lading' },
      ' or air waybill. It is usually the exporter or seller (also called the consignor), but under some Incoterms 2020 rules, such as EXW and FCA, the buyer or its forwarder may book the transport. The shipper is responsible for accurate cargo descriptions, proper packing and marking, declaring dangerous goods, and for ocean containers the verified gross mass required by SOLAS. It can be held liable for losses caused by misdeclared cargo. In US ocean shipping, a shipper that owns the goods is often called the beneficial cargo owner (BCO), as opposed to an intermediary.',
    ],
    content: [],
    relatedTerms: [
      { url: 'consignor-consignee', name: 'Consignor and Consignee' },
      { url: 'bill-of-lading', name: 'Bill of Lading' },
      { url: 'sli-in-shipping', name: 'SLI in Shipping' },
      { url: 'shipping-line', name: 'Shipping Line' },
    ],
  },
};

export default term;
