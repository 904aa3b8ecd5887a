import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Commercial Invoice Meaning',
    description:
      "Commercial invoice explained: what the seller's invoice must show for customs and banks, and the mistakes that cause clearance delays and penalties.",
    keywords:
      'commercial invoice, export invoice, customs invoice, invoice for customs, pro forma invoice, customs value, letter of credit invoice',
  },
  data: {
    titleH1: 'Commercial Invoice',
    breadcrumb: 'Commercial Invoice',
    url: 'commercial-invoice',
    description: [
      'A ',
      { strong: 'commercial invoice' },
      " is the seller's bill to the buyer for goods sold across a border and the main document customs uses to value goods and assess duty. It shows seller and buyer, invoice number and date, a precise description of the goods, quantities, unit and total prices, currency, payment terms, country of origin and the ",
      { link: 'freight-dictionary/incoterms', text: 'Incoterms 2020' },
      ' rule with its named place, often with HS codes, weights and package count. Vague descriptions or understated values delay ',
      {
        link: 'freight-dictionary/customs-clearance',
        text: 'customs clearance',
      },
      " and can lead to penalties. Under a letter of credit, the invoice's description of the goods must correspond exactly to the credit.",
    ],
    content: [],
    relatedTerms: [
      { url: 'customs-clearance', name: 'Customs Clearance' },
      { url: 'certificate-of-origin', name: 'Certificate of Origin' },
      { url: 'customs-broker', name: 'Customs Broker' },
      { url: 'incoterms', name: 'Incoterms' },
    ],
  },
};

export default term;
