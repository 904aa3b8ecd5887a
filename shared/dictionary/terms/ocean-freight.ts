import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Ocean Freight Meaning',
    description:
      'Ocean freight explained: FCL and LCL shipping, how ocean freight rates and surcharges are built, W/M calculation, who pays under Incoterms 2020 and key documents.',
    keywords:
      'ocean freight, ocean freight rate, FCL, LCL, W/M, revenue ton, BAF, surcharges, container shipping, ocean freight cost',
  },
  data: {
    titleH1: 'Ocean Freight',
    breadcrumb: 'Ocean Freight',
    titleH2: 'What is ocean freight?',
    url: 'ocean-freight',
    headParagraphs: [
      [
        { strong: 'Ocean freight' },
        ' is the movement of goods by sea on cargo ships, and also the name of the charge a carrier makes for that movement. Most manufactured goods travel in containers on scheduled liner services; bulk commodities, vehicles and heavy equipment travel on bulk carriers, tankers, ro-ro ships and breakbulk or heavy-lift vessels.',
      ],
      [
        'It is the cheapest way to move large volumes over long distances, at the price of longer transit times than air freight.',
      ],
    ],
    content: [
      {
        title: 'FCL and LCL',
        paragraphs: [
          [
            'A shipper that fills a whole container books ',
            { link: 'freight-dictionary/full-container-load', text: 'full container load (FCL)' },
            ' and pays per container, whatever is inside (within the weight limit). A shipper with less cargo books ',
            { link: 'freight-dictionary/less-than-container-load', text: 'less than container load (LCL)' },
            ' through a consolidator and pays per revenue ton. Typical internal volumes are about 33 m³ for a 20-foot standard container, 67 m³ for a 40-foot and 76 m³ for a 40-foot high cube, with maximum payloads around 26,500–28,200 kg depending on the box; figures vary by container owner.',
          ],
        ],
      },
      {
        title: 'How ocean freight is priced',
        paragraphs: [
          'The quote starts with a base rate per container (or per revenue ton for LCL) between two ports, then adds surcharges. Carriers name and apply them differently, so compare quotes line by line or insist on an all-in price with its validity date.',
        ],
        list: {
          title: 'Common charges on an ocean freight quote',
          items: [
            'Bunker adjustment factor (BAF) or low-sulfur surcharge: fuel cost, usually revised monthly or quarterly.',
            'Emissions surcharges, for example for the EU Emissions Trading System on voyages touching EU ports.',
            'Peak season surcharge (PSS), general rate increases (GRI) and congestion surcharges.',
            'Terminal handling charges (THC) at origin and destination, and documentation fees.',
            'Currency adjustment factor (CAF) on some trades.',
          ],
        },
      },
      {
        title: 'Worked example: LCL weight or measure',
        paragraphs: [
          'LCL is charged on weight or measure (W/M): 1 cubic meter counts as 1 revenue ton (1,000 kg), and the carrier charges whichever is greater, usually with a minimum of 1 revenue ton. A shipment of 6 cartons of 120 × 80 × 100 cm weighing 1,450 kg in total measures 6 × 0.96 = 5.76 m³ and weighs 1.45 tons, so it is charged 5.76 revenue tons. At a rate of US$55 per revenue ton, the ocean freight is 5.76 × 55 = US$316.80, before origin and destination charges. If the same cargo weighed 7,000 kg, the charge would be based on 7 revenue tons instead.',
        ],
        summary: 'Light, bulky LCL cargo pays by volume; dense cargo pays by weight.',
      },
      {
        title: 'Who pays, and the key documents',
        paragraphs: [
          [
            'The sales contract decides who buys the main carriage. Under ',
            { link: 'freight-dictionary/incoterms', text: 'Incoterms 2020' },
            ' EXW, FCA, FAS and FOB the buyer contracts and pays ocean freight (often "freight collect"); under CFR, CIF, CPT, CIP, DAP, DPU and DDP the seller does ("freight prepaid"). The carrier or NVOCC issues a ',
            { link: 'freight-dictionary/bill-of-lading', text: 'bill of lading' },
            ' or sea waybill; the shipper supplies shipping instructions and, under SOLAS, a verified gross mass (VGM) for every packed container before it is loaded.',
          ],
        ],
      },
      {
        title: 'Transit times and common mistakes',
        paragraphs: [
          'Port-to-port transit varies by service: intra-Asia sailings take days, while Asia to North Europe typically takes several weeks, longer when services are routed around the Cape of Good Hope. Add time for export cut-offs, transshipment, customs and inland delivery.',
        ],
        list: {
          title: 'Mistakes to avoid',
          items: [
            'Comparing a base rate with an all-in rate.',
            'Missing the VGM or documentation cut-off, which leaves the container rolled to the next sailing.',
            'Ignoring free time at destination, after which demurrage and detention start.',
            'Booking a quote past its validity date, or during a peak-season surcharge period it did not include.',
          ],
        },
      },
    ],
    relatedTerms: [
      { url: 'sea-freight', name: 'Sea Freight' },
      { url: 'full-container-load', name: 'Full Container Load' },
      { url: 'less-than-container-load', name: 'Less Than Container Load' },
      { url: 'peak-season-surcharge', name: 'Peak Season Surcharge' },
      { url: 'weight-and-measurement', name: 'Weight and Measurement' },
      { url: 'demurrage', name: 'Demurrage' },
    ],
  },
};

export default term;
