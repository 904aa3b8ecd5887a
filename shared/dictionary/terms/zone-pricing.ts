import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Zone Pricing Meaning',
    description:
      'Zone pricing in shipping explained: how parcel, courier, LTL and drayage rates are set by distance zones, the USPS zones 1 to 9, and how to read a zone chart.',
    keywords:
      'zone pricing, shipping zones, USPS zones, UPS zones, FedEx zones, zone chart, zone based rates, courier rate zones',
  },
  data: {
    titleH1: 'Zone Pricing',
    breadcrumb: 'Zone Pricing',
    titleH2: 'What is zone pricing in shipping?',
    url: 'zone-pricing',
    headParagraphs: [
      [
        { strong: 'Zone pricing' },
        ' is a way of setting freight or parcel rates by geographic zone instead of by exact distance. The carrier divides destinations into numbered zones, usually by distance or region from the point of origin, and publishes one rate for each combination of zone and weight. Every shipment to the same zone with the same chargeable weight pays the same price.',
      ],
      'Zones keep tariffs short and predictable: a shipper needs a zone chart and a rate table, not a distance calculation for every address.',
    ],
    content: [
      {
        title: 'How parcel zones work in the United States',
        paragraphs: [
          "USPS, UPS and FedEx assign zones from the origin's ZIP code to the destination's ZIP code, using the first three digits of each. The zones rise with distance, so the zone for a given destination depends on where the parcel starts. Distances are measured in a straight line between the origin and destination areas, not by road. The USPS bands are a common reference; UPS and FedEx use similar numbered zones with their own charts.",
        ],
        list: {
          title: 'USPS zones by approximate distance from origin',
          items: [
            'Zone 1: local, up to 50 miles.',
            'Zone 2: 51 to 150 miles.',
            'Zone 3: 151 to 300 miles.',
            'Zone 4: 301 to 600 miles.',
            'Zone 5: 601 to 1,000 miles.',
            'Zone 6: 1,001 to 1,400 miles.',
            'Zone 7: 1,401 to 1,800 miles.',
            'Zone 8: 1,801 miles and more; zone 9 covers certain US territories.',
          ],
        },
      },
      {
        title: 'Zones in international and freight pricing',
        paragraphs: [
          [
            'International express carriers group destination countries into rate zones from each origin country, so that, for example, neighboring countries fall in a low zone and distant continents in a high one. Rates are then listed per 0.5 kg or per kilogram of chargeable weight for each zone, with the greater of actual and ',
            { link: 'freight-dictionary/volume-weight', text: 'volume weight' },
            ' charged.',
          ],
          [
            'Freight carriers use zones too. LTL carriers often price by origin and destination zones or postal-code regions; local delivery and ',
            { link: 'freight-dictionary/drayage', text: 'drayage' },
            ' companies charge by concentric zones around the port, rail ramp or warehouse; and ',
            { link: 'freight-dictionary/fuel-surcharge', text: 'fuel surcharges' },
            ' and delivery area surcharges are applied on top of the zone rate.',
          ],
        ],
      },
      {
        title: 'Worked example',
        paragraphs: [
          "A retailer in Los Angeles sends two identical cartons of 16 × 12 × 12 in weighing 5 lb each, one to San Diego (about 110 miles, zone 2) and one to New York (about 2,450 miles in a straight line, zone 8). The carton's dimensional weight under a common divisor of 139 is 2,304 in³ / 139 = 16.6, rounded up to 17 lb, so both parcels are charged at 17 lb, not 5 lb. With the same carrier and service, the New York parcel typically costs far more, often around twice as much at this weight, because of the zone alone. The gap between near and far zones widens as the chargeable weight rises.",
        ],
        summary: 'Chargeable weight picks the row of the rate table and the zone picks the column.',
      },
      {
        title: 'Why it matters for shippers',
        paragraphs: [
          [
            'Zone-based costs drive network decisions: where to place warehouses, whether to split stock between coasts and whether to use ',
            { link: 'freight-dictionary/zone-skipping', text: 'zone skipping' },
            ' to move parcels close to customers before handing them to the carrier. Shippers with negotiated contracts often receive different discounts per zone, so an average discount can hide expensive far-zone rates.',
          ],
        ],
      },
      {
        title: 'Mistakes to avoid',
        paragraphs: [
          'Carriers update zone charts and rate tables, usually once a year, so a rate card from the previous year can be wrong. Zones are calculated from the actual origin, so a shipment sent from a second warehouse falls into a different zone than the quote assumed. Remote-area and residential surcharges are not part of the zone rate and must be added when comparing carriers.',
        ],
      },
    ],
    relatedTerms: [
      { url: 'zone-skipping', name: 'Zone Skipping' },
      { url: 'volume-weight', name: 'Volume Weight' },
      { url: 'tariff', name: 'Tariff' },
      { url: 'last-mile-logistics', name: 'Last Mile Logistics' },
      { url: '', name: 'Dimensional weight' },
    ],
  },
};

export default term;
