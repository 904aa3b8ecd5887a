import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Volume Weight Meaning',
    description:
      'Volume weight explained: the air formula L×W×H/6,000, courier 5,000, sea W/M at 1 m³ = 1,000 kg, road 333 kg/m³, and worked chargeable weight examples.',
    keywords:
      'volume weight, volumetric weight, dimensional weight, DIM weight, chargeable weight, 6000 divisor, 5000 divisor, 333 kg per cbm',
  },
  data: {
    titleH1: 'Volume Weight',
    breadcrumb: 'Volume Weight',
    titleH2: 'What is volume weight?',
    url: 'volume-weight',
    headParagraphs: [
      [
        { strong: 'Volume weight' },
        " (also called volumetric or dimensional weight) is a notional weight calculated from a shipment's dimensions, so that carriers can charge light but bulky cargo for the space it takes up. The carrier compares the volume weight with the actual gross weight and charges whichever is greater; that figure is the ",
        { strong: 'chargeable weight' },
        '.',
      ],
      'Each mode uses its own conversion factor, which reflects how much weight the vehicle can carry compared with its space. Knowing the factors lets a shipper predict the freight bill and pack more efficiently.',
    ],
    content: [
      {
        title: 'The conversion factors by mode',
        paragraphs: [
          "The factors below are the common ones; the carrier's tariff or contract always decides.",
        ],
        list: {
          title: 'Standard ratios',
          items: [
            'Air freight: length × width × height in centimeters divided by 6,000, the IATA standard. This equals 166.67 kg per cubic meter (a 1:6 ratio).',
            'Express couriers: many use a divisor of 5,000 (200 kg per cubic meter), which makes bulky parcels more expensive than under the IATA factor.',
            [
              'Sea freight LCL: charged on ',
              { link: 'freight-dictionary/weight-and-measurement', text: 'weight or measurement (W/M)' },
              ', where 1 m³ counts as 1,000 kg (one revenue ton) and the greater of the two is charged, usually with a minimum of 1 revenue ton.',
            ],
            'Road freight: commonly 1 m³ = 333 kg. This is a widespread convention, not a legal or industry standard, and many road carriers use loading meters or pallet places instead.',
          ],
        },
      },
      {
        title: 'How to calculate air chargeable weight',
        paragraphs: [
          'Measure each piece at its longest, widest and highest points, including the pallet and any overhang. Multiply the three dimensions in centimeters, divide by 6,000 and add up all pieces. Compare the total with the total actual gross weight and take the higher figure. Under IATA rules the result is rounded up to the next half kilogram.',
          'Worked example: ten cartons of 60 × 40 × 50 cm, each weighing 12 kg, are flown from Frankfurt to New York. One carton has a volume of 120,000 cm³, so its volume weight is 120,000 / 6,000 = 20 kg. Ten cartons give 200 kg of volume weight against 120 kg of actual weight, so the airline charges 200 kg. Sent by a courier using 5,000, the same cartons would be charged 240 kg.',
        ],
        summary: 'Air freight charges the greater of actual weight and L × W × H (cm) / 6,000.',
      },
      {
        title: 'The same cargo by sea and by road',
        paragraphs: [
          [
            'Shipped as ',
            { link: 'freight-dictionary/less-than-container-load', text: 'LCL' },
            ', the ten cartons measure 10 × 0.12 = 1.2 m³ and weigh 0.12 tonnes. The volume is greater, so the shipment is charged as 1.2 revenue tons. By road at 333 kg per m³, their volume weight is 1.2 × 333 = about 400 kg, which is charged instead of the actual 120 kg.',
          ],
          'Dense cargo works the other way. A 500 kg machine part in a crate of 0.3 m³ has an air volume weight of only 50 kg, so the actual 500 kg is charged; by sea it is charged as 0.5 revenue tons, which the 1 RT minimum lifts to 1 RT.',
        ],
      },
      {
        title: 'Why carriers charge by volume',
        paragraphs: [
          'An aircraft or truck runs out of space long before it reaches its weight limit when it carries pillows, lampshades or empty plastic containers. Without a volume rule, such cargo would pay very little for filling a whole hold. The factor approximates the average density at which a vehicle is full by weight and by space at the same time.',
        ],
      },
      {
        title: 'Common mistakes and how to avoid them',
        paragraphs: [
          [
            'Shippers often declare carton dimensions but forget the pallet, or quote net instead of ',
            { link: 'freight-dictionary/gross-weight', text: 'gross weight' },
            '. Carriers and terminals remeasure with dimensioners, and the invoice follows their figures. Stacking cartons so that nothing overhangs the pallet, choosing carton sizes that fit the product, avoiding non-stackable labels unless really needed, and comparing the IATA and courier factors before booking all reduce the chargeable weight. Note that non-stackable cargo may be charged for the full height of the space it blocks.',
          ],
        ],
      },
    ],
    relatedTerms: [
      { url: 'weight-and-measurement', name: 'Weight and Measurement (W/M)' },
      { url: 'gross-weight', name: 'Gross Weight' },
      { url: 'air-waybill', name: 'Air Waybill' },
      { url: 'less-than-container-load', name: 'Less Than Container Load' },
      { url: '', name: 'Chargeable weight' },
    ],
  },
};

export default term;
