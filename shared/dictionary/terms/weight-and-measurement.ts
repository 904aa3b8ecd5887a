import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Weight and Measurement (W/M) Meaning',
    description:
      'Weight or measurement (W/M) explained: how LCL and breakbulk freight is charged per revenue ton, 1 m³ = 1,000 kg, minimums and worked examples.',
    keywords:
      'weight and measurement, W/M, weight or measurement, revenue ton, freight ton, LCL freight calculation, per cbm rate, W/M basis',
  },
  data: {
    titleH1: 'Weight and Measurement (W/M)',
    breadcrumb: 'Weight and Measurement (W/M)',
    titleH2: 'What does W/M mean in shipping?',
    url: 'weight-and-measurement',
    headParagraphs: [
      [
        { strong: 'Weight and measurement (W/M)' },
        ', more precisely "weight or measurement", is the charging basis used for ocean freight that is not shipped in whole containers, mainly ',
        { link: 'freight-dictionary/less-than-container-load', text: 'LCL' },
        ' and ',
        { link: 'freight-dictionary/breakbulk', text: 'breakbulk' },
        " cargo. The carrier compares the cargo's weight in metric tonnes with its volume in cubic meters and charges on whichever figure is greater.",
      ],
      'The unit charged is the revenue ton (RT), also called the freight ton: 1 RT is either 1,000 kg or 1 m³. A rate quoted as "US$40 W/M" therefore means US$40 per tonne or per cubic meter, whichever gives more.',
    ],
    content: [
      {
        title: 'How the calculation works',
        paragraphs: [
          'Step one: measure each package, including pallets, and add up the volume in cubic meters. Step two: add up the gross weight and convert it to tonnes (kg / 1,000). Step three: take the larger number; that is the number of revenue tons. Step four: apply the minimum, usually 1 RT per bill of lading, and multiply by the rate. Many tariffs round to two decimals or to the next 0.1 RT; check the tariff.',
          'The 1 m³ = 1,000 kg ratio means that cargo lighter than 1,000 kg per cubic meter (most manufactured goods) is charged on volume, and cargo heavier than that (metal parts, stone, paper rolls, liquids in drums) is charged on weight.',
        ],
        summary:
          'Revenue tons = the greater of gross weight in tonnes and volume in m³, with a minimum of usually 1 RT.',
      },
      {
        title: 'Worked examples',
        paragraphs: [
          'Light cargo: an importer in Felixstowe receives 3 pallets of furniture from Ningbo, each 120 × 100 × 150 cm (1.8 m³) and 650 kg. Total volume is 5.4 m³ and total weight 1.95 tonnes, so the shipment is charged 5.4 RT. At an ocean rate of US$45 W/M the freight is US$243.',
          'Heavy cargo: a crated pump of 0.8 m³ weighing 2,400 kg is charged 2.4 RT, because the weight exceeds the volume.',
          'Small cargo: one carton of 0.3 m³ and 90 kg would compute to 0.3 RT, but the 1 RT minimum applies and it pays for 1 RT.',
        ],
      },
      {
        title: 'Which charges use W/M',
        paragraphs: [
          [
            'Not only the ocean freight is billed this way. In an LCL quotation, the origin and destination ',
            { link: 'freight-dictionary/container-freight-station', text: 'container freight station' },
            " fees, the consolidator's handling fee, and often the destination delivery charge are also per revenue ton, each with its own minimum. Documentation fees, customs clearance and some surcharges are usually per shipment. Breakbulk tariffs apply W/M too, sometimes with a different weight-to-volume ratio or with heavy-lift surcharges per piece above a set weight.",
          ],
          'Other modes use the same principle with different factors: air freight compares actual weight with L × W × H in cm / 6,000 (IATA; couriers often use 5,000), and road freight commonly uses 1 m³ = 333 kg, a convention rather than a standard.',
        ],
      },
      {
        title: 'Who sets and applies the rate',
        paragraphs: [
          [
            'LCL rates are set by the consolidator, typically an ',
            { link: 'freight-dictionary/nvocc', text: 'NVOCC' },
            ', which buys full containers from ocean carriers and sells the space by the revenue ton. In US trades, NVOCCs must publish their rates in a tariff or use negotiated rate arrangements under FMC rules. Historically some tariffs used imperial measures, such as a measurement ton of 40 cubic feet, so older contracts may define the revenue ton differently.',
          ],
        ],
      },
      {
        title: 'Mistakes to avoid',
        paragraphs: [
          [
            'The receiving CFS remeasures and reweighs cargo, and the invoice follows the measured figures, so declaring carton sizes without the pallet or rounding dimensions down only leads to correction charges. Irregular shapes are measured at their extreme points. Compare W/M quotes on the same basis, including all per-RT local charges and minimums; for very small shipments, air freight based on ',
            { link: 'freight-dictionary/volume-weight', text: 'volume weight' },
            ' can be competitive once LCL minimums are added.',
          ],
        ],
      },
    ],
    relatedTerms: [
      { url: 'volume-weight', name: 'Volume Weight' },
      { url: 'less-than-container-load', name: 'Less Than Container Load' },
      { url: 'container-freight-station', name: 'Container Freight Station' },
      { url: 'shipment-consolidation', name: 'Shipment Consolidation' },
      { url: '', name: 'Revenue ton' },
    ],
  },
};

export default term;
