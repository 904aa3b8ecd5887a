import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Inspection Certificate Meaning',
    description:
      'Inspection certificate explained: who issues it, what it certifies, its role under letters of credit, EN 10204 3.1 mill certificates, and how to avoid discrepancies.',
    keywords:
      'inspection certificate, certificate of inspection, pre-shipment inspection certificate, quality certificate, EN 10204 3.1, mill test certificate, letter of credit documents, surveyor',
  },
  data: {
    titleH1: 'Inspection Certificate',
    breadcrumb: 'Inspection Certificate',
    titleH2: 'What is an inspection certificate?',
    url: 'inspection-certificate',
    headParagraphs: [
      [
        'An ',
        { strong: 'inspection certificate' },
        ' is a document stating that goods were examined before shipment and found to meet stated requirements of quality, quantity, weight, packing or specification. It is issued by an independent inspection company, a government body, or the manufacturer, depending on what the sales contract or the importing country requires.',
      ],
      'Buyers use it to avoid paying for goods they cannot see before they ship; banks rely on it when it is one of the documents required under a documentary credit; and some governments require it as a condition of import.',
    ],
    content: [
      {
        title: 'Who issues it and what it states',
        paragraphs: [
          [
            'Most inspection certificates follow a ',
            { link: 'freight-dictionary/pre-shipment-inspection', text: 'pre-shipment inspection' },
            ' carried out by a third-party surveyor or inspection company, typically when about 80% of the order is produced and packed, so that a representative sample can be drawn. For consumer goods the sample size and acceptable defect levels are usually set by AQL tables under ISO 2859-1.',
          ],
        ],
        list: {
          title: 'A typical certificate records',
          items: [
            "Issuer, inspection date and place, and the inspector's identity.",
            'Seller, buyer, purchase order or contract number, and goods description.',
            'Quantity, weights and packing checked, and the sampling method.',
            'Tests performed, standards applied and results.',
            'A clear statement of conformity, or the defects found.',
          ],
        },
      },
      {
        title: 'Mill certificates: EN 10204 type 3.1',
        paragraphs: [
          "For steel and other metallic products, the European standard EN 10204 defines types of inspection documents. Types 2.1 and 2.2 are declarations and test reports by the manufacturer. A type 3.1 inspection certificate is issued by the manufacturer and validated by its authorized inspection representative, who is independent of the manufacturing department, on the basis of specific tests of the delivered product. A type 3.2 certificate is additionally validated by the purchaser's representative or an inspector named in official regulations.",
        ],
      },
      {
        title: 'Inspection certificates under letters of credit',
        paragraphs: [
          [
            'When a ',
            { link: 'freight-dictionary/letter-of-credit', text: 'letter of credit' },
            " calls for an inspection certificate, banks examine it only on its face, under the ICC's UCP 600 rules: it must be issued by the party the credit names, contain the data the credit requires, and not conflict with the other documents such as the invoice and the ",
            { link: 'freight-dictionary/bill-of-lading', text: 'bill of lading' },
            '. Banks do not check whether the goods really meet the standard. A discrepancy, for example an inspection date after the shipment date when the credit requires inspection before shipment, allows the bank to refuse payment.',
          ],
        ],
        summary:
          'Under a letter of credit, the certificate must come from the named issuer, show the required data and not conflict with other documents; the bank never inspects the goods.',
      },
      {
        title: 'Example',
        paragraphs: [
          'An importer in Dubai buys 500 tonnes of steel reinforcing bar from a mill in Turkey, payable by letter of credit. The credit requires a certificate issued by a named independent inspection company confirming quantity, weight and conformity to BS 4449 grade B500B, dated no later than the bill of lading date. The inspector witnesses sampling and tensile tests at the mill, checks bundle tags against the packing list and issues the certificate before loading. The mill presents it with its EN 10204 3.1 mill certificates, invoice and bill of lading, and is paid when the documents comply.',
        ],
      },
      {
        title: 'Common mistakes',
        paragraphs: [
          'Agreeing vague wording such as "inspection certificate by a reputable company", which invites disputes; letting the seller choose and pay the inspector without the buyer\'s approval; scheduling inspection too late for the certificate to be issued before shipment; and descriptions on the certificate that differ from the invoice. Agree the inspector, the standard, the sampling plan and the certificate wording in the contract, and mirror them exactly in the credit.',
        ],
      },
    ],
    relatedTerms: [
      { url: 'pre-shipment-inspection', name: 'Pre-Shipment Inspection' },
      { url: 'letter-of-credit', name: 'Letter of Credit (L/C)' },
      { url: 'bill-of-lading', name: 'Bill of Lading' },
      { url: 'quarantine', name: 'Quarantine' },
      { url: '', name: 'Certificate of origin' },
    ],
  },
};

export default term;
