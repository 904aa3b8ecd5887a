import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Supply Chain Management Meaning',
    description:
      'Supply chain management (SCM) explained: planning, sourcing, making, delivering and returning goods, the key metrics with worked figures, and common risks.',
    keywords:
      'supply chain management, SCM, supply chain, SCOR model, inventory turns, cash-to-cash cycle, OTIF, S&OP, supply chain risk, bullwhip effect',
  },
  data: {
    titleH1: 'Supply Chain Management',
    breadcrumb: 'Supply Chain Management',
    titleH2: 'What is supply chain management?',
    url: 'supply-chain-management',
    headParagraphs: [
      [
        { strong: 'Supply chain management (SCM)' },
        ' is the coordination of everything needed to get a product from raw materials to the end customer: demand planning, purchasing, production, inventory, transport, warehousing, order fulfillment and returns, together with the information and cash that flow alongside the goods. Its aim is to serve customers at the service level they expect while keeping total cost and working capital as low as possible.',
      ],
      [
        'SCM is broader than ',
        { link: 'freight-dictionary/logistics', text: 'logistics' },
        ', which concerns the physical movement and storage of goods. A supply chain manager also decides where to source, how much stock to hold and where, and how to balance cost against resilience.',
      ],
    ],
    content: [
      {
        title: 'The main processes',
        paragraphs: [
          'A widely used reference is the SCOR model maintained by ASCM (the Association for Supply Chain Management). Up to its version 12 it grouped the work into planning, sourcing, making, delivering and returning, with enabling processes around them; its successor, the SCOR Digital Standard, arranges it as seven processes: orchestrate, plan, order, source, transform, fulfill and return. Many companies still organize their supply chain along the older five:',
        ],
        list: {
          title: 'Core activities',
          items: [
            'Plan: forecast demand and balance it against supply, often through a monthly sales and operations planning (S&OP) cycle.',
            [
              'Source: select suppliers, negotiate terms, manage ',
              { link: 'freight-dictionary/inbound-logistics', text: 'inbound logistics' },
              ' and supplier performance.',
            ],
            'Make: schedule production and manage components and work in progress.',
            'Deliver: warehouse, pick, ship and deliver orders; choose carriers and modes.',
            [
              'Return: handle returns, repairs and recycling through ',
              { link: 'freight-dictionary/reverse-logistics', text: 'reverse logistics' },
              '.',
            ],
          ],
        },
      },
      {
        title: 'Key metrics and how they are calculated',
        paragraphs: [
          'Inventory turnover = cost of goods sold ÷ average inventory value. A company with US$12 million of annual cost of goods sold and an average inventory of US$2 million turns its stock 6 times a year, which is about 61 days of inventory (365 ÷ 6).',
          'Cash-to-cash cycle = days of inventory + days sales outstanding − days payables outstanding. With 61 days of inventory, customers paying in 45 days and suppliers paid in 60 days, the cycle is 46 days: the time the company finances its own goods. Longer ocean transit times increase inventory in transit and lengthen this cycle.',
          'On time in full (OTIF) measures the share of orders delivered on the agreed date and in the full quantity; a target of 95% or more is common in retail supplier agreements, with penalties for misses.',
        ],
        summary: 'Good SCM shows up in working capital as much as in freight cost.',
      },
      {
        title: 'Systems and partners',
        paragraphs: [
          [
            'An ERP system holds orders, inventory and finance; a warehouse management system (WMS) runs the sites; a transport management system (TMS) plans and books freight; and planning software forecasts demand. Data moves between partners through ',
            { link: 'freight-dictionary/electronic-data-interchange', text: 'EDI' },
            ' and APIs: purchase orders, advance shipment notices, tracking events and invoices. Many companies outsource execution to forwarders and ',
            { link: 'freight-dictionary/third-party-logistics', text: 'third-party logistics' },
            ' providers while keeping planning and supplier strategy in-house.',
          ],
        ],
      },
      {
        title: 'Risks and how they are managed',
        paragraphs: [
          'Recent years showed how fragile long supply chains can be: pandemic factory closures, the container shortage and record freight rates of 2021, the six-day blockage of the Suez Canal by the Ever Given in March 2021, and diversions around the Cape of Good Hope from late 2023 when Red Sea transits became unsafe. Small changes in end demand also get amplified into large swings in orders upstream, known as the bullwhip effect.',
        ],
        list: {
          title: 'Common responses',
          items: [
            'Dual sourcing or nearshoring for critical parts.',
            'Safety stock sized to transit-time variability, not just average transit time.',
            'Sharing forecasts with suppliers and carriers to dampen the bullwhip effect.',
            'Mixing contract and spot freight capacity, and holding alternative routings in reserve.',
          ],
        },
      },
      {
        title: 'Worked example',
        paragraphs: [
          'A European appliance brand sources motors from China with about 45 days of transit door to door and holds 30 days of safety stock. When Red Sea diversions add about two weeks to transit and make it less predictable, it raises safety stock for the top 20 items, moves part of the volume to rail, and qualifies a second supplier in Turkey. Inventory rises temporarily, but stock-outs are avoided and OTIF to retailers stays above target.',
        ],
      },
    ],
    relatedTerms: [
      { url: 'logistics', name: 'Logistics' },
      { url: 'inventory-optimisation', name: 'Inventory Optimisation' },
      { url: 'just-in-time', name: 'Just-in-Time' },
      { url: 'third-party-logistics', name: 'Third-Party Logistics' },
      { url: 'inbound-logistics', name: 'Inbound Logistics' },
    ],
  },
};

export default term;
