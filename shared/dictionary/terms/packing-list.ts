import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Packing List Meaning',
    description:
      'Packing list explained: what an export packing list contains, how it differs from a commercial invoice, who uses it and how to avoid mismatches with other documents.',
    keywords:
      'packing list, export packing list, shipping packing list, packing slip, commercial invoice vs packing list, marks and numbers, gross weight, net weight',
  },
  data: {
    titleH1: 'Packing List',
    breadcrumb: 'Packing List',
    titleH2: 'What is a packing list?',
    url: 'packing-list',
    headParagraphs: [
      [
        'A ',
        { strong: 'packing list' },
        ' is a document prepared by the exporter that details how a shipment is packed: the number and type of packages, what each package contains, and the weights, dimensions and marks of each. It carries no prices. Forwarders use it to book space and prepare the bill of lading, customs uses it to examine and verify goods, and the consignee uses it to check what arrived.',
      ],
    ],
    content: [
      {
        title: 'What a packing list contains',
        paragraphs: [],
        list: {
          title: 'Usual fields',
          items: [
            'Exporter and consignee (and notify party), with invoice and order references.',
            'Shipping marks and package numbers, for example "ACME / HAMBURG / 1-11".',
            'Package type and count: cartons, pallets, crates, drums.',
            'Contents of each package: description, item numbers and quantities.',
            'Net weight, gross weight and dimensions per package, and totals for the shipment.',
            'Total volume in cubic meters and, for FCL, the container and seal numbers.',
          ],
        },
      },
      {
        title: 'Packing list versus commercial invoice',
        paragraphs: [
          'The commercial invoice states what the buyer owes: unit prices, total value, currency, Incoterms rule and payment terms, and it is the basis for customs valuation. The packing list states how the same goods are physically packed. The two must agree on descriptions, quantities and references. A packing slip in e-commerce is a simpler slip placed inside a parcel for the recipient.',
          'Many customs authorities expect a packing list alongside the commercial invoice when goods are declared, and officers use it to decide which packages to open. For mixed or multi-item shipments, a packing list that shows the contents of each numbered package turns a full unload into a targeted check, which saves examination time and cost.',
        ],
        summary: 'Invoice for value, packing list for packages; both must tell the same story.',
      },
      {
        title: 'Example',
        paragraphs: [
          [
            'An exporter in Izmir ships 11 pallets of ceramic tiles to Hamburg in one 20-foot container. The packing list shows pallets 1–11, each with 72 boxes of 1.08 m², net weight 1,650 kg and gross weight 1,675 kg per pallet, 18,425 kg gross in total, and 120 × 80 × 125 cm per pallet. The forwarder uses the gross weight and volume for the booking and ',
            { link: 'freight-dictionary/bill-of-lading', text: 'bill of lading' },
            ', and adds the container tare to the cargo gross weight for the verified gross mass. German customs can pick pallet 7 for examination knowing exactly what it should contain.',
          ],
        ],
      },
      {
        title: 'Common mistakes',
        paragraphs: [
          [
            'Weights or package counts that differ from the invoice, the ',
            { link: 'freight-dictionary/manifest', text: 'manifest' },
            ' or the bill of lading; marks on the cartons that do not match the list; a missing or wrong net weight; and vague descriptions. Letters of credit often call for a packing list, and a discrepancy between documents can delay payment. Buyers who order a ',
            { link: 'freight-dictionary/pre-shipment-inspection', text: 'pre-shipment inspection' },
            ' often ask the inspector to check cartons against the packing list.',
          ],
        ],
      },
    ],
    relatedTerms: [
      { url: 'bill-of-lading', name: 'Bill of Lading' },
      { url: 'manifest', name: 'Manifest' },
      { url: 'gross-weight', name: 'Gross Weight' },
      { url: 'pre-shipment-inspection', name: 'Pre-Shipment Inspection' },
      { url: '', name: 'Commercial invoice' },
    ],
  },
};

export default term;
