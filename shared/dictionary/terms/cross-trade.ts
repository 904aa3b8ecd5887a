import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Cross Trade Meaning',
    description:
      'Cross trade explained: how a trader or forwarder in one country arranges shipments between two others, with switch bills of lading, payment and customs points.',
    keywords:
      'cross trade, cross-trade shipment, triangular trade, third-country trade, switch bill of lading, cross trader, merchanting trade',
  },
  data: {
    titleH1: 'Cross Trade',
    breadcrumb: 'Cross Trade',
    titleH2: 'What is a cross trade shipment?',
    url: 'cross-trade',
    headParagraphs: [
      [
        'A ',
        { strong: 'cross trade' },
        " is a transaction in which a company based in one country buys goods from a supplier in a second country and sells them to a customer in a third, while the goods travel directly from the second country to the third without ever entering the intermediary's own country. A trader in Dubai buying steel pipes in China for a buyer in Kenya is a typical case.",
      ],
      'The term has a second, older meaning in shipping: a cross trader is a shipowner that carries cargo between two foreign countries rather than to or from its own flag state. Most shipping-line traffic today is cross trade in that sense.',
    ],
    content: [
      {
        title: 'How a cross trade works',
        paragraphs: [
          'The intermediary holds two separate sales contracts: one as buyer with the supplier, one as seller with the end customer. It earns the difference between the two prices. Because the goods move directly, the intermediary never clears them through its own customs; the export is declared in the origin country and the import in the destination country.',
          [
            'The freight is usually arranged by a forwarder or ',
            { link: 'freight-dictionary/nvocc', text: 'NVOCC' },
            " that has agents at both ends. The forwarder in the intermediary's country controls the booking and the documents, while the agents handle pickup, export clearance, delivery and import clearance.",
          ],
        ],
      },
      {
        title: 'Switch bills of lading',
        paragraphs: [
          [
            'Most intermediaries do not want the end customer to see who the real supplier is, or the supplier to see who the customer is. The solution is a ',
            { strong: 'switch bill of lading' },
            ': the carrier or NVOCC first issues a ',
            { link: 'freight-dictionary/bill-of-lading', text: 'bill of lading' },
            ' naming the supplier as shipper; the intermediary surrenders that set and receives a second set naming itself as shipper and its customer as consignee.',
          ],
          'Only the party that issued the original bill may issue the switch set, and the cargo details (description, quantity, weight, container and seal numbers, port of loading) must stay identical. Changing them is document fraud and can void cargo insurance and a letter of credit.',
        ],
      },
      {
        title: 'Incoterms, payment and documents',
        paragraphs: [
          'The two sales contracts can use different Incoterms 2020 rules; for example, the intermediary may buy FOB Shanghai and sell CFR Mombasa, paying the sea freight in between. The Incoterms rule in each contract only allocates costs, risks and tasks; it does not transfer ownership, which follows the sales contract and, under documentary credit, the transfer of the original bills.',
          'Payment is often secured by a transferable letter of credit or by back-to-back credits. The commercial invoice and certificate of origin must match the switched documents, so the intermediary usually issues its own invoice and relies on the supplier for the origin certificate.',
        ],
        list: {
          title: 'Typical document set for a cross trade',
          items: [
            "Supplier's invoice to the intermediary (kept confidential from the end customer)",
            "Intermediary's invoice to the end customer",
            'First and switched bills of lading',
            'Packing list and certificate of origin from the country of manufacture',
          ],
        },
      },
      {
        title: 'Risks and common mistakes',
        paragraphs: [
          [
            'The classic mistake is asking for the switch too late, after the vessel has arrived and the consignee wants the cargo; ',
            { link: 'freight-dictionary/demurrage', text: 'demurrage' },
            " starts while documents are reissued. Another is forgetting that the country of origin does not change: the goods remain Chinese origin for the Kenyan importer, whatever the intermediary's address. Sanctions and export controls of the origin country still apply, and some countries' tax authorities scrutinize merchanting income, so the intermediary should keep both contracts and proof of the margin.",
          ],
        ],
        summary:
          'Plan the switch bill, the payment instrument and the origin documents before booking, not after loading.',
      },
    ],
    relatedTerms: [
      { url: 'bill-of-lading', name: 'Bill of Lading' },
      { url: 'nvocc', name: 'NVOCC' },
      { url: 'cross-border-trade', name: 'Cross-Border Trade' },
      { url: 'incoterms', name: 'Incoterms' },
      { url: '', name: 'Switch Bill of Lading' },
    ],
  },
};

export default term;
