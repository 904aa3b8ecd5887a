import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Order Fulfillment Meaning',
    description:
      'Order fulfillment explained: receiving, storage, picking, packing, shipping and returns, fulfillment models, key metrics and a worked cost-per-order example.',
    keywords:
      'order fulfillment, fulfillment center, pick and pack, ecommerce fulfillment, 3PL fulfillment, order cycle time, cost per order, picking methods',
  },
  data: {
    titleH1: 'Order Fulfillment',
    breadcrumb: 'Order Fulfillment',
    titleH2: 'What is order fulfillment?',
    url: 'order-fulfillment',
    headParagraphs: [
      [
        { strong: 'Order fulfillment' },
        ' is the set of operations that turns a customer order into a delivered shipment: receiving and storing inventory, picking the ordered items, packing them, handing them to a carrier with the right label and documents, and handling returns. It applies to business-to-consumer e-commerce parcels as much as to business-to-business orders shipped by the pallet.',
      ],
    ],
    content: [
      {
        title: 'The fulfillment process step by step',
        paragraphs: [],
        list: {
          title: 'From inbound to delivery',
          items: [
            'Receiving: inbound containers or trucks are unloaded, counted against the advance shipment notice, inspected and labeled.',
            'Put-away and storage: goods are assigned locations in the warehouse management system (WMS).',
            'Order processing: orders arrive from a web shop, marketplace or EDI feed and are checked for stock, address and payment.',
            'Picking: staff or robots collect the items, guided by pick lists or scanners.',
            'Packing: items are checked, packed in the right-sized carton, weighed, and labeled with the carrier label and any invoice or customs document.',
            'Shipping: parcels are sorted by carrier and handed over at the daily cut-off; tracking numbers go back to the customer.',
            'Returns: returned items are received, inspected, and restocked, refurbished or scrapped.',
          ],
        },
      },
      {
        title: 'Fulfillment models',
        paragraphs: [
          [
            'A business can fulfill orders in its own warehouse, outsource to a ',
            { link: 'freight-dictionary/3pl-provider', text: '3PL provider' },
            " that charges per activity, use a marketplace's fulfillment program, or have the supplier ship directly to the customer (drop shipping). Many combine them: fast-moving items stocked at a 3PL close to customers, bulky items drop-shipped from the factory. Picking methods also differ: discrete picking (one order at a time), batch picking (several orders in one walk), zone picking (each picker covers one area) and wave picking (orders released in timed groups).",
          ],
        ],
      },
      {
        title: 'Worked example: cost per order at a 3PL',
        paragraphs: [
          'An online retailer of kitchenware ships 4,000 orders a month from a 3PL, averaging 2 items per order. The 3PL charges US$2.75 to pick the first item and US$0.60 for each additional item, US$0.45 for packaging, and US$22 per pallet per month for storage; the retailer keeps 120 pallets in stock.',
          'Per order, handling = 2.75 + 0.60 + 0.45 = US$3.80. Storage = 120 × 22 = US$2,640 a month, or 2,640 ÷ 4,000 = US$0.66 per order. Fulfillment cost before postage = US$4.46 per order. If parcel postage averages US$6.90, the landed fulfillment and delivery cost is about US$11.36 per order. The figures are illustrative; 3PL rate cards vary widely by country, volume and service.',
        ],
        summary: 'Slow-moving stock raises storage cost per order; reduce it with better inventory planning.',
      },
      {
        title: 'Metrics that matter',
        paragraphs: [],
        list: {
          title: 'Common fulfillment KPIs',
          items: [
            'Order accuracy: share of orders shipped with the right items and quantities.',
            'On-time shipment: share of orders shipped before the promised cut-off.',
            'Order cycle time: hours from order receipt to carrier hand-over.',
            'Dock-to-stock time: hours from inbound arrival to stock being available to sell.',
            'Cost per order and cost per unit shipped.',
          ],
        },
      },
      {
        title: 'Common mistakes and how to avoid them',
        paragraphs: [
          [
            'Inaccurate stock records lead to overselling: count regularly and reconcile the WMS with the shop. Oversized packaging inflates parcel charges billed on volumetric weight. Poor inbound preparation (unlabeled cartons, mixed SKUs on one pallet) slows receiving and delays stock going live. Late carrier cut-offs, and no plan for returns, are other frequent gaps. Good ',
            { link: 'freight-dictionary/inventory-optimisation', text: 'inventory optimization' },
            ' and a clear ',
            { link: 'freight-dictionary/return-merchandise-authorisation', text: 'returns authorization' },
            ' process keep both cost and customer complaints down; the delivery itself is covered under ',
            { link: 'freight-dictionary/last-mile-logistics', text: 'last-mile logistics' },
            '.',
          ],
        ],
      },
    ],
    relatedTerms: [
      { url: 'warehousing', name: 'Warehousing' },
      { url: '3pl-provider', name: '3PL Provider' },
      { url: 'last-mile-logistics', name: 'Last-Mile Logistics' },
      { url: 'inventory-optimisation', name: 'Inventory Optimisation' },
      { url: 'advanced-shipment-notice', name: 'Advanced Shipment Notice' },
      { url: 'return-merchandise-authorisation', name: 'Return Merchandise Authorisation' },
    ],
  },
};

export default term;
