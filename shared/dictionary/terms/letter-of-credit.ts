import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Letter of Credit (L/C) Meaning',
    description:
      'A letter of credit (L/C) is a bank undertaking to pay an exporter against complying documents. How it works, UCP 600 rules, and how to avoid discrepancies.',
    keywords:
      'letter of credit, L/C, LC, documentary credit, UCP 600, confirmed letter of credit, issuing bank, discrepancies, trade finance',
  },
  data: {
    titleH1: 'Letter of Credit (L/C)',
    breadcrumb: 'Letter of Credit (L/C)',
    titleH2: 'What is a letter of credit?',
    url: 'letter-of-credit',
    description: [
      'A ',
      { strong: 'letter of credit (L/C)' },
      ", or documentary credit, is a written undertaking by the buyer's bank (the issuing bank) to pay the seller a stated amount, provided the seller presents documents that comply with the credit's terms within its validity period. Typical documents are the commercial invoice, packing list, ",
      { link: 'freight-dictionary/bill-of-lading', text: 'bill of lading' },
      ' or air waybill, insurance certificate, certificate of origin and ',
      { link: 'freight-dictionary/inspection-certificate', text: 'inspection certificate' },
      ". Most credits are subject to the ICC's Uniform Customs and Practice for Documentary Credits, UCP 600: banks deal in documents, not goods, and have up to five banking days after presentation to decide whether documents comply. A confirmed credit adds a second bank's payment undertaking, usually in the seller's country. Discrepancies such as a late shipment date or inconsistent descriptions are common, so align the credit with the sales contract and the Incoterms 2020 rule before shipping.",
    ],
    content: [],
    relatedTerms: [
      { url: 'bill-of-exchange', name: 'Bill of Exchange' },
      { url: 'inspection-certificate', name: 'Inspection Certificate' },
      { url: 'bill-of-lading', name: 'Bill of Lading' },
      { url: 'incoterms', name: 'Incoterms' },
    ],
  },
};

export default term;
