import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Inventory Optimisation Meaning',
    description:
      'Inventory optimisation explained: balancing service levels and stock, safety stock and reorder point formulas with worked figures, and how freight lead times matter.',
    keywords:
      'inventory optimisation, inventory optimization, safety stock, reorder point, EOQ, service level, lead time variability, MEIO, ABC analysis, stock levels',
  },
  data: {
    titleH1: 'Inventory Optimisation',
    breadcrumb: 'Inventory Optimisation',
    titleH2: 'What is inventory optimisation?',
    url: 'inventory-optimisation',
    headParagraphs: [
      [
        { strong: 'Inventory optimisation' },
        ' is the practice of holding the smallest amount of stock, in the right places, that still meets a target level of customer service. It balances two costs that pull in opposite directions: the cost of carrying inventory (capital, storage, insurance, obsolescence) and the cost of running out (lost sales, expedited freight, idle production lines).',
      ],
      'It is not the same as cutting stock. A well-optimised business may hold more of some items and much less of others, and its logistics choices, such as transit times and how reliable they are, feed directly into how much stock it needs.',
    ],
    content: [
      {
        title: 'The building blocks',
        paragraphs: ['Most inventory optimisation rests on a few standard elements:'],
        list: {
          title: 'Key concepts',
          items: [
            [
              { strong: 'Service level' },
              ': the target probability of not running out during a replenishment cycle, for example 95%.',
            ],
            [
              { strong: 'Safety stock' },
              ': extra stock held to absorb variation in demand and in lead time.',
            ],
            [
              { strong: 'Reorder point' },
              ': the stock level that triggers a new order, equal to expected demand during the lead time plus safety stock.',
            ],
            [
              { strong: 'Order quantity' },
              ': how much to order each time, often starting from the economic order quantity, EOQ = √(2 × annual demand × cost per order ÷ annual holding cost per unit).',
            ],
            [
              { strong: 'Segmentation' },
              ': ABC analysis by value or volume, so that fast-moving, high-value items get the closest attention.',
            ],
          ],
        },
      },
      {
        title: 'Worked example: safety stock and reorder point',
        paragraphs: [
          'A distributor in Rotterdam sells an average of 200 units a day of an item imported from China, with a daily standard deviation of 40 units. The lead time from order to stock on the shelf, including production, ocean transit, port and inland transport, is 36 days. For a 95% cycle service level the z-value is about 1.65.',
          'If the lead time were perfectly reliable, safety stock = z × σ(demand) × √(lead time) = 1.65 × 40 × 6 = 396 units, and the reorder point = 200 × 36 + 396 = 7,596 units.',
          'Now suppose the lead time varies with a standard deviation of 5 days, because of port congestion and blank sailings. The formula becomes z × √(lead time × σ(demand)² + average demand² × σ(lead time)²) = 1.65 × √(36 × 1,600 + 40,000 × 25) ≈ 1.65 × 1,028 ≈ 1,697 units. Unreliable transit more than quadruples the safety stock.',
        ],
        summary:
          'For importers, making lead times more reliable often frees more inventory than forecasting demand better.',
      },
      {
        title: 'Where logistics comes in',
        paragraphs: [
          [
            'Freight decisions change inventory. A faster mode or a direct service shortens lead time; a reliable carrier reduces lead-time variation; more frequent, smaller shipments reduce cycle stock but may raise freight cost per unit. ',
            { link: 'freight-dictionary/transit-time', text: 'Transit time' },
            ' and its reliability should therefore be part of any inventory model, and multi-echelon inventory optimisation (MEIO) tools go further by deciding how much stock to hold at each level of the network, from origin ',
            { link: 'freight-dictionary/warehousing', text: 'warehouses' },
            ' to regional distribution centres.',
          ],
        ],
      },
      {
        title: 'Approaches and trade-offs',
        paragraphs: [
          [
            { link: 'freight-dictionary/just-in-time', text: 'Just-in-time' },
            ' systems push inventory close to zero and depend on very reliable supply; "just-in-case" strategies accept higher stock as insurance against disruption. After the supply shocks of 2020 to 2022, many companies moved towards a mix: lean stock for predictable items and strategic buffers for critical components with long or fragile supply lines.',
          ],
        ],
      },
      {
        title: 'Common mistakes',
        paragraphs: [
          "Using one service-level target for every item; setting safety stock from gut feeling or a fixed number of weeks; measuring lead time as the carrier's quoted transit instead of the real order-to-shelf time; ignoring lead-time variability; and reviewing parameters only once a year. Recalculating regularly from actual data, item by item, is the core of the discipline.",
        ],
      },
    ],
    relatedTerms: [
      { url: 'just-in-time', name: 'Just-in-Time (JIT)' },
      { url: 'warehousing', name: 'Warehousing' },
      { url: 'supply-chain-management', name: 'Supply Chain Management' },
      { url: 'transit-time', name: 'Transit Time' },
      { url: 'order-fulfillment', name: 'Order Fulfillment' },
    ],
  },
};

export default term;
