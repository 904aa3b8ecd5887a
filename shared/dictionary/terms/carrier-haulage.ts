import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Carrier Haulage Meaning',
    description:
      'Carrier haulage explained: when the shipping line arranges inland transport of containers, how it compares with merchant haulage, costs and liability.',
    keywords:
      'carrier haulage, merchant haulage, carrier-arranged inland transport, inland haulage charge, store door, container trucking, CH, MH',
  },
  data: {
    titleH1: 'Carrier Haulage',
    breadcrumb: 'Carrier Haulage',
    titleH2: 'What is carrier haulage?',
    url: 'carrier-haulage',
    headParagraphs: [
      [
        { strong: 'Carrier haulage' },
        ' is inland transport of a container that the ocean carrier (the shipping line) arranges and invoices as part of its own service, moving the box between an inland point and the port by truck, rail or barge. The opposite arrangement is ',
        { strong: 'merchant haulage' },
        ", where the shipper, consignee or their forwarder books the inland leg themselves and the carrier's responsibility starts and ends at the port or a depot.",
      ],
      [
        'On the ',
        { link: 'freight-dictionary/bill-of-lading', text: 'bill of lading' },
        ', carrier haulage shows up as an inland place of receipt or place of delivery, such as "place of receipt: Birmingham" in front of "port of loading: Felixstowe".',
      ],
    ],
    content: [
      {
        title: 'How carrier haulage works',
        paragraphs: [
          "For an export, the shipper books door-to-port (or door-to-door) with the line. The line's haulage department or subcontracted trucker brings an empty container to the shipper's premises, waits while it is loaded (within a free time, after which waiting time is charged), and takes it to the terminal or to a rail ramp for the main leg. For an import, the line delivers the full box to the consignee's door after customs release and collects the empty afterwards.",
          [
            "The inland charge is billed by the line, often as an export or import inland haulage charge, and the carrier's liability for the goods extends over the inland leg under the bill of lading terms. In North America the same idea appears as carrier-arranged door delivery or store-door service, often combined with ",
            {
              link: 'freight-dictionary/intermodal-transportation',
              text: 'intermodal',
            },
            ' rail to inland points.',
          ],
        ],
      },
      {
        title: 'Carrier haulage vs merchant haulage',
        paragraphs: [
          'Neither option is always cheaper; the choice depends on volume, location and how much control the cargo owner wants.',
        ],
        list: {
          title: 'Points of comparison',
          items: [
            'Contracting: carrier haulage gives one contract and one invoice; merchant haulage means a separate contract with a haulier or drayage company.',
            'Control: merchant haulage lets the cargo owner choose the trucker, timing and equipment; under carrier haulage the line sets slots and may need more notice.',
            'Equipment: under carrier haulage the line manages empty pickup and return; under merchant haulage the haulier must collect and return empties at the depots the line nominates.',
            "Liability: under carrier haulage the line answers for the inland leg within its bill of lading limits; under merchant haulage the haulier's own terms apply.",
            'Free time: lines often handle detention differently for carrier and merchant haulage, so compare the tariff conditions as well as the rates.',
          ],
        },
      },
      {
        title: 'Worked example',
        paragraphs: [
          [
            'An exporter in Birmingham ships a 40-foot container of machinery via Felixstowe. The line quotes carrier haulage at GBP 780 including a two-hour loading window. A local haulier quotes GBP 690 for merchant haulage, but the exporter must also cover the empty pickup from a depot the line nominates and carries the risk of ',
            {
              link: 'freight-dictionary/detention-charges',
              text: 'detention charges',
            },
            " if the box is returned late. If the haulier's extra waiting time, depot moves and risk cost more than GBP 90 on average, carrier haulage is the better buy. The figures are illustrative; inland rates vary with fuel, distance and port congestion.",
          ],
        ],
        summary:
          'Compare the full cost of each option, including empty moves, waiting time and detention exposure, not just the headline rate.',
      },
      {
        title: 'Common mistakes',
        paragraphs: [
          [
            'Typical problems are booking carrier haulage but having goods not ready when the truck arrives (waiting charges and missed vessel cut-offs), giving an incomplete delivery address or no access details, and assuming the line will handle customs clearance, which it usually does not. With merchant haulage, the most common mistake is returning the empty to the wrong depot or after the free time, which triggers ',
            {
              link: 'freight-dictionary/detention-and-demurrage',
              text: 'detention and demurrage',
            },
            ' charges.',
          ],
        ],
      },
    ],
    relatedTerms: [
      { url: 'drayage', name: 'Drayage' },
      { url: 'intermodal-transportation', name: 'Intermodal Transportation' },
      { url: 'detention-and-demurrage', name: 'Detention and Demurrage' },
      { url: 'line-haul', name: 'Line Haul' },
      { url: '', name: 'Merchant haulage' },
    ],
  },
};

export default term;
