import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Certificate of Origin Meaning',
    description:
      'Certificate of origin explained: preferential vs non-preferential proofs of origin, who issues them, and why a wrong origin claim costs importers.',
    keywords:
      'certificate of origin, CO, proof of origin, preferential origin, non-preferential origin, EUR.1, chamber of commerce, rules of origin',
  },
  data: {
    titleH1: 'Certificate of Origin',
    breadcrumb: 'Certificate of Origin',
    url: 'certificate-of-origin',
    description: [
      'A ',
      { strong: 'certificate of origin (CO)' },
      ' is a document stating the country where goods were wholly obtained or last substantially transformed. Non-preferential certificates, usually issued by chambers of commerce, support import rules, letters of credit and measures such as ',
      {
        link: 'freight-dictionary/anti-dumping-duty',
        text: 'anti-dumping duties',
      },
      ". Preferential proofs, such as the EUR.1 movement certificate or an origin statement made by the exporter, let the importer claim a reduced or zero duty under a trade agreement, but only if the goods meet that agreement's rules of origin. Because customs can verify claims years later during ",
      {
        link: 'freight-dictionary/customs-clearance',
        text: 'customs clearance',
      },
      ' audits, exporters should keep supplier declarations and cost records that support them.',
    ],
    content: [],
    relatedTerms: [
      { url: 'customs-clearance', name: 'Customs Clearance' },
      { url: 'commercial-invoice', name: 'Commercial Invoice' },
      { url: 'anti-dumping-duty', name: 'Anti-Dumping Duty' },
      { url: 'tariff', name: 'Tariff' },
    ],
  },
};

export default term;
