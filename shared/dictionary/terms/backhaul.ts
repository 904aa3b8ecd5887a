import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Backhaul Meaning',
    description:
      'Backhaul explained: the return leg of a truck, ship or container move, why backhaul rates are lower, how carriers fill empty miles and how shippers save.',
    keywords:
      'backhaul, backhaul freight, backhaul rates, deadhead, empty miles, headhaul, return load, trade imbalance, empty container repositioning',
  },
  data: {
    titleH1: 'Backhaul',
    breadcrumb: 'Backhaul',
    titleH2: 'What is a backhaul?',
    url: 'backhaul',
    headParagraphs: [
      [
        'A ',
        { strong: 'backhaul' },
        ' is the return leg of a transport movement: the trip a truck, ship, aircraft or container makes from the destination of its main (headhaul) load back toward its home base or origin region. A backhaul load is freight carried on that return trip, so that the vehicle earns money instead of traveling empty.',
      ],
      [
        'The idea applies across modes. In trucking it is about avoiding empty miles after a delivery. In ocean shipping it describes the weaker direction of a trade lane, where ships and containers return with spare capacity because trade volumes are unbalanced.',
      ],
    ],
    content: [
      {
        title: 'Backhaul in trucking',
        paragraphs: [
          [
            'A carrier that delivers a ',
            {
              link: 'freight-dictionary/full-truck-load',
              text: 'full truckload',
            },
            ' from Chicago to Atlanta must get the truck back to Chicago, or on to its next job. Driving empty, known as deadheading, costs fuel, driver time and equipment wear with no revenue. Carriers and ',
            {
              link: 'freight-dictionary/freight-broker',
              text: 'freight brokers',
            },
            ' therefore look for backhaul loads near the delivery point, and will often accept a lower rate for them because any revenue beats an empty trip.',
          ],
          "Private fleets use backhauls too: a retailer's trucks that deliver to stores may collect supplier orders, returns or pallets on the way back to the distribution center.",
        ],
      },
      {
        title: 'Backhaul in ocean freight',
        paragraphs: [
          'On major container lanes, far more cargo moves one way than the other. From Asia to North America and Asia to Europe is the headhaul; the return direction is the backhaul. Carriers must reposition empty containers to Asia anyway, so backhaul rates are usually much lower than headhaul rates on the same lane, and the gap widens when the imbalance grows.',
          'Exporters in backhaul markets, such as agricultural and forest products shippers in the U.S. or Europe, benefit from these low rates. Carriers can afford to price backhaul cargo low because the ship space and the container would otherwise travel empty.',
        ],
      },
      {
        title: 'Worked example: the value of a backhaul load',
        paragraphs: [
          'A truck runs a 720-mile headhaul from Chicago to Atlanta at USD 2.60 per mile, earning USD 1,872. Its operating cost is about USD 2.00 per mile for every mile driven, loaded or empty. If it returns empty, the round trip of 1,440 miles costs USD 2,880 and the trip loses USD 1,008. If a broker finds a 690-mile backhaul from Atlanta to Chicago at USD 1.70 per mile, it earns USD 1,173 more. The distance hardly changes (a 30-mile drive to the pickup plus 690 loaded miles), so revenue of USD 3,045 now covers the USD 2,880 cost and the round trip makes about USD 165.',
          'The figures are illustrative; actual rates vary by lane, season and market conditions. The point is that a backhaul rate well below the headhaul rate can still be attractive to a carrier.',
        ],
        summary:
          'For a carrier, backhaul revenue is measured against an empty trip, not against a full-price load.',
      },
      {
        title: 'How shippers can use backhaul capacity',
        paragraphs: [
          'Shippers whose freight runs against the dominant flow can negotiate lower rates. Useful tactics:',
        ],
        list: {
          title: 'Tactics',
          items: [
            'Identify lanes where your outbound freight leaves from a region that receives more freight than it ships.',
            'Offer flexible pickup dates so carriers can fit your load into a return trip.',
            'Build regular, predictable volumes: dedicated backhaul programs are easier to price than spot loads.',
            [
              'Use ',
              { link: 'freight-dictionary/line-haul', text: 'line-haul' },
              ' partners and brokers who publish available return capacity.',
            ],
          ],
        },
      },
      {
        title: 'Common misunderstandings',
        paragraphs: [
          'A backhaul rate is not guaranteed for the long term: when demand shifts, the dominant direction can change and backhaul capacity can disappear. Backhaul loads also come with conditions, such as a narrow pickup window or lower service priority. Shippers should compare total cost and reliability, not only the headline rate.',
        ],
      },
    ],
    relatedTerms: [
      { url: 'line-haul', name: 'Line Haul' },
      { url: 'full-truck-load', name: 'Full Truck Load' },
      { url: 'truckload-shipping', name: 'Truckload Shipping' },
      { url: 'freight-broker', name: 'Freight Broker' },
      { url: '', name: 'Deadhead miles' },
    ],
  },
};

export default term;
