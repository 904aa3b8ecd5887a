import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Yield Management Meaning',
    description:
      'Yield management in freight explained: how carriers price and allocate perishable space on ships and aircraft, overbooking, key metrics and an example.',
    keywords:
      'yield management, revenue management, freight yield, carrier pricing, dynamic pricing shipping, overbooking cargo, revenue per TEU',
  },
  data: {
    titleH1: 'Yield Management',
    breadcrumb: 'Yield Management',
    titleH2: 'What is yield management in shipping?',
    url: 'yield-management',
    headParagraphs: [
      [
        { strong: 'Yield management' },
        ', also called revenue management, is the practice of pricing and allocating fixed, perishable capacity so that it earns the most revenue. A slot on a ship or space on an aircraft that leaves empty cannot be sold later, so carriers decide in advance how much space to sell to which customers, at what price and when.',
      ],
      'Airlines developed the discipline for passengers in the 1980s; air cargo airlines, container lines and, to a lesser extent, trucking and rail companies now apply it to freight.',
    ],
    content: [
      {
        title: 'How carriers apply it',
        paragraphs: [
          'A carrier forecasts demand on each voyage or flight and splits its capacity between contract customers, who get agreed volumes at fixed rates, and the spot market, where prices change with demand. It then manages the mix: accepting or refusing bookings based on their contribution after costs, and adjusting rates and surcharges as the departure approaches.',
        ],
        list: {
          title: 'Typical levers',
          items: [
            'Allocation: reserving space for long-term customers, forwarders and NVOCCs by lane and by week.',
            'Dynamic pricing: raising spot rates as space fills and releasing cheaper rates when bookings are weak.',
            'Overbooking: accepting more bookings than the capacity, because a share of shippers cancel or fail to deliver cargo; the surplus is rolled to the next departure.',
            'Cargo mix: preferring cargo that earns more per slot or per kilogram, such as reefers, dangerous goods or dense air cargo that fills weight capacity.',
            [
              'Capacity control: ',
              { link: 'freight-dictionary/blank-sailing', text: 'blank sailings' },
              ', slower steaming or smaller aircraft when demand falls, to protect rates.',
            ],
            [
              'Surcharges such as the ',
              { link: 'freight-dictionary/peak-season-surcharge', text: 'peak season surcharge' },
              ' when demand exceeds capacity.',
            ],
          ],
        },
      },
      {
        title: 'Metrics used',
        paragraphs: [
          'Container lines track utilization (loaded TEU divided by available TEU), average revenue per TEU or FEU and contribution per slot after cargo costs. Air cargo carriers define yield as revenue per revenue tonne-kilometer or per chargeable kilogram, alongside the load factor by weight and by volume. A rising load factor with a falling yield means space is being filled by cheap cargo; the goal is the best combination of both.',
        ],
      },
      {
        title: 'A worked example',
        paragraphs: [
          [
            'A service from Shanghai to Los Angeles has 10,000 TEU of weekly capacity. The carrier has contracts covering 6,000 TEU at US$1,800 per FEU and expects spot demand of 5,000 TEU. Because about 8% of bookings typically do not materialize, it accepts bookings for around 10,800 TEU. As the vessel fills, the spot rate for the last available space is raised from US$2,400 to US$3,000 per FEU, and low-margin bookings, such as cargo that creates extra empty repositioning on the ',
            { link: 'freight-dictionary/backhaul', text: 'backhaul' },
            ', are rolled to the next week. The figures are illustrative; the method is what matters.',
          ],
        ],
      },
      {
        title: 'What it means for shippers and forwarders',
        paragraphs: [
          'Shippers see yield management as rates that change daily, bookings rolled at short notice in peak periods and contract allocations cut when spot rates rise above contract rates. Shippers that deliver the volumes they commit to and book accurate forecasts tend to receive better allocation; those that overbook with several carriers get penalized in the next tender.',
          [
            'Forwarders run their own version: they buy space under contracts and sell it on across many customers, so they must manage their commitments with carriers against uncertain demand. Clear ',
            { link: 'freight-dictionary/freight-charge', text: 'freight charge' },
            ' structures and transparent surcharges make these decisions easier to explain to customers.',
          ],
        ],
        summary:
          'Yield management explains why the same slot can cost very different amounts from week to week.',
      },
      {
        title: 'Rules and limits',
        paragraphs: [
          'In US ocean trades, common carriers must publish tariff rates or sign service contracts filed with the FMC, and the Ocean Shipping Reform Act of 2022 made it unlawful for carriers to unreasonably refuse to deal or negotiate with shippers over vessel space. Yield management must therefore work within contractual commitments and these rules, not around them.',
        ],
      },
    ],
    relatedTerms: [
      { url: 'blank-sailing', name: 'Blank Sailing' },
      { url: 'peak-season-surcharge', name: 'Peak Season Surcharge' },
      { url: 'ocean-freight', name: 'Ocean Freight' },
      { url: 'backhaul', name: 'Backhaul' },
      { url: '', name: 'Load factor' },
    ],
  },
};

export default term;
