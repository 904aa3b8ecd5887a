import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Just-in-Time (JIT) Meaning',
    description:
      'Just-in-time (JIT) explained: producing and delivering only what is needed when it is needed, how it shapes logistics, its risks, and JIT vs just-in-case.',
    keywords:
      'just in time, just-in-time, JIT, JIT inventory, JIT logistics, kanban, Toyota Production System, just in sequence, lean, just in case',
  },
  data: {
    titleH1: 'Just-in-Time (JIT)',
    breadcrumb: 'Just-in-Time (JIT)',
    titleH2: 'What is just-in-time in logistics?',
    url: 'just-in-time',
    headParagraphs: [
      [
        { strong: 'Just-in-time (JIT)' },
        ' is a production and inventory strategy in which materials are delivered only as they are needed, in the quantities needed, so that little stock is held between steps. It was developed at Toyota as part of the Toyota Production System, from the 1950s onward, and spread worldwide as part of "lean" manufacturing.',
      ],
      'For logistics, JIT turns warehouses into flows: instead of large, infrequent deliveries stored for weeks, suppliers send small, frequent deliveries timed to the production schedule or to store demand.',
    ],
    content: [
      {
        title: 'How JIT works',
        paragraphs: [
          'JIT is a pull system. Consumption at one step signals the previous step to produce or deliver more, classically with kanban cards or bins, today usually with electronic signals from a production or warehouse system. Deliveries are scheduled to tight windows, sometimes of an hour or less, and suppliers are often located close to the plant or run consolidated "milk runs" that collect from several suppliers on one route.',
        ],
        list: {
          title: 'Logistics features of a JIT supply chain',
          items: [
            'Frequent, small deliveries with fixed time slots at the dock.',
            [
              'Fast transfer of inbound goods, often through ',
              { link: 'freight-dictionary/cross-docking', text: 'cross-docking' },
              ' rather than storage.',
            ],
            'Just-in-sequence (JIS) delivery, where parts such as seats or cockpits arrive in the exact order of the vehicles on the line.',
            'Close data sharing with suppliers and carriers, and strict on-time performance targets.',
          ],
        },
      },
      {
        title: 'Benefits',
        paragraphs: [
          [
            'JIT cuts the capital tied up in stock, the space needed to store it, and the waste from damage and obsolescence. It also exposes problems quickly: with no buffer, a quality defect or a late delivery stops the line and must be fixed at the root. Done well, it supports ',
            { link: 'freight-dictionary/inventory-optimisation', text: 'inventory optimisation' },
            ' and a leaner cost base.',
          ],
        ],
      },
      {
        title: 'Example',
        paragraphs: [
          [
            "A seat supplier located a few kilometers from a car assembly plant receives the plant's build sequence electronically when each car body enters the paint shop. It assembles the seats in that order, loads them on racks and delivers a truck every couple of hours directly to the line side. The plant holds only a few hours of seats. Components from overseas, however, cannot be managed this way: they arrive by sea and are buffered in a nearby warehouse, because ocean ",
            { link: 'freight-dictionary/transit-time', text: 'transit times' },
            ' are long and less predictable.',
          ],
        ],
      },
      {
        title: 'Risks and JIT versus just-in-case',
        paragraphs: [
          'A JIT system is only as reliable as its supply. The 2011 earthquake and tsunami in Japan, the 2020–2022 pandemic disruptions, the semiconductor shortage that halted car plants in 2021, and the Suez Canal blockage of March 2021 showed how quickly lean chains stop when one supplier or one route fails. Ocean schedule reliability fell to historic lows during that period, making long-distance JIT very difficult.',
          'Many companies now combine JIT for local, reliable flows with "just-in-case" buffers for critical or long-distance items, dual sourcing and nearshoring.',
        ],
        summary:
          'JIT saves inventory cost by spending reliability; where supply is not reliable, buffers return.',
      },
      {
        title: 'Common mistakes',
        paragraphs: [
          [
            'Applying JIT to items with long, variable lead times; pushing inventory back onto suppliers without shortening their lead times, which only moves the stock; ignoring the higher freight cost of many small shipments; and running JIT without real-time ',
            { link: 'freight-dictionary/shipment-tracking', text: 'shipment tracking' },
            ' and agreed contingency plans for late deliveries.',
          ],
        ],
      },
    ],
    relatedTerms: [
      { url: 'inventory-optimisation', name: 'Inventory Optimisation' },
      { url: 'inbound-logistics', name: 'Inbound Logistics' },
      { url: 'cross-docking', name: 'Cross Docking' },
      { url: 'supply-chain-management', name: 'Supply Chain Management' },
      { url: '', name: 'Kanban' },
    ],
  },
};

export default term;
