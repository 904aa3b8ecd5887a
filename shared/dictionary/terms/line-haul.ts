import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Line Haul Meaning',
    description:
      'Line haul explained: the main long-distance leg between terminals or cities, how line-haul rates are quoted per mile, and how fuel and accessorials are added.',
    keywords:
      'line haul, linehaul, line-haul rate, linehaul trucking, terminal to terminal, LTL linehaul, rate per mile',
  },
  data: {
    titleH1: 'Line Haul',
    breadcrumb: 'Line Haul',
    titleH2: 'What is line haul?',
    url: 'line-haul',
    headParagraphs: [
      [
        { strong: 'Line haul' },
        ' (also written linehaul) is the main, usually long-distance movement of freight between two cities or terminals, as distinct from the local pickup at origin and the delivery at destination. In a freight rate, the line-haul charge is the base transportation price for that leg, before fuel surcharge and accessorial charges are added.',
      ],
    ],
    content: [
      {
        title: 'Line haul in different networks',
        paragraphs: [
          'The meaning stays the same across modes: the trunk leg of a journey. What changes is where it starts and ends.',
        ],
        list: {
          title: 'Typical uses of the term',
          items: [
            'Truckload: the whole origin-to-destination run, priced as a line-haul rate per mile or as a flat rate per load.',
            'LTL and parcel: the overnight trailer moves between the origin service center, hubs and the destination service center; local pickup-and-delivery (P&D) trucks handle the ends.',
            'Ocean: the mainline sailing between major ports, fed by feeder vessels, rail or drayage at each end.',
            'Air cargo: the flight between gateway airports, often combined with trucked "road feeder" legs.',
          ],
        },
      },
      {
        title: 'How line-haul rates are built',
        paragraphs: [
          [
            'A US truckload quote is usually split into three parts: the line-haul rate, a ',
            { link: 'freight-dictionary/fuel-surcharge', text: 'fuel surcharge' },
            ' and accessorials (detention, stop-off charges, lumper fees, tarping and so on). Some brokers quote an "all-in" rate that bundles line haul and fuel; ask which one you are comparing.',
          ],
          'Line-haul pricing depends on distance, lane balance (how easily the truck finds a backhaul from the destination), equipment type, season and market capacity. Outbound lanes from freight-heavy regions usually cost more per mile than the return direction.',
        ],
      },
      {
        title: 'Worked example: a truckload rate',
        paragraphs: [
          'A shipper books a 53-foot dry van from Chicago, Illinois, to Dallas, Texas, about 930 miles. The carrier quotes a line-haul rate of US$2.10 per mile, so line haul = 930 × 2.10 = US$1,953.',
          'The fuel surcharge uses a common formula: (current diesel price − base price) ÷ assumed miles per gallon. With diesel at US$3.90 per gallon, a base of US$1.20 and 6 mpg, the surcharge is (3.90 − 1.20) ÷ 6 = US$0.45 per mile, or 930 × 0.45 = US$418.50. One hour of detention billed at US$75 brings the invoice to US$2,446.50. Every input here is illustrative: rates, base prices and mpg assumptions vary by contract.',
        ],
        summary:
          'Line haul is the base price; fuel and accessorials are always extra unless the quote says all-in.',
      },
      {
        title: 'Operations and regulation',
        paragraphs: [
          [
            'Long line-haul runs are shaped by driving-time rules. In the US, FMCSA hours-of-service rules limit a property-carrying driver to 11 hours of driving within a 14-hour on-duty window, so a 930-mile run typically takes two days for a solo driver. Carriers use team drivers or relay networks (drivers swap trailers at a midpoint) to keep freight moving. LTL carriers schedule line-haul departures at night so freight reaches destination terminals for next-morning delivery. Short legs are covered by ',
            { link: 'freight-dictionary/short-haul', text: 'short-haul' },
            ' and ',
            { link: 'freight-dictionary/drayage', text: 'drayage' },
            ' operations instead.',
          ],
        ],
      },
      {
        title: 'Common mistakes',
        paragraphs: [],
        list: {
          title: 'Watch for these when comparing quotes',
          items: [
            'Comparing a line-haul-only quote with an all-in quote.',
            'Assuming the quoted miles: confirm the mileage source (practical route or shortest route) used for billing.',
            'Forgetting destination accessorials such as appointment fees or lumper charges.',
            'Ignoring lane direction: the reverse lane can be priced very differently.',
          ],
        },
      },
    ],
    relatedTerms: [
      { url: 'fuel-surcharge', name: 'Fuel Surcharge' },
      { url: 'full-truck-load', name: 'Full Truck Load' },
      { url: 'short-haul', name: 'Short Haul' },
      { url: 'backhaul', name: 'Backhaul' },
      { url: 'drayage', name: 'Drayage' },
      { url: 'final-mile-delivery', name: 'Final Mile Delivery' },
    ],
  },
};

export default term;
