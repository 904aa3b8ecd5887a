import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Dunnage Meaning',
    description:
      'Dunnage explained: the wood, airbags, mats and bracing used to protect and secure cargo, ISPM 15 rules for wooden dunnage and how dunnage affects VGM.',
    keywords:
      'dunnage, dunnage bags, airbags, cargo securing, load securing, ISPM 15, wooden dunnage, blocking and bracing, CTU Code',
  },
  data: {
    titleH1: 'Dunnage',
    breadcrumb: 'Dunnage',
    titleH2: 'What is dunnage in shipping?',
    url: 'dunnage',
    headParagraphs: [
      [
        { strong: 'Dunnage' },
        ' is any material used to protect, separate and secure cargo during transport, but which is not part of the goods or their packaging. Timber battens, plywood sheets, inflatable dunnage bags, rubber anti-slip mats, cardboard and foam fillers are all dunnage.',
      ],
      'It keeps cargo from shifting, fills empty spaces, spreads heavy loads over the floor, lifts goods off wet surfaces, and allows air to circulate. Good dunnage is cheap compared with the damage it prevents.',
    ],
    content: [
      {
        title: 'Main types of dunnage',
        paragraphs: [],
        list: {
          title: 'Common materials and uses',
          items: [
            [
              { strong: 'Timber and plywood:' },
              ' bracing, blocking, floor bearers for heavy items, and separators between tiers in breakbulk and project cargo.',
            ],
            [
              { strong: 'Dunnage bags (airbags):' },
              ' inflatable bags placed in gaps between pallets or at the doors to stop movement in containers and trailers.',
            ],
            [
              { strong: 'Anti-slip mats:' },
              ' rubber or composite mats that increase friction under pallets and reduce the lashing needed.',
            ],
            [
              { strong: 'Corrugated board, foam and edge protectors:' },
              ' protect surfaces and prevent straps from cutting into cartons.',
            ],
            [
              { strong: 'Kraft paper and moisture absorbers:' },
              ' line containers and reduce condensation damage ("container rain").',
            ],
          ],
        },
      },
      {
        title: 'Rules that apply',
        paragraphs: [
          [
            'Wooden dunnage is regulated as wood packaging material under the international phytosanitary standard ',
            { strong: 'ISPM 15' },
            '. Solid wood must be heat-treated (the core held at 56 °C for at least 30 minutes) or fumigated with methyl bromide, and marked with the IPPC stamp. Many countries, including the United States, the EU members, China and Australia, can refuse, treat or re-export cargo whose wood is unmarked or shows live pests. Plywood and other processed wood are exempt, which makes them a safe choice.',
          ],
          'For securing cargo in containers, the IMO/ILO/UNECE Code of Practice for Packing of Cargo Transport Units (the CTU Code) gives guidance on blocking, bracing and lashing. Under SOLAS, the verified gross mass (VGM) of a packed container includes dunnage and securing material, so heavy timber bracing must be weighed or added when the shipper declares VGM.',
        ],
      },
      {
        title: 'Example',
        paragraphs: [
          [
            'A Turkish exporter loads 18 pallets of ceramic sanitaryware into a 40-foot container for Rotterdam. The pallets fill the floor except for a gap of about 40 cm near the doors and small gaps between rows. The loaders place anti-slip mats under each pallet, insert two dunnage bags in the side gaps and build a timber gate at the doors from heat-treated, ISPM 15-stamped battens. The 120 kg of timber and bags is added to the cargo and tare weight for the VGM. On arrival, the consignee removes the dunnage during ',
            { link: 'freight-dictionary/devanning', text: 'devanning' },
            ' and returns a clean container.',
          ],
        ],
      },
      {
        title: 'Who provides and pays for dunnage',
        paragraphs: [
          [
            'For a ',
            { link: 'freight-dictionary/full-container-load', text: 'full container load' },
            ', the shipper loads and secures the cargo and provides the dunnage, usually as part of its packing cost. For LCL, the consolidator secures lots inside the shared container. In breakbulk shipping, dunnage may be supplied by the ship or charged by the stevedore, depending on the charter or booking terms. Consignees usually pay to dispose of dunnage, so some shippers use reusable systems.',
          ],
        ],
      },
      {
        title: 'Common mistakes',
        paragraphs: [
          'The most common errors are using untreated or unmarked wood, leaving voids at the door end so the load shifts when the container is tilted, overinflating dunnage bags beyond the rated pressure, and using wet timber that raises humidity in the container. Each can turn a sound shipment into a damage claim that cargo insurers may reject as insufficient packing.',
        ],
        summary: 'Treat, mark and weigh your dunnage, and fill every void.',
      },
    ],
    relatedTerms: [
      { url: 'palletization', name: 'Palletization' },
      { url: 'breakbulk', name: 'Breakbulk' },
      { url: 'devanning', name: 'Devanning' },
      { url: 'cargo-insurance', name: 'Cargo Insurance' },
      { url: '', name: 'ISPM 15' },
    ],
  },
};

export default term;
