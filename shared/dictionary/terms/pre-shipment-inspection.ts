import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Pre-Shipment Inspection Meaning',
    description:
      'Pre-shipment inspection (PSI) explained: when it is done, AQL sampling with a worked example, what inspectors check, who pays under Incoterms 2020 and mandatory PSI.',
    keywords:
      'pre-shipment inspection, PSI, final random inspection, AQL, ISO 2859-1, quality inspection, inspection certificate, third-party inspection',
  },
  data: {
    titleH1: 'Pre-Shipment Inspection',
    breadcrumb: 'Pre-Shipment Inspection',
    titleH2: 'What is a pre-shipment inspection?',
    url: 'pre-shipment-inspection',
    headParagraphs: [
      [
        'A ',
        { strong: 'pre-shipment inspection (PSI)' },
        " is a check of goods at the supplier's premises before they are shipped, to confirm that quantity, quality, packing and marking match the purchase order and specifications. It is usually carried out by an independent inspection company on behalf of the buyer, and it gives the buyer a last chance to have defects fixed while the goods, and the payment, are still at origin.",
      ],
      [
        'Some importing countries also require an official PSI or conformity verification for certain goods, carried out by appointed agencies before export.',
      ],
    ],
    content: [
      {
        title: 'When the inspection takes place',
        paragraphs: [
          [
            'A PSI is typically carried out ',
            { strong: 'when about 80% of the order is produced and packed' },
            ', so the inspector can draw a random sample that represents the whole lot, including finished export cartons. Earlier, too little is finished to sample fairly; later, there is no time to rework defects before the booked sailing. Buyers who want earlier control add a during-production inspection, and a container loading check can follow the PSI.',
          ],
        ],
      },
      {
        title: 'What the inspector checks',
        paragraphs: [],
        list: {
          title: 'Typical PSI checklist',
          items: [
            'Quantity produced and packed, against the order.',
            [
              'Packing and marking: carton condition, shipping marks, labels and barcodes, and agreement with the ',
              { link: 'freight-dictionary/packing-list', text: 'packing list' },
              '.',
            ],
            'Workmanship and appearance on a random sample, with defects classed as critical, major or minor.',
            'Conformity to specification: materials, colors, dimensions, weights and approved samples.',
            'Function and safety tests on site, and a carton drop test where agreed.',
          ],
        },
      },
      {
        title: 'How sampling works: AQL worked example',
        paragraphs: [
          'Most consumer-goods inspections sample according to ISO 2859-1 (equivalent to ANSI/ASQ Z1.4), using general inspection level II and an acceptance quality limit (AQL) per defect class. Common settings are 0 for critical defects, 2.5 for major and 4.0 for minor, but the buyer decides.',
          'Example: a buyer orders 5,000 Bluetooth speakers from a factory in Shenzhen. For a lot of 3,201–10,000 units at level II the standard gives code letter L, a sample of 200 units. At AQL 2.5 the lot passes with up to 10 major defects and fails at 11; at AQL 4.0 it passes with up to 14 minor defects and fails at 15. Any critical defect (for example a battery overheating) fails the lot. The inspector finds 7 major and 16 minor defects, so the lot fails on minor defects, and the buyer asks the factory to sort and rework before re-inspection.',
        ],
        summary: 'The inspection report is a basis for a decision: release, rework or negotiate.',
      },
      {
        title: 'Who pays, and related rules',
        paragraphs: [
          [
            'A quality inspection the buyer orders for its own protection is normally paid by the buyer, unless the contract says otherwise; inspection companies usually charge per inspector-day, and re-inspections after a failure are often charged to the supplier by agreement. Incoterms 2020 put the cost of the checking operations the seller needs to deliver (quality, measuring, weighing, counting) on the seller, and treat an official PSI as a clearance formality: one mandated by the export country falls to the seller (except under EXW), one mandated by the import country to the buyer (except under DDP). See ',
            { link: 'freight-dictionary/incoterms', text: 'Incoterms' },
            '.',
          ],
          [
            'Government PSI programs are governed internationally by the WTO Agreement on Preshipment Inspection. Letters of credit can require an ',
            { link: 'freight-dictionary/inspection-certificate', text: 'inspection certificate' },
            ' issued by a named company, which turns a passed PSI into a condition of payment.',
          ],
        ],
      },
      {
        title: 'Common mistakes and how to avoid them',
        paragraphs: [],
        list: {
          title: 'Points to check',
          items: [
            'Booking the inspection too early, before enough goods are finished and packed.',
            'No written specification or approved sample for the inspector to compare against.',
            'AQL levels not agreed with the supplier in the purchase order.',
            'Shipping goods that failed, or paying the balance before the report arrives.',
          ],
        },
      },
    ],
    relatedTerms: [
      { url: 'inspection-certificate', name: 'Inspection Certificate' },
      { url: 'packing-list', name: 'Packing List' },
      { url: 'incoterms', name: 'Incoterms' },
      { url: 'export-license', name: 'Export License' },
      { url: '', name: 'Acceptance quality limit (AQL)' },
    ],
  },
};

export default term;
