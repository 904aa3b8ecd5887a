import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Freight Charge Meaning',
    description:
      'Freight charges explained: what makes up the price of carriage, how sea, LCL and air freight are calculated, prepaid vs collect, and who pays.',
    keywords:
      'freight charge, freight charges, freight cost, freight rate, ocean freight charges, chargeable weight, W/M, prepaid, collect, surcharges',
  },
  data: {
    titleH1: 'Freight Charge',
    breadcrumb: 'Freight Charge',
    titleH2: 'What is a freight charge?',
    url: 'freight-charge',
    headParagraphs: [
      [
        'A ',
        { strong: 'freight charge' },
        ' is the price a carrier or intermediary charges for moving goods from one point to another. In a narrow sense it is the base rate for the main carriage (the ocean, air, rail or road leg); in everyday use, "freight charges" covers the whole bill for a shipment, including surcharges and terminal fees.',
      ],
      'Knowing what is inside a freight quote, and how each line is calculated, is the only reliable way to compare offers and avoid surprise invoices at destination.',
    ],
    content: [
      {
        title: 'What a freight charge includes',
        paragraphs: [
          "A typical ocean freight quotation separates the base rate from charges that move with costs or are collected at each end. The names and amounts vary by carrier and trade lane, so always check the carrier's or forwarder's tariff.",
        ],
        list: {
          title: 'Common components',
          items: [
            [
              { strong: 'Base freight' },
              ': the rate per container, per revenue ton, per kilogram or per truck for the main leg.',
            ],
            [
              { strong: 'Surcharges' },
              ': for example the bunker adjustment factor or ',
              { link: 'freight-dictionary/fuel-surcharge', text: 'fuel surcharge' },
              ', currency adjustment, ',
              { link: 'freight-dictionary/peak-season-surcharge', text: 'peak season surcharge' },
              ', security and low-sulfur fuel charges.',
            ],
            [
              { strong: 'Terminal and port charges' },
              ': terminal handling charges at origin and destination, wharfage and port dues.',
            ],
            [
              { strong: 'Documentation and service fees' },
              ': bill of lading fee, customs filing (such as the US AMS or ISF), and delivery order fees.',
            ],
            [
              { strong: 'Accessorials' },
              ': demurrage, detention, storage, waiting time and re-delivery, billed when they occur.',
            ],
          ],
        },
      },
      {
        title: 'How freight charges are calculated',
        paragraphs: [
          'Full container loads are priced per container. Less-than-container-load sea freight is charged on weight or measurement (W/M): one cubic meter counts as one revenue ton (1,000 kg), and the carrier charges whichever is greater, usually with a minimum of one revenue ton. Air freight uses the chargeable weight: the greater of actual weight and volumetric weight, which under IATA rules is length × width × height in centimeters divided by 6,000 (couriers often use 5,000).',
          [
            { strong: 'Worked LCL figure' },
            ': a shipment of 3.2 m³ weighing 1,800 kg is 3.2 revenue tons by volume and 1.8 by weight. At a rate of US$45 per revenue ton, the base freight is 3.2 × 45 = US$144, before destination and CFS charges.',
          ],
          [
            { strong: 'Worked air figure' },
            ': ten cartons of 60 × 50 × 40 cm, each weighing 18 kg. Volumetric weight per carton is 120,000 ÷ 6,000 = 20 kg, so 200 kg in total against 180 kg actual. The airline charges 200 kg.',
          ],
        ],
        summary: 'Carriers charge for space as well as weight: light, bulky cargo pays on volume.',
      },
      {
        title: 'Who pays: prepaid and collect',
        paragraphs: [
          [
            'Who pays which part of the freight is agreed in the sales contract, usually through an Incoterms 2020 rule. Under ',
            { link: 'freight-dictionary/free-on-board', text: 'FOB' },
            ' the buyer pays the main carriage; under CFR or CIF the seller does. On the bill of lading, "freight prepaid" means the freight is paid at origin by the shipper; "freight collect" means it is collected from the consignee at destination before the cargo is released. Carriers hold a lien on the goods for unpaid freight, so unpaid charges can block delivery.',
          ],
        ],
      },
      {
        title: 'Regulation of freight charges',
        paragraphs: [
          [
            'In the United States the Federal Maritime Commission (FMC) oversees ocean freight charges: carriers and ',
            { link: 'freight-dictionary/nvocc', text: 'NVOCCs' },
            ' must publish tariffs or use service contracts and negotiated rate arrangements, and the Ocean Shipping Reform Act of 2022 added rules on demurrage and detention billing. Elsewhere, regulation of freight rates is generally lighter and charges are set by contract.',
          ],
        ],
      },
      {
        title: 'Common mistakes',
        paragraphs: [
          'Comparing quotes on the base rate alone is the classic error: a low ocean rate can be offset by high destination charges collected from the consignee. Ask for an all-in quote that names every charge, its unit and whether it is payable at origin or destination; declare accurate dimensions and weights, since re-measurement at the terminal or CFS will trigger corrections; and check how long the quote is valid, because many surcharges change monthly.',
        ],
      },
    ],
    relatedTerms: [
      { url: 'freight-bill', name: 'Freight Bill' },
      { url: 'fuel-surcharge', name: 'Fuel Surcharge' },
      { url: 'volume-weight', name: 'Volume Weight' },
      { url: 'weight-and-measurement', name: 'Weight and Measurement' },
      { url: 'tariff', name: 'Tariff' },
    ],
  },
};

export default term;
