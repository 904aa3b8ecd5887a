import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Waybill Meaning',
    description:
      'Waybill explained: the non-negotiable transport document for sea, air, road and rail, how it differs from a bill of lading, and when to use a sea waybill.',
    keywords:
      'waybill, sea waybill, SWB, express release, non-negotiable transport document, waybill vs bill of lading, CMR consignment note',
  },
  data: {
    titleH1: 'Waybill',
    breadcrumb: 'Waybill',
    titleH2: 'What is a waybill?',
    url: 'waybill',
    headParagraphs: [
      [
        'A ',
        { strong: 'waybill' },
        ' is a non-negotiable transport document issued by a carrier that records the goods, the shipper, the consignee and the route, and evidences the contract of carriage. The carrier delivers to the consignee named on it, who only needs to identify itself; no original document has to be surrendered to collect the cargo.',
      ],
      [
        'Unlike a ',
        { link: 'freight-dictionary/bill-of-lading', text: 'bill of lading' },
        ', a waybill is ',
        { strong: 'not a document of title' },
        ': it cannot be endorsed to sell the goods in transit or used by a bank to hold them as security.',
      ],
    ],
    content: [
      {
        title: 'Waybills by mode of transport',
        paragraphs: ['Every mode has its own waybill, each governed by its own conventions.'],
        list: {
          title: 'Main types',
          items: [
            'Sea waybill (SWB): used in ocean shipping when no negotiable bill of lading is needed; the CMI Uniform Rules for Sea Waybills can be incorporated into it.',
            [
              { link: 'freight-dictionary/air-waybill', text: 'Air waybill' },
              ' (AWB): the standard air cargo document, always non-negotiable, governed by the Montreal or Warsaw Convention and IATA standards.',
            ],
            'CMR consignment note: the road waybill for international road transport under the CMR Convention.',
            'CIM consignment note: the rail equivalent under the COTIF/CIM rules in Europe and beyond.',
            "Courier and parcel waybills: the carrier's label and shipment record for express consignments.",
          ],
        },
      },
      {
        title: 'How a sea waybill works',
        paragraphs: [
          'The shipper books, delivers the container and gives the shipping instructions, asking for a sea waybill instead of a bill of lading. After loading, the carrier issues the waybill, often only electronically or as a PDF, and sends a copy to the shipper. At destination, the carrier or its agent releases the cargo to the named consignee once freight and local charges are paid and the consignee is identified, without waiting for paper to arrive by courier.',
          'Until delivery, the shipper normally keeps the right to change the consignee or the delivery instructions. If the shipper is to give up that right, for example because the buyer has paid in advance, a "no disposal" clause can transfer control to the consignee when the waybill is issued.',
        ],
      },
      {
        title: 'When to use a waybill, and when not',
        paragraphs: [
          'A waybill suits shipments between related companies, open-account trade with trusted buyers, prepaid sales and short sea routes where the goods would arrive before a paper bill of lading. It saves courier fees, avoids lost originals and prevents demurrage caused by late documents.',
          [
            'It is a poor choice when the seller has not been paid and relies on the transport document to keep control of the goods, for example in documentary collections or when goods will be sold in transit. Letters of credit can accept a sea waybill under UCP 600 article 21, but the bank then has no title document as security, so most banks prefer a bill of lading. A ',
            { link: 'freight-dictionary/telex-release', text: 'telex release' },
            ' is a different mechanism: a bill of lading is issued and then surrendered at origin.',
          ],
        ],
        summary: 'Use a waybill when speed matters and control of the goods through a document does not.',
      },
      {
        title: 'Example',
        paragraphs: [
          [
            "A Spanish manufacturer ships a 40-foot container of auto parts from Valencia to its own subsidiary in Mersin, Turkey. There is no sale between unrelated parties and no bank involved, so the exporter asks for a sea waybill. The vessel arrives about a week later; the subsidiary's customs broker receives the arrival notice, the carrier releases the container against the consignee's identification, and the goods clear without anyone waiting for original documents. The ",
            { link: 'freight-dictionary/waybill-number', text: 'waybill number' },
            ' is used to track the container and to reference the shipment in the customs entry.',
          ],
        ],
      },
      {
        title: 'Mistakes to avoid',
        paragraphs: [
          'Check the consignee details carefully: the carrier releases to exactly the party named, and correcting it after arrival requires a formal amendment from the shipper. Do not issue a waybill to a buyer who has not paid, unless the credit risk is covered, because the buyer can collect the goods as soon as they arrive.',
        ],
      },
    ],
    relatedTerms: [
      { url: 'bill-of-lading', name: 'Bill of Lading' },
      { url: 'air-waybill', name: 'Air Waybill' },
      { url: 'waybill-number', name: 'Waybill Number' },
      { url: 'telex-release', name: 'Telex Release' },
      { url: '', name: 'Sea waybill (SWB)' },
    ],
  },
};

export default term;
