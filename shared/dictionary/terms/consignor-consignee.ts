import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Consignor and Consignee Meaning',
    description:
      'Consignor and consignee explained: who sends and who receives goods, their duties, how they appear on bills of lading and air waybills, and common errors.',
    keywords:
      'consignor, consignee, consignor vs consignee, shipper and consignee, notify party, to order consignee, bill of lading consignee',
  },
  data: {
    titleH1: 'Consignor and Consignee',
    breadcrumb: 'Consignor and Consignee',
    titleH2: 'What is the difference between a consignor and a consignee?',
    url: 'consignor-consignee',
    headParagraphs: [
      [
        'The ',
        { strong: 'consignor' },
        ' is the party that sends goods and hands them to a carrier for transport; in shipping documents it is usually called the shipper. The ',
        { strong: 'consignee' },
        ' is the party to whom the goods are sent and who is entitled to take delivery at destination. Every transport document, whether a ',
        { link: 'freight-dictionary/bill-of-lading', text: 'bill of lading' },
        ', an ',
        { link: 'freight-dictionary/air-waybill', text: 'air waybill' },
        ' or a road consignment note, names both.',
      ],
      'The consignor is often the seller and the consignee the buyer, but not always. A manufacturer may ship for a trading company, a forwarder may appear as shipper on a master document, and the consignee may be a bank, a customs broker or a warehouse acting for the buyer.',
    ],
    content: [
      {
        title: 'Responsibilities of the consignor',
        paragraphs: ["The consignor's duties toward the carrier are much the same in every mode:"],
        list: {
          title: 'Consignor duties',
          items: [
            'Describe the goods accurately, with correct weight, package count and marks.',
            'Pack and label the goods so they can withstand normal handling.',
            'Declare dangerous goods correctly under the IMDG Code (sea) or IATA Dangerous Goods Regulations (air).',
            'For sea containers, provide the verified gross mass (VGM) required by SOLAS before loading.',
            'Supply the export documents and, where agreed, pay the freight ("prepaid").',
          ],
        },
        summary:
          'The consignor answers to the carrier for what it declares; misdeclaration can make it liable for damage to the ship and other cargo.',
      },
      {
        title: 'Responsibilities of the consignee',
        paragraphs: [
          [
            'The consignee takes delivery, usually after presenting an original bill of lading or proving its identity, pays any charges marked "collect" and destination charges, and checks the goods on arrival. In many cases the consignee is also the ',
            {
              link: 'freight-dictionary/importer-of-record',
              text: 'importer of record',
            },
            ' responsible for customs clearance, though the two roles can be held by different companies. A consignee that delays collection becomes liable for storage and demurrage.',
          ],
        ],
      },
      {
        title: 'How they appear on transport documents',
        paragraphs: [
          'On a straight bill of lading or an air waybill, the consignee is a named company, and the carrier delivers only to that company. On an order bill of lading, the consignee box reads "to order" or "to the order of" a party, often the shipper or a bank, and the right to the goods passes by endorsement. A separate notify party box names whom the carrier should inform on arrival, often the buyer or its broker.',
          [
            'In consolidated traffic there are two layers. On the master bill, the ',
            { link: 'freight-dictionary/nvocc', text: 'NVOCC' },
            ' is the shipper and its destination agent the consignee; on the house bill, the actual exporter and importer appear.',
          ],
        ],
      },
      {
        title: 'Consignment sales: a different meaning',
        paragraphs: [
          'In commerce, "consignment" can also mean a sales arrangement in which the consignor keeps ownership of goods placed with a consignee (a distributor or shop) until they are sold. This is about ownership and payment, not transport. In a freight context, consignor and consignee describe roles in the carriage, and say nothing in themselves about who owns the goods.',
        ],
      },
      {
        title: 'Example',
        paragraphs: [
          [
            'A Brazilian coffee cooperative sells 20 tons of green coffee to a roaster in Hamburg under a letter of credit. The bill of lading shows the cooperative as shipper (consignor), "to the order of" the roaster\'s bank as consignee, and the roaster as notify party. After paying the credit, the bank endorses the bill to the roaster, which presents it to the carrier\'s agent and collects the container. The agreed ',
            { link: 'freight-dictionary/incoterms', text: 'Incoterms 2020' },
            ' rule, here CFR Hamburg, determines who pays the freight and when risk passes, not who is named as consignee.',
          ],
        ],
      },
      {
        title: 'Common mistakes',
        paragraphs: [
          "Typical errors are naming a consignee that has no import registration or tax number in the destination country, naming the buyer as consignee on a straight bill when the seller has not yet been paid (giving away control of the goods), using a forwarder's name where the importer's was required, and misspelling names or addresses so that customs filings do not match. Check the consignee and notify details against the sales contract, the letter of credit and the importer's customs registration before the document is issued.",
        ],
      },
    ],
    relatedTerms: [
      { url: 'bill-of-lading', name: 'Bill of Lading' },
      { url: 'air-waybill', name: 'Air Waybill' },
      { url: 'importer-of-record', name: 'Importer of Record' },
      { url: 'nvocc', name: 'NVOCC' },
      { url: '', name: 'Notify party' },
    ],
  },
};

export default term;
