import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Advanced Shipment Notice (ASN) Meaning',
    description:
      'Advanced shipment notice (ASN) explained: what the EDI 856 / DESADV message contains, when it is sent, and why late or wrong ASNs cost suppliers money.',
    keywords:
      'advanced shipment notice, advance ship notice, ASN, EDI 856, DESADV, dispatch advice, SSCC, receiving',
  },
  data: {
    titleH1: 'Advanced Shipment Notice (ASN)',
    breadcrumb: 'Advanced Shipment Notice (ASN)',
    titleH2: 'What is an advanced shipment notice?',
    url: 'advanced-shipment-notice',
    headParagraphs: [
      [
        'An ',
        { strong: 'advanced shipment notice (ASN)' },
        ', also called an advance ship notice or dispatch advice, is an electronic message a supplier sends to its customer when goods leave, describing exactly what is on the way: which orders, which items and quantities, how they are packed, which carrier is moving them and when they should arrive.',
      ],
      [
        'The ASN lets the receiving warehouse plan labor and dock space, match the delivery to the purchase order before the truck arrives and receive pallets by scanning a label instead of counting every carton. It is one of the core ',
        { link: 'freight-dictionary/electronic-data-interchange', text: 'EDI' },
        ' documents in retail and manufacturing supply chains.',
      ],
    ],
    content: [
      {
        title: 'Message standards',
        paragraphs: [
          'In North America the ASN is the ANSI X12 transaction set 856 (Ship Notice/Manifest). Elsewhere, and in many international flows, the UN/EDIFACT DESADV (despatch advice) message does the same job. Smaller partners may exchange ASNs through a web portal or an API, but the content is the same.',
          'An ASN is a commercial message between trading partners. It is not a customs filing and does not replace the manifest, the ISF or any other declaration to authorities.',
        ],
      },
      {
        title: 'What an ASN contains',
        paragraphs: [
          'The message follows a hierarchy: shipment, then order, then pack (pallet or carton), then item. Typical content:',
        ],
        list: {
          title: 'Typical data',
          items: [
            'Shipment level: ship date, expected delivery date, carrier (often by SCAC), bill of lading or tracking number, total weight and number of packages.',
            "Order level: the buyer's purchase order number and the supplier's invoice or delivery reference.",
            [
              'Pack level: the ',
              { strong: 'SSCC' },
              ' (the 18-digit GS1 Serial Shipping Container Code) printed on each pallet or carton label.',
            ],
            'Item level: product codes (GTIN, buyer and supplier item numbers), quantities shipped, and lot or expiry data where required.',
          ],
        },
      },
      {
        title: 'How it works in practice',
        paragraphs: [
          [
            "The supplier picks and packs the order, prints a GS1 label with an SSCC for each pallet, and transmits the ASN as soon as the truck leaves, or within a window set by the customer, often no later than shipment or within a few hours of it. The customer's system links the ASN to open purchase orders. When the truck arrives, the receiving team scans each pallet label; the system recalls the pallet's contents from the ASN and books the stock into ",
            { link: 'freight-dictionary/warehousing', text: 'the warehouse' },
            ' without opening it, apart from audit checks.',
          ],
        ],
        summary: 'A good ASN turns receiving from counting into scanning.',
      },
      {
        title: 'Example',
        paragraphs: [
          "A cosmetics maker in Ohio ships 18 pallets to a retailer's distribution center in Georgia against three purchase orders. At dispatch it sends an 856 listing the three PO numbers, 18 SSCCs, 1,440 cartons of 12 SKUs, the LTL carrier's SCAC and PRO number, and a delivery date two days later. The DC schedules a dock door, receives the 18 pallets in under an hour by scanning, and flags one pallet where the scanned carton count differs from the ASN, so only that pallet is checked by hand.",
        ],
      },
      {
        title: 'Compliance and common mistakes',
        paragraphs: [
          'Large retailers write ASN requirements into vendor compliance manuals and charge back suppliers for missing, late or inaccurate notices, typically as a fixed fee per shipment or a percentage of the invoice. The usual causes are preventable:',
        ],
        list: {
          title: 'Frequent errors',
          items: [
            'Sending the ASN before final packing, so quantities or pallet counts change afterwards.',
            'Reprinting labels with new SSCCs without updating the message.',
            'Wrong PO numbers or item codes after a customer changes its order.',
            'Transmitting after the goods have already arrived at the receiving dock.',
          ],
        },
        summary:
          'Generate the ASN from the same scan that closes the shipment, so the message and the freight cannot diverge.',
      },
    ],
    relatedTerms: [
      {
        url: 'electronic-data-interchange',
        name: 'Electronic Data Interchange',
      },
      { url: 'inbound-logistics', name: 'Inbound Logistics' },
      { url: 'shipment-tracking', name: 'Shipment Tracking' },
      { url: 'warehousing', name: 'Warehousing' },
      { url: 'proof-of-delivery-pod', name: 'Proof of Delivery (POD)' },
    ],
  },
};

export default term;
