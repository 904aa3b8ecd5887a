import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Intermodal Transportation Meaning',
    description:
      'Intermodal transportation explained: moving one container or trailer by ship, rail and truck without handling the cargo, with costs, liability and an example.',
    keywords:
      'intermodal transportation, intermodal freight, intermodal shipping, rail intermodal, container on rail, IPI, intermodal vs multimodal, drayage, double stack',
  },
  data: {
    titleH1: 'Intermodal Transportation',
    breadcrumb: 'Intermodal Transportation',
    titleH2: 'What is intermodal transportation?',
    url: 'intermodal-transportation',
    headParagraphs: [
      [
        { strong: 'Intermodal transportation' },
        ' is the movement of goods in a single loading unit, such as a container, swap body or trailer, using two or more modes of transport (ship, rail, truck, barge) without handling the cargo itself when the mode changes. The box is lifted from ship to train to truck; the goods inside stay sealed from origin to destination.',
      ],
      [
        'It is closely related to ',
        { link: 'freight-dictionary/multi-modal-transportation', text: 'multimodal transportation' },
        '. Usage varies, but a common distinction is contractual: in multimodal transport one operator takes responsibility for the whole journey under a single contract, while in intermodal transport each leg may be contracted separately. In North America, "intermodal" is also used specifically for containers and trailers moving by rail with truck pickup and delivery.',
      ],
    ],
    content: [
      {
        title: 'How intermodal transport works',
        paragraphs: [
          [
            'The standard ISO container made intermodal transport practical, because the same box fits ship cell guides, rail well cars and truck chassis. A typical chain has a pre-carriage leg by truck (',
            { link: 'freight-dictionary/drayage', text: 'drayage' },
            ') to a rail ramp, inland port or barge terminal, a long main leg by ship, rail or barge, and an on-carriage leg by truck to the consignee. Terminals change modes with cranes, reach stackers or straddle carriers.',
          ],
        ],
        list: {
          title: 'Common intermodal combinations',
          items: [
            "Ocean and rail: import containers railed inland from the port (in the US often booked as IPI, inland point intermodal, on an ocean carrier's through bill of lading).",
            'Domestic rail intermodal: 53-foot domestic containers or trailers on double-stack trains between US cities, with drayage at each end.',
            'Barge and truck: containers moved on rivers such as the Rhine between seaports and inland terminals.',
            'Short-sea and road: unaccompanied trailers on ro-ro ferries.',
          ],
        },
      },
      {
        title: 'Benefits and trade-offs',
        paragraphs: [
          'Over long distances, rail and barge usually cost less per unit than road and produce considerably lower CO2 emissions per tonne-kilometer. Rail intermodal also reduces dependence on scarce truck drivers. The trade-offs are longer and less predictable transit times, more handoffs where delays can occur, cut-off times at rail terminals, and charges for equipment use, such as container per diem and chassis fees. Intermodal generally becomes competitive with truckload in the US on lanes over several hundred miles, though the breakeven depends on the lane.',
        ],
        summary:
          'Intermodal trades some speed and simplicity for lower cost and emissions over long distances.',
      },
      {
        title: 'Example: Shanghai to Chicago',
        paragraphs: [
          [
            "An electronics importer in Illinois books a 40-foot high cube from Shanghai to Chicago. The container sails to Los Angeles, is loaded onto a double-stack train at the port's rail yard and travels by rail to a Chicago-area ramp, where a dray carrier picks it up and delivers it to the importer's warehouse. Ocean and rail are covered by the carrier's through bill of lading. Door-to-door, the journey typically takes several days longer than the ocean transit alone. The importer must still watch the free time at the rail ramp, because ",
            { link: 'freight-dictionary/detention-and-demurrage', text: 'detention and demurrage' },
            ' can accrue there too.',
          ],
        ],
      },
      {
        title: 'Liability and documents',
        paragraphs: [
          [
            "Each mode has its own liability regime: the Hague-Visby Rules or US COGSA at sea, the CMR Convention for international road transport in Europe, COTIF-CIM for international rail in Europe, and the Carmack Amendment for US interstate trucking (US rail intermodal is largely exempt and governed by the railroads' contracts and rules), each with different limits. When legs are contracted separately, a loss must be traced to the leg where it happened, which is often impossible for sealed containers. A through ",
            { link: 'freight-dictionary/bill-of-lading', text: 'bill of lading' },
            ' or multimodal document simplifies claims, but its terms decide which regime applies. Adequate cargo insurance is the practical answer.',
          ],
        ],
      },
      {
        title: 'Common mistakes',
        paragraphs: [
          'Planning on ocean transit time and forgetting rail dwell and ramp congestion; ignoring the weight limits of the inland leg, since a container that is legal at sea may be too heavy for a road chassis; not tracking free time at inland ramps; and assuming one carrier is liable for the whole journey when the legs were booked separately.',
        ],
      },
    ],
    relatedTerms: [
      { url: 'multi-modal-transportation', name: 'Multi-Modal Transportation' },
      { url: 'rail-freight', name: 'Rail Freight' },
      { url: 'drayage', name: 'Drayage' },
      { url: 'containerization', name: 'Containerization' },
      { url: 'transloading', name: 'Transloading' },
    ],
  },
};

export default term;
