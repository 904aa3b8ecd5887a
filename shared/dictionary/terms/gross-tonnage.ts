import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Gross Tonnage (GT) Meaning',
    description:
      "Gross tonnage (GT) explained: a ship's volume index under the IMO 1969 Tonnage Convention, the formula, how it differs from deadweight, and where it is used.",
    keywords:
      'gross tonnage, GT, gross register tonnage, GRT, net tonnage, register ton, Tonnage Convention 1969, deadweight tonnage, DWT, ship size',
  },
  data: {
    titleH1: 'Gross Tonnage (GT)',
    breadcrumb: 'Gross Tonnage (GT)',
    titleH2: 'What is the gross tonnage of a ship?',
    url: 'gross-tonnage',
    headParagraphs: [
      [
        { strong: 'Gross tonnage (GT)' },
        " is a measure of a ship's overall internal size. Despite its name, ",
        { strong: 'it measures volume, not weight' },
        ": it is a dimensionless index calculated from the moulded volume of all the ship's enclosed spaces, from keel to funnel. It is the figure used for registration, port dues, safety and manning rules, and most official statistics about ship size.",
      ],
      'Gross tonnage should not be confused with deadweight tonnage (how many tonnes of cargo, fuel and stores a ship can carry) or displacement (the actual weight of the ship and everything on board).',
    ],
    content: [
      {
        title: 'From register tons to the 1969 Convention',
        paragraphs: [
          'The word "tonnage" comes from the "tun", a wine cask, and ships were originally measured by how many casks they could carry. The older system, gross register tonnage (GRT), expressed a ship\'s enclosed space in register tons, where one register ton equals 100 cubic feet (about 2.83 m³) of enclosed space. National measurement rules differed, and designers learned to exploit exemptions, so the same ship could have different tonnages in different registries.',
          'The IMO International Convention on Tonnage Measurement of Ships, 1969, replaced these systems with one universal method. It entered into force in 1982 and, after a transition period for existing ships, has applied to ships of 24 metres in length and above on international voyages. It defines gross tonnage (GT) and net tonnage (NT); neither is expressed in "tons" any longer.',
        ],
      },
      {
        title: 'How gross tonnage is calculated',
        paragraphs: [
          'Under the Convention, GT = K1 × V, where V is the total moulded volume of all enclosed spaces in cubic metres and K1 = 0.2 + 0.02 × log10(V). Because K1 rises slowly with size, the index grows a little faster than volume.',
          [
            { strong: 'Worked example' },
            ': a ship with 100,000 m³ of enclosed spaces has log10(V) = 5, so K1 = 0.2 + 0.02 × 5 = 0.30 and GT = 0.30 × 100,000 = 30,000. A ship with 10,000 m³ has K1 = 0.28 and GT = 2,800.',
          ],
          'Net tonnage (NT) is calculated separately from the volume of cargo spaces, with corrections for draught, depth and passenger numbers; it indicates earning capacity and can never be less than 30% of GT.',
        ],
        summary: 'GT is a formula-based index of enclosed volume; it is not tonnes and not cargo capacity.',
      },
      {
        title: 'Where gross tonnage is used',
        paragraphs: [
          "GT is the yardstick many rules and fees are pegged to, which is why it appears on the ship's International Tonnage Certificate.",
        ],
        list: {
          title: 'Common uses',
          items: [
            'Thresholds in IMO conventions: for example, SOLAS applies to cargo ships of 500 GT and above on international voyages, and the ISM Code to the same size range.',
            "Port dues, light dues and pilotage charges in many ports, set by the port authority's tariff.",
            'Manning, certification and registration fees set by flag states.',
            'Fleet statistics, shipbuilding and insurance.',
          ],
        },
      },
      {
        title: 'Gross tonnage versus other ship measures',
        paragraphs: [
          [
            'Freight buyers usually care more about capacity in cargo units, such as ',
            { link: 'freight-dictionary/twenty-foot-equivalent-unit', text: 'TEU' },
            " for container ships, or about deadweight for bulk carriers. The largest container ships today carry over 20,000 TEU and exceed 200,000 GT. The Suez and Panama canals charge tolls on their own measures (Suez Canal Net Tonnage and the Panama Canal Universal Measurement System), so a ship's canal tonnage differs from its GT.",
          ],
        ],
      },
      {
        title: 'Common mistakes',
        paragraphs: [
          [
            'The most frequent error is treating GT as weight, for example assuming a 30,000 GT ship carries 30,000 tonnes of cargo. Another is mixing older GRT figures with modern GT in comparisons, since the two are calculated differently. When a ',
            { link: 'freight-dictionary/port-authority', text: 'port authority' },
            ' tariff or a charter party refers to tonnage, check which measure is meant: GT, NT, deadweight or a canal tonnage.',
          ],
        ],
      },
    ],
    relatedTerms: [
      { url: 'port-authority', name: 'Port Authority' },
      { url: 'twenty-foot-equivalent-unit', name: 'Twenty-Foot Equivalent Unit (TEU)' },
      { url: 'wharfage', name: 'Wharfage' },
      { url: '', name: 'Net tonnage (NT)' },
      { url: '', name: 'Deadweight tonnage (DWT)' },
    ],
  },
};

export default term;
