import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Bill of Exchange Meaning',
    description:
      'Bill of exchange (draft) explained: parties, sight vs usance bills, D/P and D/A collections, letters of credit, discounting and common errors.',
    keywords:
      'bill of exchange, draft, sight draft, usance draft, time draft, documentary collection, D/P, D/A, letter of credit, trade finance',
  },
  data: {
    titleH1: 'Bill of Exchange',
    breadcrumb: 'Bill of Exchange',
    titleH2: 'What is a bill of exchange?',
    url: 'bill-of-exchange',
    headParagraphs: [
      [
        'A ',
        { strong: 'bill of exchange' },
        ', usually called a draft in trade finance, is a signed written order by one party (the drawer) telling another party (the drawee) to pay a fixed sum of money to a named party (the payee) or to its order, either on demand or on a fixed or determinable future date. The order must be unconditional.',
      ],
      [
        'In international trade the exporter draws the bill on the importer or on a bank, and it travels with the shipping documents. It turns an open commercial debt into a formal, transferable payment instrument that banks can collect, guarantee or buy.',
      ],
    ],
    content: [
      {
        title: 'The parties and the tenor',
        paragraphs: [
          'The drawer is normally the exporter, the drawee is the importer (in a collection) or the bank nominated in a letter of credit, and the payee is often the exporter itself or its bank. The tenor is the time allowed for payment:',
        ],
        list: {
          title: 'Tenor',
          items: [
            [{ strong: 'Sight bill' }, ': payable when presented to the drawee.'],
            [
              { strong: 'Usance (time) bill' },
              ': payable at a future date, for example "90 days after bill of lading date" or on a fixed calendar date. The drawee signs it as accepted, which creates a firm obligation to pay at maturity.',
            ],
          ],
        },
      },
      {
        title: 'How it works in a documentary collection',
        paragraphs: [
          [
            "In a documentary collection, handled under the ICC's Uniform Rules for Collections (URC 522), the exporter hands the draft and the shipping documents, including the ",
            {
              link: 'freight-dictionary/bill-of-lading',
              text: 'bill of lading',
            },
            ', the ',
            {
              link: 'freight-dictionary/commercial-invoice',
              text: 'commercial invoice',
            },
            " and any certificates, to its bank (the remitting bank), which sends them to a bank in the importer's country (the collecting bank).",
          ],
          [
            'Under ',
            { strong: 'documents against payment (D/P)' },
            ' the collecting bank releases the documents only when the importer pays a sight draft. Under ',
            { strong: 'documents against acceptance (D/A)' },
            ' it releases them when the importer accepts a usance draft, so the importer can take the goods and pay later. D/A gives the exporter less security: once the documents are released, the exporter holds only the accepted bill.',
          ],
        ],
      },
      {
        title: 'Bills of exchange under letters of credit',
        paragraphs: [
          'A letter of credit may require a draft as part of the presentation. Under the ICC\'s UCP 600 the draft must be drawn on a bank, not on the applicant (the importer), and its amount, tenor and wording must match the credit exactly. A credit "available by acceptance" means the bank accepts the exporter\'s usance draft and pays at maturity.',
        ],
      },
      {
        title: 'Worked example: discounting an accepted bill',
        paragraphs: [
          "A Vietnamese cashew exporter ships a container to an importer in Rotterdam for USD 120,000 on D/A terms, 90 days after bill of lading date. The importer accepts the draft and takes the documents. The exporter needs cash now, so its bank discounts the accepted bill at an illustrative 7% a year on a 360-day basis: 120,000 × 7% × 90 ÷ 360 = USD 2,100. The exporter receives USD 117,900 before fees. If the bill is bought without recourse (forfaiting), usually only when a bank has guaranteed it by aval, the exporter no longer carries the importer's default risk.",
        ],
        summary:
          'An accepted bill is a tradable promise; its value depends on the credit of whoever accepted or guaranteed it.',
      },
      {
        title: 'Law and common mistakes',
        paragraphs: [
          'Bills are governed by national law: in the UK and many Commonwealth countries by the Bills of Exchange Act 1882, in much of continental Europe by laws based on the 1930 Geneva Uniform Law, and in the U.S. by Article 3 of the Uniform Commercial Code. Frequent errors that lead to rejected documents or unenforceable bills:',
        ],
        list: {
          title: 'Avoid these',
          items: [
            'Amount in words and figures that differ, or an amount above the invoice or the credit.',
            'Tenor that does not match the contract or the credit (for example "60 days sight" instead of "60 days after B/L date").',
            'Drawing the draft on the applicant when the credit requires a bank as drawee.',
            'Missing signature or endorsement by the drawer.',
          ],
        },
      },
    ],
    relatedTerms: [
      { url: 'bill-of-lading', name: 'Bill of Lading' },
      { url: 'commercial-invoice', name: 'Commercial Invoice' },
      { url: 'certificate-of-origin', name: 'Certificate of Origin' },
      { url: '', name: 'Letter of credit' },
      { url: '', name: 'Documentary collection' },
    ],
  },
};

export default term;
