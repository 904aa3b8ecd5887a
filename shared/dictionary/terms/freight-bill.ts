import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Freight Bill Meaning',
    description:
      "Freight bill explained: the carrier's invoice for a shipment, what it must show, how it differs from a bill of lading, a worked LTL example and freight audit tips.",
    keywords:
      'freight bill, freight invoice, PRO number, freight bill vs bill of lading, accessorial charges, freight audit, prepaid, collect',
  },
  data: {
    titleH1: 'Freight Bill',
    breadcrumb: 'Freight Bill',
    titleH2: 'What is a freight bill?',
    url: 'freight-bill',
    headParagraphs: [
      [
        'A ',
        { strong: 'freight bill' },
        " is the carrier's invoice for transporting a shipment. It states what was moved, between which points, the weight and other rating details, the rate applied, any additional charges and the total amount due, and it identifies who must pay.",
      ],
      [
        'The term is used mainly in road freight, especially US truckload and LTL shipping, where each freight bill carries a PRO number that the carrier uses to track and bill the shipment. In ocean and air freight the equivalent is usually called a freight invoice, issued against the ',
        { link: 'freight-dictionary/bill-of-lading', text: 'bill of lading' },
        ' or air waybill.',
      ],
    ],
    content: [
      {
        title: 'Freight bill versus bill of lading',
        paragraphs: [
          'The two are easily confused. The bill of lading is the transport document the shipper and carrier sign at pickup: a receipt for the goods and evidence of the contract of carriage, and for ocean shipments sometimes a document of title. The freight bill comes afterwards and is purely a demand for payment. The freight bill is built from the bill of lading, so errors on the bill of lading, such as a wrong weight or freight class, flow straight into the invoice.',
        ],
      },
      {
        title: 'What a freight bill shows',
        paragraphs: [],
        list: {
          title: 'Typical contents',
          items: [
            'Carrier name and PRO or invoice number, bill of lading and purchase order references',
            'Shipper, consignee and bill-to party, with payment terms: prepaid (shipper pays) or collect (consignee pays)',
            'Pickup and delivery dates, origin and destination',
            'Number of pieces, description, weight and, for LTL, freight class',
            [
              'Base rate, discount, ',
              { link: 'freight-dictionary/fuel-surcharge', text: 'fuel surcharge' },
              ' and accessorial charges such as liftgate, residential delivery, inside delivery or ',
              { link: 'freight-dictionary/detention-charges', text: 'detention' },
            ],
            'Total due and the payment due date',
          ],
        },
      },
      {
        title: 'Worked example',
        paragraphs: [
          "A distributor in Dallas ships 6 pallets, 2,400 lb, class 70, by LTL to a retailer in Denver. The carrier's tariff rate is US$48 per hundredweight and the shipper's contract gives a 70% discount. The fuel surcharge is 30% of the discounted linehaul, and the consignee needs a liftgate at US$95 (all figures illustrative).",
        ],
        list: {
          title: 'Calculation',
          items: [
            'Gross linehaul: 24 cwt × US$48 = US$1,152',
            'Less 70% discount: US$1,152 − US$806.40 = US$345.60',
            'Fuel surcharge: 30% × US$345.60 = US$103.68',
            'Liftgate: US$95',
            'Total freight bill: US$544.28',
          ],
        },
        summary:
          'Most overcharges hide in the discount, the class and the accessorials, not in the base rate.',
      },
      {
        title: 'Auditing and paying freight bills',
        paragraphs: [
          [
            'Shippers with many shipments run freight audit, checking each bill against the contract rate, the bill of lading and the ',
            { link: 'freight-dictionary/proof-of-delivery-pod', text: 'proof of delivery' },
            '. Typical errors are duplicate bills, wrong discounts, charges for services not performed, and reweigh or reclassification charges without inspection evidence. Carriers should be asked for inspection certificates before such corrections are accepted.',
          ],
          "Payment terms are set by contract, often 15 to 30 days in US trucking. In brokered freight the carrier bills the broker and the broker bills the shipper, so the shipper's freight bill comes from the broker.",
        ],
      },
      {
        title: 'Common mistakes',
        paragraphs: [
          "Shippers often pay freight bills without matching them to a delivered shipment, accept accessorials that were never ordered, or lose the right to dispute by missing the time limit in the carrier's rules tariff. Recording the correct weight, class and special services on the bill of lading, and keeping delivery receipts, prevents most disputes.",
        ],
      },
    ],
    relatedTerms: [
      { url: 'bill-of-lading', name: 'Bill of Lading' },
      { url: 'freight-charge', name: 'Freight Charge' },
      { url: 'fuel-surcharge', name: 'Fuel Surcharge' },
      { url: 'proof-of-delivery-pod', name: 'Proof of Delivery (POD)' },
      { url: 'freight-broker', name: 'Freight Broker' },
    ],
  },
};

export default term;
