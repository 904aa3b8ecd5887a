import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is 3PL Provider Meaning',
    description:
      'What a 3PL provider does, how 3PL contracts and pricing work, the KPIs to put in the agreement, and how to choose and manage a third-party logistics partner.',
    keywords:
      '3PL provider, third-party logistics provider, 3PL warehouse, 3PL pricing, 3PL contract, logistics outsourcing, fulfillment partner',
  },
  data: {
    titleH1: '3PL Provider',
    breadcrumb: '3PL Provider',
    titleH2: 'What is a 3PL provider?',
    url: '3pl-provider',
    headParagraphs: [
      [
        'A ',
        { strong: '3PL provider' },
        ' is a company that runs part of another business’s logistics under contract: receiving and storing inventory, picking and packing orders, arranging transport, clearing goods through customs or handling returns. The client keeps ownership of the goods and the relationship with its customers; the provider supplies the buildings, staff, systems and carrier contracts. The wider practice is described under ',
        { link: 'freight-dictionary/third-party-logistics', text: 'third-party logistics' },
        '.',
      ],
      'Shippers use a 3PL to turn fixed costs (leases, staff, equipment) into variable ones, to reach new markets without opening their own sites, and to absorb seasonal peaks. The trade-off is less direct control, so the contract and the data exchanged with the provider matter as much as the price.',
    ],
    content: [
      {
        title: 'Where a 3PL sits among the other “PLs”',
        paragraphs: [
          'The numbering describes how much of the logistics chain is handed over. It is a market convention, not a legal classification, and providers often span several levels.',
        ],
        list: {
          title: 'Common usage',
          items: [
            [{ strong: '1PL' }, ': the shipper or consignee moves goods with its own trucks and warehouses.'],
            [
              { strong: '2PL' },
              ': an asset-based carrier (shipping line, airline, trucking company) that performs the transport itself.',
            ],
            [
              { strong: '3PL' },
              ': a provider that combines warehousing, fulfillment and transport management, using its own or subcontracted assets.',
            ],
            [
              { strong: '4PL' },
              ': a lead logistics provider that manages several 3PLs and carriers on the client’s behalf, often without owning assets.',
            ],
          ],
        },
      },
      {
        title: 'Services a 3PL provider typically offers',
        paragraphs: [
          [
            'Core services are ',
            { link: 'freight-dictionary/warehousing', text: 'warehousing' },
            ' (inbound receiving, put-away, storage, cycle counts), ',
            { link: 'freight-dictionary/order-fulfillment', text: 'order fulfillment' },
            ' (pick, pack, label, dispatch), and transport management (carrier selection, rate negotiation, freight audit). Many add value-added services such as kitting, relabeling, ',
            { link: 'freight-dictionary/cross-docking', text: 'cross-docking' },
            ', returns processing and customs brokerage.',
          ],
          'In the United States a 3PL that arranges truck freight for clients without operating the trucks acts as a property broker and needs broker authority from the Federal Motor Carrier Safety Administration (FMCSA), including a US$75,000 surety bond or trust fund. Ocean transport arranged as a carrier by a US-based provider falls under Federal Maritime Commission (FMC) licensing for ocean transportation intermediaries.',
        ],
      },
      {
        title: 'How 3PL pricing is calculated',
        paragraphs: [
          'Most warehouse and fulfillment contracts use transactional pricing: a rate per unit of activity, set out in a rate card. Typical lines are receiving (per container, pallet or carton), storage (per pallet, bin or cubic meter per month), pick and pack (per order plus per additional item), packaging materials, and outbound shipping at the provider’s negotiated carrier rates plus a margin. Some large accounts use cost-plus or open-book models instead, where the client pays actual costs plus an agreed management fee.',
          'Worked example (rates are illustrative; they vary widely by country and volume): an online retailer stores 400 pallets at US$20 per pallet per month (US$8,000), ships 5,000 orders at US$2.50 per order plus US$0.50 for each of 3,000 extra items (US$14,000), and receives four 40-foot containers at US$450 each (US$1,800). The monthly warehouse bill is US$23,800 before postage and freight.',
        ],
        summary: 'Compare providers on a modelled month of your own volumes, not on headline storage rates.',
      },
      {
        title: 'The contract: SLAs, liability and data',
        paragraphs: [
          'A service level agreement (SLA) should define measurable KPIs with penalties or credits: dock-to-stock time (for example, received goods available for sale within 48 hours), order accuracy (often targeted at 99.5% or better), same-day dispatch for orders received before a cut-off, inventory accuracy from cycle counts, and on-time delivery.',
          [
            'Liability is where disputes start. Warehouse operators commonly limit their liability for loss or damage to an amount per pound, per kilogram or per unit in their standard terms, which may be far below the goods’ value. ',
            { strong: 'Check the limitation clause and insure the stock separately' },
            ' if its value exceeds it. The contract should also state who owns the data, how inventory is reported, and how goods are released if the relationship ends.',
          ],
        ],
      },
      {
        title: 'Choosing and managing a 3PL provider',
        paragraphs: [
          'Visit the sites, ask for references from clients with similar products (fragile, temperature-controlled, dangerous goods, high-value), and test the warehouse management system’s integration with your order platform before signing. Start with a defined onboarding plan, agree a forecast-sharing routine, and review KPIs monthly.',
        ],
        list: {
          title: 'Common mistakes',
          items: [
            'Sending inventory before item master data (dimensions, weights, barcodes) is loaded, which slows receiving and inflates storage bills.',
            'Agreeing rates without minimum-volume or minimum-fee clauses being understood.',
            'Leaving peak-season capacity unreserved, then finding the provider full in November.',
            'Not auditing invoices against the rate card and activity reports.',
          ],
        },
      },
    ],
    relatedTerms: [
      { url: 'third-party-logistics', name: 'Third-Party Logistics' },
      { url: 'warehousing', name: 'Warehousing' },
      { url: 'order-fulfillment', name: 'Order Fulfillment' },
      { url: 'freight-broker', name: 'Freight Broker' },
      { url: 'supply-chain-management', name: 'Supply Chain Management' },
    ],
  },
};

export default term;
