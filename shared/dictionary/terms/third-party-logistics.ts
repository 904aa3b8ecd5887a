import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Third-Party Logistics (3PL) Meaning',
    description:
      'Third-party logistics (3PL) explained: which services are outsourced, how 3PL contracts and pricing work, a worked cost example and mistakes to avoid.',
    keywords:
      'third-party logistics, 3PL, logistics outsourcing, contract logistics, 3PL pricing, 3PL warehouse, 1PL 2PL 3PL 4PL',
  },
  data: {
    titleH1: 'Third-Party Logistics (3PL)',
    breadcrumb: 'Third-Party Logistics (3PL)',
    titleH2: 'What is third-party logistics?',
    url: 'third-party-logistics',
    headParagraphs: [
      [
        { strong: 'Third-party logistics (3PL)' },
        " is the practice of outsourcing part or all of a company's logistics operations, such as storage, order picking, transportation, customs formalities and returns, to an outside specialist that runs them under a contract. The shipper keeps ownership of its goods and its customer relationships; the 3PL supplies the buildings, staff, systems and carrier relationships.",
      ],
      [
        'The term describes the business model. The companies that deliver it are covered under ',
        { link: 'freight-dictionary/3pl-provider', text: '3PL provider' },
        '. A manufacturer or retailer that moves and stores its own goods is running first-party logistics; a carrier that only moves freight is a second party; a 3PL combines several services and manages them for the shipper.',
      ],
    ],
    content: [
      {
        title: 'What a 3PL typically handles',
        paragraphs: [
          'Most 3PL relationships start with one service and grow. The core of many contracts is contract warehousing with inventory management, but the scope can reach from the factory gate to the end customer.',
        ],
        list: {
          title: 'Common 3PL services',
          items: [
            [
              { link: 'freight-dictionary/warehousing', text: 'Warehousing' },
              ': receiving, put-away, storage, cycle counts and stock reporting.',
            ],
            [
              { link: 'freight-dictionary/order-fulfillment', text: 'Order fulfillment' },
              ': picking, packing, labeling and dispatch of B2B or e-commerce orders.',
            ],
            'Transportation management: booking truckload, LTL, parcel, ocean and air carriers, often at rates the 3PL negotiates across its whole customer base.',
            'Value-added services: kitting, relabeling, quality inspection, returns processing and light assembly.',
            'Customs and trade compliance, either in-house or through a partner customs broker.',
          ],
        },
      },
      {
        title: 'Asset-based and non-asset 3PLs',
        paragraphs: [
          "An asset-based 3PL owns or leases warehouses and often trucks, which gives it direct control over capacity and service. A non-asset 3PL manages the work through subcontracted carriers and facilities, which gives it flexibility but adds a layer between the shipper and the operator. A fourth-party logistics provider (4PL) goes one step further and manages several 3PLs and carriers on the shipper's behalf, usually without running operations itself.",
          'Licensing follows the activity, not the label. In the United States, a 3PL that arranges trucking for others needs FMCSA broker authority, and one that books international ocean freight as an intermediary must be licensed or registered with the FMC as an ocean transportation intermediary (an NVOCC or ocean freight forwarder).',
        ],
      },
      {
        title: 'How 3PL pricing works',
        paragraphs: [
          'Warehouse-based 3PL pricing is usually activity-based: a fee for each unit of work, billed monthly. Typical lines are inbound receiving (per pallet, carton or container), storage (per pallet or per square foot per month), picking (per order plus per line or unit), packing materials, outbound shipping at the contracted carrier rate, and account management. Many contracts add a monthly minimum so that the 3PL is paid for dedicated space and staff even in quiet months. Rates vary widely by region, product and volume.',
          'Worked example: an importer of cosmetics stores an average of 400 pallets at US$18 per pallet per month (US$7,200), ships 6,000 e-commerce orders at US$3.00 per order plus US$0.50 for each of 9,000 additional units (US$22,500), and receives 8 containers at US$450 each (US$3,600). Before freight, the monthly invoice is US$33,300, or about US$5.55 per order. Comparing that figure with the fully loaded cost of an in-house operation is the real make-or-buy test.',
        ],
        summary:
          'Compare 3PL quotes on the same activity profile, not on the storage rate alone: picking and minimums usually decide the total.',
      },
      {
        title: 'Contracts, liability and KPIs',
        paragraphs: [
          "A 3PL agreement should define the scope of work, the service levels and the liability. Service levels are measured as KPIs such as dock-to-stock time, order accuracy, inventory accuracy and same-day dispatch before a cut-off time. Liability for loss or damage in a warehouse is often limited per unit of weight or per claim under the provider's standard terms, so high-value goods need a negotiated limit or their own cargo insurance.",
        ],
      },
      {
        title: 'Common mistakes to avoid',
        paragraphs: [
          'Shippers most often go wrong by sharing an incomplete data profile (order volumes, units per order, seasonality), which produces a quote that does not match the real workload; by ignoring exit terms and data ownership; and by failing to integrate systems, which leaves stock figures in two places that never agree. Agree in writing how peak-season surges will be staffed and priced before the first peak arrives.',
        ],
      },
    ],
    relatedTerms: [
      { url: '3pl-provider', name: '3PL Provider' },
      { url: 'warehousing', name: 'Warehousing' },
      { url: 'order-fulfillment', name: 'Order Fulfillment' },
      { url: 'supply-chain-management', name: 'Supply Chain Management' },
      { url: '', name: 'Fourth-party logistics (4PL)' },
    ],
  },
};

export default term;
