import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Last-Mile Logistics Meaning',
    description:
      'Last-mile logistics explained: the final leg from hub to customer, why it costs so much per parcel, how cost per drop is calculated and how to reduce failed deliveries.',
    keywords:
      'last-mile logistics, last mile delivery, final leg, cost per drop, failed delivery, parcel lockers, route density, e-commerce delivery',
  },
  data: {
    titleH1: 'Last-Mile Logistics',
    breadcrumb: 'Last-Mile Logistics',
    titleH2: 'What is last-mile logistics?',
    url: 'last-mile-logistics',
    headParagraphs: [
      [
        { strong: 'Last-mile logistics' },
        ' is the planning and execution of the final leg of a shipment, from the last distribution center, depot or hub to the end recipient: a home, a shop, a construction site or a pickup point. It covers routing, vehicles, delivery time windows, customer communication, proof of delivery and returns collected on the same routes.',
      ],
      [
        'The term is often used interchangeably with ',
        { link: 'freight-dictionary/final-mile-delivery', text: 'final-mile delivery' },
        '. In practice "last mile" is used most for parcels and e-commerce, while "final mile" is common for heavy or bulky goods that need two-person delivery and installation.',
      ],
    ],
    content: [
      {
        title: 'Why the last mile is expensive',
        paragraphs: [
          'Upstream legs move consolidated freight: one truck carries hundreds of parcels on a single line-haul run. In the last mile the same volume is split into many small drops, each with its own stop, parking, walk to the door and hand-over. Low drop density in rural areas, narrow time windows, failed first attempts and returns all add cost. For many parcel and e-commerce networks it is the most expensive leg per shipment, although the exact share varies widely by country, density and service level.',
        ],
      },
      {
        title: 'How cost per drop is calculated',
        paragraphs: [
          'A simple model divides the daily cost of a route by the number of successful deliveries. Take a van route in a European city: vehicle, driver, fuel and depot overhead cost €380 per day. The driver has 130 stops, and 92% succeed at the first attempt, so 119.6 parcels are delivered. Cost per successful drop = 380 ÷ 119.6 ≈ €3.18.',
          'If the first-attempt success rate rises to 97% (for example by sending live delivery windows and offering a safe place or locker), the route delivers 126.1 parcels and the cost per drop falls to about €3.01. About six fewer parcels per route also need a second attempt or a return to sender, a saving that does not show in the per-drop figure.',
        ],
        summary: 'Density and first-attempt success drive last-mile cost more than vehicle price does.',
      },
      {
        title: 'Delivery models',
        paragraphs: [],
        list: {
          title: 'Common last-mile options',
          items: [
            'Own fleet: control over service and branding, but fixed costs must be covered on slow days.',
            'Parcel carriers and postal operators: national coverage, priced per parcel by weight and zone.',
            'Crowdsourced or gig drivers: flexible capacity for same-day delivery in cities.',
            'Pickup points and parcel lockers: many drops consolidated into one stop, fewer failed deliveries.',
            'Cargo bikes and small electric vans: used in city centers with low-emission zones or access restrictions.',
            'White-glove or two-person delivery: for furniture, appliances and equipment needing installation.',
          ],
        },
      },
      {
        title: 'Example: an importer selling online',
        paragraphs: [
          [
            'An importer brings a 40-foot container of small home appliances from Ningbo to Rotterdam, clears customs, and stores the goods at a fulfillment center in the Netherlands. Each online order is picked and packed there (see ',
            { link: 'freight-dictionary/order-fulfillment', text: 'order fulfillment' },
            '), handed to a parcel carrier in the evening, trunked to regional depots overnight and delivered the next day. The parcel carrier returns an electronic ',
            { link: 'freight-dictionary/proof-of-delivery-pod', text: 'proof of delivery' },
            ' with a timestamp, a photo or signature and the GPS position, which the importer uses to close customer queries and carrier claims.',
          ],
        ],
      },
      {
        title: 'Common mistakes and how to avoid them',
        paragraphs: [],
        list: {
          title: 'Points to check',
          items: [
            'Incomplete addresses and missing phone numbers: validate them at checkout.',
            'Promising delivery windows the network cannot meet: set cut-off times by region.',
            'Ignoring returns: plan collection and reverse flows on the same routes where possible.',
            'Weak proof of delivery: require photo or signature for high-value goods to resist "not received" disputes.',
            'Oversized packaging: parcel carriers often bill by volumetric weight, so empty space costs money.',
          ],
        },
      },
    ],
    relatedTerms: [
      { url: 'final-mile-delivery', name: 'Final Mile Delivery' },
      { url: 'order-fulfillment', name: 'Order Fulfillment' },
      { url: 'proof-of-delivery-pod', name: 'Proof of Delivery (POD)' },
      { url: 'zone-skipping', name: 'Zone Skipping' },
      { url: 'warehousing', name: 'Warehousing' },
      { url: 'return-merchandise-authorisation', name: 'Return Merchandise Authorisation' },
    ],
  },
};

export default term;
