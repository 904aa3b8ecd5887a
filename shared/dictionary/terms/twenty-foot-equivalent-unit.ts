import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Twenty-Foot Equivalent Unit (TEU) Meaning',
    description:
      'TEU (twenty-foot equivalent unit) explained: how containers are counted, typical 20ft and 40ft inside dimensions, vessel and port capacity, and FEU.',
    keywords:
      'TEU, twenty-foot equivalent unit, FEU, 20ft container dimensions, 40ft container, container capacity, vessel TEU capacity',
  },
  data: {
    titleH1: 'Twenty-Foot Equivalent Unit (TEU)',
    breadcrumb: 'Twenty-Foot Equivalent Unit (TEU)',
    titleH2: 'What is a TEU?',
    url: 'twenty-foot-equivalent-unit',
    headParagraphs: [
      [
        'A ',
        { strong: 'twenty-foot equivalent unit (TEU)' },
        ' is the standard unit for counting containers and container capacity. One 20-foot container equals 1 TEU; a 40-foot container, standard or high-cube, equals 2 TEU and is also called one forty-foot equivalent unit (FEU). The TEU lets ships, ports, terminals and trade statistics be compared on a single scale, whatever mix of box sizes they actually handle.',
      ],
    ],
    content: [
      {
        title: 'How containers convert to TEU',
        paragraphs: [
          'The unit is based on the external length of an ISO container. A 20-foot box measures 20 ft long, 8 ft wide and 8 ft 6 in high on the outside (about 6.06 × 2.44 × 2.59 m). Longer boxes are converted by length: a 40-foot container counts as 2 TEU and a 45-foot container is usually counted as 2.25 TEU, although some statistics count it as 2. Height does not change the count, so a 40-foot high-cube is still 2 TEU.',
        ],
        list: {
          title: 'Typical inside dimensions and capacity (values vary by container owner)',
          items: [
            '20-foot general purpose (1 TEU): about 5,896 × 2,350 × 2,393 mm, 33 m³, maximum payload around 28,200 kg.',
            '40-foot general purpose (2 TEU): about 12,032 × 2,350 × 2,392 mm, 67 m³, maximum payload around 26,700 kg.',
            '40-foot high-cube (2 TEU): about 12,032 × 2,350 × 2,697 mm, 76 m³, maximum payload around 26,500 kg.',
            '45-foot high-cube (usually 2.25 TEU): about 13,556 × 2,347 × 2,696 mm, 86 m³, maximum payload around 25,700 kg.',
          ],
        },
        summary:
          "Always check the CSC plate and the carrier's equipment specification for the exact tare, payload and inside measurements of a given box.",
      },
      {
        title: 'Where the TEU is used',
        paragraphs: [
          'Vessel size is stated in TEU: a feeder ship may carry 1,000 to 3,000 TEU, while the largest container ships in service now exceed 24,000 TEU. Port and terminal throughput is reported in TEU per year; Shanghai, the busiest container port, handled more than 49 million TEU in 2023. Carriers also use TEU to measure market share, slot allocations in alliances, and some surcharges that are set per TEU.',
          [
            'A shipper usually meets the unit in booking and rate discussions. Ocean rates for ',
            { link: 'freight-dictionary/full-container-load', text: 'full container loads' },
            " are normally quoted per container (per 20' or per 40'), while annual contracts and tenders state volume commitments in TEU or FEU. A commitment of 500 TEU could be met with 500 twenty-foot boxes or 250 forty-foot boxes.",
          ],
        ],
      },
      {
        title: 'Nominal capacity versus real capacity',
        paragraphs: [
          "A ship's nominal TEU figure counts every slot as if it were filled, but weight and stability limits mean it cannot carry that many fully loaded boxes. Carriers therefore also quote capacity at an average weight, commonly 14 tonnes per TEU. A vessel with a nominal 10,000 TEU may carry noticeably fewer boxes when cargo is heavy, and reefer capacity is limited by the number of power plugs, not by slots.",
        ],
      },
      {
        title: 'Example: choosing between 20-foot and 40-foot',
        paragraphs: [
          "An exporter in Izmir ships 21 tonnes of marble tiles on pallets, about 16 m³. The cargo weighs out long before it fills space, so one 20-foot container (1 TEU) suits it; a 40-foot box would add cost without allowing more weight. A garment exporter in Chittagong with 3,200 cartons of 0.02 m³ each (64 m³, about 6 tonnes) needs volume instead, and a 40-foot high-cube (2 TEU) is the natural choice. Both shipments should be checked against road weight limits at origin and destination as well as the container's payload.",
          [
            'Shipments too small for a whole container travel as ',
            { link: 'freight-dictionary/less-than-container-load', text: 'less than container load' },
            ' and are charged by weight or measurement instead of per box.',
          ],
        ],
      },
      {
        title: 'Common misunderstandings',
        paragraphs: [
          [
            'A 40-foot container does not carry twice the weight of a 20-foot box: its payload is similar or lower, because its own tare weight is higher. TEU also says nothing about the container type; a ',
            { link: 'freight-dictionary/reefer-container', text: 'reefer container' },
            ' of 40 feet is still 2 TEU even though its inside volume is smaller than a dry box. The history of the standard is covered under ',
            { link: 'freight-dictionary/containerization', text: 'containerization' },
            '.',
          ],
        ],
      },
    ],
    relatedTerms: [
      { url: 'full-container-load', name: 'Full Container Load' },
      { url: 'less-than-container-load', name: 'Less Than Container Load' },
      { url: 'containerization', name: 'Containerization' },
      { url: 'ocean-freight', name: 'Ocean Freight' },
      { url: '', name: 'Forty-foot equivalent unit (FEU)' },
    ],
  },
};

export default term;
