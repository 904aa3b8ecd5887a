import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Inbound Logistics Meaning',
    description:
      'Inbound logistics explained: moving goods from suppliers into your business, the steps from purchase order to put-away, key KPIs and how to control costs.',
    keywords:
      'inbound logistics, inbound freight, inbound vs outbound logistics, supplier logistics, receiving, routing guide, purchase order management, ASN, dock scheduling',
  },
  data: {
    titleH1: 'Inbound Logistics',
    breadcrumb: 'Inbound Logistics',
    titleH2: 'What is inbound logistics?',
    url: 'inbound-logistics',
    headParagraphs: [
      [
        { strong: 'Inbound logistics' },
        ' covers everything involved in bringing materials, components and finished goods from suppliers into a business: ordering, supplier coordination, transport, import clearance, receiving and storage. Outbound logistics is the mirror image, moving products from the business to its customers.',
      ],
      'For manufacturers, inbound logistics feeds the production line; for retailers and distributors, it fills the warehouses and stores. Poor inbound control shows up as stockouts, overcrowded docks and freight bills that nobody can explain.',
    ],
    content: [
      {
        title: 'The inbound process step by step',
        paragraphs: ['A typical inbound flow for imported goods looks like this:'],
        list: {
          title: 'Main steps',
          items: [
            'Purchase order issued, with delivery date, quantity, packing instructions and the agreed Incoterms 2020 rule.',
            'Supplier follows a routing guide: which forwarder or carrier to use, labeling, pallet and carton standards.',
            [
              'Freight booked and, for small suppliers, combined through origin ',
              { link: 'freight-dictionary/consolidation', text: 'consolidation' },
              ' into full containers.',
            ],
            [
              'Supplier or forwarder sends an ',
              { link: 'freight-dictionary/advanced-shipment-notice', text: 'advance shipment notice' },
              ' (ASN) so the receiving site knows what is coming.',
            ],
            'Import customs clearance, then drayage or trucking to the warehouse, with a booked dock appointment.',
            'Receiving: counting and checking against the PO and ASN, recording damage, then put-away or cross-docking to outbound orders.',
          ],
        },
      },
      {
        title: 'Who controls and pays for inbound freight',
        paragraphs: [
          [
            'The Incoterms rule decides who arranges the main carriage. Under ',
            { link: 'freight-dictionary/ex-works', text: 'EXW' },
            ', FCA or FOB the buyer controls it, which gives visibility, the ability to consolidate many suppliers and leverage with carriers. Under CIF, DAP or DDP the supplier controls it and includes freight in the price, which is simpler but hides the true freight cost and leaves the buyer with less say over routing and timing. Many large importers move to buyer-controlled inbound freight as volumes grow.',
          ],
        ],
      },
      {
        title: 'Example: a retailer importing from Vietnam',
        paragraphs: [
          [
            "A US home-goods retailer buys from 12 suppliers around Ho Chi Minh City on FOB terms. Its forwarder collects the smaller suppliers' cartons at a consolidation warehouse and fills 40-foot containers, while the two largest suppliers load their own full containers. The boxes sail to Savannah, where a broker clears them and trucks take them to the retailer's distribution center. There, about a third of the cartons are ",
            { link: 'freight-dictionary/cross-docking', text: 'cross-docked' },
            ' straight to store trucks and the rest are put away. Consolidating small suppliers lets the retailer pay container rates instead of LCL rates for most of its volume.',
          ],
        ],
      },
      {
        title: 'Key performance indicators',
        paragraphs: ['Useful inbound KPIs include:'],
        list: {
          title: 'What to measure',
          items: [
            'Supplier on-time in-full (OTIF) performance against the PO.',
            'Inbound freight cost per unit or as a percentage of the cost of goods.',
            'Dock-to-stock time: from truck arrival to goods available for picking.',
            'ASN accuracy and receiving discrepancy rate.',
            'Detention and demurrage paid, a sign of poor coordination between port and warehouse.',
          ],
        },
        summary:
          'Inbound logistics is where purchasing decisions turn into freight, inventory and warehouse costs.',
      },
      {
        title: 'Common mistakes',
        paragraphs: [
          'Leaving inbound freight entirely to suppliers, then being surprised by landed costs; issuing purchase orders without packing and labeling standards, which slows receiving; not sharing ASN data with the warehouse; and booking trucks without dock appointments, which leads to waiting time and detention charges. A written routing guide and a single view of open purchase orders and shipments solve many of these problems.',
        ],
      },
    ],
    relatedTerms: [
      { url: 'logistics', name: 'Logistics' },
      { url: 'advanced-shipment-notice', name: 'Advanced Shipment Notice' },
      { url: 'warehousing', name: 'Warehousing' },
      { url: 'supply-chain-management', name: 'Supply Chain Management' },
      { url: 'just-in-time', name: 'Just-in-Time (JIT)' },
    ],
  },
};

export default term;
