import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Lumper Services Meaning',
    description:
      'Lumper services explained: who lumpers are, why warehouses use them, how lumper fees are paid and reimbursed, typical costs and how to avoid disputes.',
    keywords:
      'lumper services, lumper fee, lumper receipt, unloading fee, truck unloading, driver assist, distribution center unloading',
  },
  data: {
    titleH1: 'Lumper Services',
    breadcrumb: 'Lumper Services',
    titleH2: 'What are lumper services?',
    url: 'lumper-services',
    headParagraphs: [
      [
        { strong: 'Lumper services' },
        ' are the loading and unloading of trucks by third-party workers, called lumpers, at a warehouse or distribution center. The term is most common in North American trucking, where many grocery, retail and food-service distribution centers do not let drivers unload their own trailers and instead require a contracted lumper crew.',
      ],
      [
        'The lumper fee is an accessorial charge on top of the ',
        { link: 'freight-dictionary/line-haul', text: 'line-haul' },
        ' rate. It is usually paid by the driver or carrier at the dock and then reimbursed by whoever agreed to cover it, which is why the receipt matters as much as the payment.',
      ],
    ],
    content: [
      {
        title: 'How lumper services work',
        paragraphs: [
          "A receiver contracts a lumper company (or uses its own dock staff) to unload inbound trucks. When the driver arrives for the appointment, the lumper crew breaks down the load, counts it against the purchase order, and often re-stacks or re-wraps cases onto the receiver's own pallets. The receiver then signs the delivery paperwork, and the lumper company issues a receipt for its fee.",
          'Payment at the dock is commonly made with a fuel-card check (such as Comchek or EFS), a company card or, less often, cash. Many brokers issue an electronic check code to the driver once the fee is approved, so the carrier does not have to finance it.',
        ],
        list: {
          title: 'What drives the size of the fee',
          items: [
            'Floor-loaded versus palletized freight: hand-unloading loose cartons takes far longer than pulling pallets with a pallet jack.',
            'Number of pallets, cases and SKUs, and whether cases must be sorted by SKU or lot.',
            'Re-palletizing, re-wrapping or labeling required by the receiver.',
            "The receiver's posted rate card, which varies by facility and region.",
          ],
        },
      },
      {
        title: 'Who pays, and the law behind it',
        paragraphs: [
          [
            'Commercially, the party that required the unloading pays in the end: usually the shipper or receiver, through a broker or carrier reimbursement. In US interstate trucking, 49 U.S.C. § 14103 makes the shipper or receiver that requires loading or unloading assistance responsible for providing it or compensating the carrier, and makes it unlawful to coerce a driver into paying for loading or unloading. In practice the ',
            {
              strong:
                'rate confirmation should state whether lumper fees are reimbursable and what proof is needed',
            },
            '.',
          ],
        ],
      },
      {
        title: 'Worked example',
        paragraphs: [
          'A carrier hauls a refrigerated load of 24 pallets of produce from Salinas, California, to a grocery distribution center near Atlanta, Georgia. The rate confirmation shows a line-haul rate of US$6,800 and "lumper reimbursable with receipt". At the dock, the lumper company charges US$240 because several pallets must be broken down and rebuilt by SKU. The broker issues a check code for US$240, the driver pays, and the carrier invoices US$7,040 with the lumper receipt and the signed proof of delivery attached. The broker bills the US$240 on to its shipper customer.',
        ],
        summary: 'Fees are facility-specific; always treat figures as a quote, not a standard rate.',
      },
      {
        title: 'Common mistakes and how to avoid them',
        paragraphs: [],
        list: {
          title: 'Checklist for carriers, brokers and shippers',
          items: [
            'No receipt, no reimbursement: get an itemized lumper receipt showing the facility, date, load or PO number and amount.',
            'Paying without approval: call the broker or shipper before paying so the fee is authorized and a check code issued.',
            'Ignoring delays: lumper queues are a frequent cause of waiting time; record arrival and release times for detention claims.',
            'Signing without counting: if the lumper count differs from the bill of lading, note the shortage on the delivery receipt before signing.',
            'Quoting floor-loaded freight as if it were palletized: the unloading fee can be several times higher.',
          ],
        },
      },
      {
        title: 'Lumper services and palletization',
        paragraphs: [
          [
            "Shippers can cut lumper costs by sending freight built to the receiver's pallet and labeling standard. Good ",
            { link: 'freight-dictionary/palletization', text: 'palletization' },
            ' (correct pallet type, height limit, one SKU per pallet where requested) often turns a full breakdown into a simple pallet pull. The signed ',
            { link: 'freight-dictionary/proof-of-delivery-pod', text: 'proof of delivery' },
            ' plus the lumper receipt together close the delivery and support any ',
            { link: 'freight-dictionary/detention-charges', text: 'detention charges' },
            '.',
          ],
        ],
      },
    ],
    relatedTerms: [
      { url: 'palletization', name: 'Palletization' },
      { url: 'detention-charges', name: 'Detention Charges' },
      { url: 'proof-of-delivery-pod', name: 'Proof of Delivery (POD)' },
      { url: 'full-truck-load', name: 'Full Truck Load' },
      { url: '', name: 'Accessorial charges' },
    ],
  },
};

export default term;
