import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Transit Time Meaning',
    description:
      'Transit time in freight explained: port-to-port versus door-to-door, what makes shipments late, a worked ocean LCL timeline and how to plan buffers.',
    keywords:
      'transit time, shipping transit time, port to port transit time, door to door transit time, ocean transit time, air freight transit time',
  },
  data: {
    titleH1: 'Transit Time',
    breadcrumb: 'Transit Time',
    titleH2: 'What is transit time in shipping?',
    url: 'transit-time',
    headParagraphs: [
      [
        { strong: 'Transit time' },
        " is the time a shipment spends moving between two defined points: for example from the port of loading to the port of discharge, or from the shipper's door to the consignee's door. It is stated in days for ocean, road and rail freight and in hours or days for air freight.",
      ],
      'Because quotes can measure different segments, a transit time is only meaningful when both end points are named. A carrier\'s "28 days" to Rotterdam and a forwarder\'s "38 days door to door" can describe the same shipment.',
    ],
    content: [
      {
        title: 'Port-to-port and door-to-door',
        paragraphs: [
          "Carrier schedules publish port-to-port transit times: from the vessel's departure at the port of loading to its arrival at the port of discharge. Door-to-door transit adds the time for pickup, export formalities, the terminal or CFS cut-off before sailing, discharge, customs clearance, release and final delivery. For LCL shipments the consolidation and deconsolidation steps add several days at each end.",
          'Air freight is quoted airport to airport, often one to three days, but door-to-door delivery more commonly takes three to seven days once cargo acceptance, screening, connecting flights and import handling are included.',
        ],
      },
      {
        title: 'What lengthens transit time',
        paragraphs: [
          "Published times are planned times, not guarantees. Standard bill of lading terms generally do not commit the ocean carrier to a delivery date, and an air carrier's liability for delay under the Montreal Convention is limited, so delays are rarely compensated in full.",
        ],
        list: {
          title: 'Typical causes of delay',
          items: [
            [
              { link: 'freight-dictionary/transshipment', text: 'Transshipment' },
              ' at a hub, where a missed feeder connection can add a week.',
            ],
            [
              { link: 'freight-dictionary/blank-sailing', text: 'Blank sailings' },
              ' and rolled bookings when the carrier cancels or overbooks a voyage.',
            ],
            'Port congestion, weather and route changes, such as the diversions around the Cape of Good Hope that began in December 2023, which added roughly 10 to 14 days to many Asia–Europe services compared with the Suez Canal route.',
            [
              'Documentation problems and inspections during ',
              { link: 'freight-dictionary/customs-clearance', text: 'customs clearance' },
              '.',
            ],
            'Missed cut-offs for cargo, documents or the verified gross mass, which push the container to the next sailing.',
          ],
        },
      },
      {
        title: 'Worked example: an LCL shipment',
        paragraphs: [
          'A Chinese supplier in Shenzhen has 4 m³ of electronics accessories ready on 1 March for an importer in Birmingham, UK. The forwarder plans: pickup and delivery to the CFS on 2 March; the LCL cut-off is 6 March for a vessel sailing from Yantian on 9 March; the port-to-port schedule to Felixstowe is about 40 days on the Cape routing, giving arrival around 18 April; unloading from the container and devanning at the destination CFS takes three to five days; customs clearance takes one to two days; final delivery takes one day. The realistic door-to-door time is about 55 days from cargo ready, not the 40 days in the schedule.',
        ],
        summary:
          'Plan on door-to-door time from cargo-ready date, and add a buffer for the weakest link in the chain.',
      },
      {
        title: 'Transit time, risk and contracts',
        paragraphs: [
          [
            'Transit time does not change who bears the risk: under the ',
            { link: 'freight-dictionary/incoterms', text: 'Incoterms 2020' },
            ' rules, risk passes at the named point, for example when goods are on board under FOB, whatever happens on the voyage. Sales contracts that promise a delivery date should therefore allow for schedule variation, and letters of credit should have realistic latest shipment and expiry dates.',
          ],
          'Longer transit ties up working capital in inventory on the water and increases the exposure to demurrage if the arrival bunches with other shipments. Many importers track actual against planned transit for each lane and carrier and use that history, not the brochure figure, for planning.',
        ],
      },
      {
        title: 'How to shorten or protect it',
        paragraphs: [
          [
            'Choose direct services over transshipment where they exist, book early in peak season, file documents before cut-off, pre-clear customs where the destination allows it, and use ',
            { link: 'freight-dictionary/shipment-tracking', text: 'shipment tracking' },
            ' to act on delays while there is still time to change inland plans. Premium or guaranteed services exist on some lanes for a surcharge.',
          ],
        ],
      },
    ],
    relatedTerms: [
      { url: 'transshipment', name: 'Transshipment' },
      { url: 'blank-sailing', name: 'Blank Sailing' },
      { url: 'shipment-tracking', name: 'Shipment Tracking' },
      { url: 'sea-freight', name: 'Sea Freight' },
      { url: '', name: 'Schedule reliability' },
    ],
  },
};

export default term;
