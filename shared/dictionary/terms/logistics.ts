import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Logistics Meaning',
    description:
      'Logistics explained: planning and running the flow and storage of goods and information, its main functions and types, the companies involved, and key costs.',
    keywords:
      'logistics, logistics meaning, logistics management, business logistics, transportation, warehousing, inbound logistics, outbound logistics, reverse logistics, 3PL',
  },
  data: {
    titleH1: 'Logistics',
    breadcrumb: 'Logistics',
    titleH2: 'What is logistics?',
    url: 'logistics',
    headParagraphs: [
      [
        { strong: 'Logistics' },
        ' is the planning, execution and control of the movement and storage of goods, and of the information that goes with them, from the point of origin to the point of consumption, in a way that meets customer requirements at an acceptable cost. In short: getting the right product to the right place, at the right time, in the right condition and at the right cost.',
      ],
      [
        'Logistics is part of the wider discipline of ',
        { link: 'freight-dictionary/supply-chain-management', text: 'supply chain management' },
        ', which also covers sourcing, production planning and the relationships between all the companies in a chain. Logistics is the part that physically moves and holds the goods.',
      ],
    ],
    content: [
      {
        title: 'Main functions of logistics',
        paragraphs: [
          'Most logistics work falls into a handful of activities that have to be managed together, because a saving in one often adds cost in another:',
        ],
        list: {
          title: 'Core functions',
          items: [
            'Transportation: choosing modes, carriers and routes for road, rail, sea and air freight.',
            [
              { link: 'freight-dictionary/warehousing', text: 'Warehousing' },
              ' and distribution: storing, handling and dispatching goods.',
            ],
            'Inventory management: deciding what stock to hold, where and how much.',
            'Order processing and fulfillment: turning customer orders into shipments.',
            'Packaging and unitization: protecting goods and forming pallets or containers.',
            'Customs and trade compliance for international shipments.',
            'Information management: tracking, documents and data exchange between parties.',
          ],
        },
      },
      {
        title: 'Types of logistics',
        paragraphs: [
          [
            { link: 'freight-dictionary/inbound-logistics', text: 'Inbound logistics' },
            ' brings materials and goods from suppliers into a business; outbound logistics delivers finished products to customers; reverse logistics handles returns, repairs and recycling; and production logistics moves materials within a plant. International logistics adds customs clearance, trade documents and Incoterms 2020 rules to decide who is responsible for each part of the journey.',
          ],
        ],
      },
      {
        title: 'Who does the work',
        paragraphs: [
          [
            'Shippers (manufacturers, retailers, traders) either run logistics in-house or outsource it. Carriers (shipping lines, airlines, railways, trucking companies) operate the transport. Intermediaries organize it: ',
            { link: 'freight-dictionary/freight-forwarder', text: 'freight forwarders' },
            ' arrange international shipments and documents, NVOCCs issue their own bills of lading, freight brokers match loads with trucks, customs brokers clear goods, and ',
            { link: 'freight-dictionary/third-party-logistics', text: 'third-party logistics' },
            ' (3PL) providers run warehouses and distribution for their clients.',
          ],
        ],
      },
      {
        title: 'Example: one shipment, many logistics decisions',
        paragraphs: [
          'A Canadian outdoor-equipment brand sells tents made in Vietnam. Logistics decides how often to order and how much stock to keep in Toronto, whether to ship FCL or LCL, which carrier and port to use, whether to rail containers inland or truck them, how to clear customs, where to store the tents, how to pick and pack online orders, and how to handle returns. Each decision affects the cost per tent and how quickly a customer receives one.',
        ],
      },
      {
        title: 'Why logistics matters',
        paragraphs: [
          "Logistics is a large cost for most goods businesses and a major part of the economy: in the United States, CSCMP's annual State of Logistics report has put business logistics costs at roughly 7 to 9% of GDP in recent years. It also shapes customer experience, working capital and emissions, since transport is a large source of a product's carbon footprint.",
        ],
        summary:
          "Logistics turns a product in a factory into a product in a customer's hands; the way it is done decides much of the cost and service.",
      },
      {
        title: 'Common mistakes',
        paragraphs: [
          'Optimizing one function in isolation, for example choosing the cheapest freight and then paying for extra inventory and expedited shipments; treating logistics as an afterthought in sales contracts; and working without shared data, so that each party sees only its own part of the shipment.',
        ],
      },
    ],
    relatedTerms: [
      { url: 'supply-chain-management', name: 'Supply Chain Management' },
      { url: 'inbound-logistics', name: 'Inbound Logistics' },
      { url: 'third-party-logistics', name: 'Third-Party Logistics' },
      { url: 'warehousing', name: 'Warehousing' },
      { url: 'freight-forwarder', name: 'Freight Forwarder' },
    ],
  },
};

export default term;
