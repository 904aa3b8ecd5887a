import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Peak Season Surcharge Meaning',
    description:
      'Peak season surcharge (PSS) explained: why carriers charge it, when it applies, how it is added to FCL and LCL rates, notice rules and how shippers can limit it.',
    keywords:
      'peak season surcharge, PSS, ocean freight surcharge, peak season shipping, GRI, container surcharge, FMC 30 day notice',
  },
  data: {
    titleH1: 'Peak Season Surcharge',
    breadcrumb: 'Peak Season Surcharge',
    titleH2: 'What is a peak season surcharge?',
    url: 'peak-season-surcharge',
    headParagraphs: [
      [
        'A ',
        { strong: 'peak season surcharge (PSS)' },
        " is an extra charge that carriers add to their base freight rate when demand for space is high. It is most common in container shipping, but airlines, parcel carriers and trucking companies also apply peak surcharges. The carrier's stated reason is the extra cost of running at full capacity; in practice it is also a way of raising prices when space is scarce.",
      ],
    ],
    content: [
      {
        title: 'When peak season happens',
        paragraphs: [
          'On the main east-west ocean trades, the traditional peak runs from about July to October, when retailers ship goods for the year-end holidays. A second rush usually comes in the weeks before Chinese New Year, when factories try to ship before closing. Peaks can also be triggered by events: port congestion, canal disruption, sudden tariff changes or a surge of restocking. Parcel carriers apply their own peak surcharges in the November–December holiday period.',
        ],
      },
      {
        title: 'How the surcharge is applied',
        paragraphs: [
          [
            'For ',
            { link: 'freight-dictionary/full-container-load', text: 'FCL' },
            " cargo, PSS is a flat amount per container, often set higher for a 40-foot than for a 20-foot box. For LCL it is charged per revenue ton, and for air freight per kilogram of chargeable weight. Carriers announce the amount, the trades and the effective date in advance. For US trades, tariff rate increases generally take effect only 30 days after publication under FMC rules, which is why PSS notices to US shippers often arrive a month ahead. Which date triggers the charge (gate-in, loading or sailing) depends on the carrier's tariff.",
          ],
          'Whether a PSS applies to contract cargo depends on the service contract. Some contracts make the rate "all-in" and exclude PSS; others allow it to be added; index-linked contracts may cover it through the index.',
        ],
      },
      {
        title: 'Worked example',
        paragraphs: [
          'An importer books three 40-foot high-cube containers from Ningbo to Los Angeles for shipment in August. The quoted base rate is US$2,100 per container and the carrier has filed a PSS of US$800 per 40-foot effective 15 August. If the containers gate in on 18 August, the ocean freight becomes 3 × (2,100 + 800) = US$8,700 instead of US$6,300: a 38% increase in the base freight. Moving the shipment forward so it sails before the effective date, or securing a contract that excludes PSS, would avoid US$2,400. The amounts are illustrative; real PSS levels change with the market.',
        ],
        summary:
          'Check the PSS effective date against your gate-in or sailing date, not just the booking date.',
      },
      {
        title: 'Who pays',
        paragraphs: [
          [
            'The party that pays the main carriage pays the surcharge. Under ',
            { link: 'freight-dictionary/incoterms', text: 'Incoterms 2020' },
            ' FOB or FCA that is the buyer; under CFR, CIF, CPT, CIP and the D rules it is the seller, who may try to pass it on through the price. Forwarders and NVOCCs usually pass carrier PSS through to customers unless they quoted a fixed all-in rate.',
          ],
        ],
      },
      {
        title: 'Common mistakes and how to limit the cost',
        paragraphs: [],
        list: {
          title: 'Practical advice',
          items: [
            'Ask whether a quote is all-in or excludes PSS and other surcharges, and check its validity date.',
            'Plan seasonal shipments early, and book ahead of announced effective dates.',
            'Negotiate contract terms that fix or cap PSS on committed volume.',
            [
              'Watch for related measures such as general rate increases and ',
              { link: 'freight-dictionary/blank-sailing', text: 'blank sailings' },
              ', which tighten capacity in the same period; ',
              { link: 'freight-dictionary/port-congestion', text: 'port congestion' },
              ' can add its own surcharge.',
            ],
          ],
        },
      },
    ],
    relatedTerms: [
      { url: 'ocean-freight', name: 'Ocean Freight' },
      { url: 'blank-sailing', name: 'Blank Sailing' },
      { url: 'fuel-surcharge', name: 'Fuel Surcharge' },
      { url: 'tariff', name: 'Tariff' },
      { url: 'port-congestion', name: 'Port Congestion' },
      { url: 'yield-management', name: 'Yield Management' },
    ],
  },
};

export default term;
