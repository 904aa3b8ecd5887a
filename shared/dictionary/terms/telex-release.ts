import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Telex Release Meaning',
    description:
      'Telex release explained: how a surrendered bill of lading lets the consignee collect cargo without originals, when to use it and the risk for sellers.',
    keywords:
      'telex release, surrendered bill of lading, B/L surrender, express release, telex release fee, original bill of lading',
  },
  data: {
    titleH1: 'Telex Release',
    breadcrumb: 'Telex Release',
    titleH2: 'What is a telex release?',
    url: 'telex-release',
    description: [
      'A ',
      { strong: 'telex release' },
      " is an instruction from the carrier's office at origin to its agent at destination to release cargo to the consignee without presentation of an original ",
      { link: 'freight-dictionary/bill-of-lading', text: 'bill of lading' },
      '. The shipper surrenders the full set of originals at origin, usually after receiving payment, and the carrier marks the bill "surrendered" and notifies its destination office, historically by telex and today by email or through its system. Carriers often charge a fee for it. Unlike a ',
      { link: 'freight-dictionary/waybill', text: 'sea waybill' },
      ', a negotiable bill was issued first, so ',
      { strong: 'a seller should surrender the originals only once it is paid' },
      ': after that it has no document left to control the goods.',
    ],
    content: [],
    relatedTerms: [
      { url: 'bill-of-lading', name: 'Bill of Lading' },
      { url: 'waybill', name: 'Waybill' },
      { url: 'master-bill-of-lading', name: 'Master Bill of Lading' },
      { url: '', name: 'Surrendered bill of lading' },
    ],
  },
};

export default term;
