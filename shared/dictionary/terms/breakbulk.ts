import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Breakbulk Meaning',
    description:
      'Breakbulk cargo explained: what moves as breakbulk, how it is loaded and secured, how W/M freight and heavy-lift charges are calculated, and key risks.',
    keywords:
      'breakbulk, break bulk cargo, general cargo, heavy lift, multipurpose vessel, W/M, revenue ton, FIO, liner terms',
  },
  data: {
    titleH1: 'Breakbulk',
    breadcrumb: 'Breakbulk',
    titleH2: 'What is breakbulk cargo?',
    url: 'breakbulk',
    headParagraphs: [
      [
        { strong: 'Breakbulk' },
        ' is cargo that is loaded, stowed and discharged as individual pieces or bundles rather than in shipping containers or as loose bulk. Steel coils and beams, pipes, timber packages, bagged goods on pallets, machinery, boats, rail cars and large crates are typical breakbulk items. Each piece is lifted by crane, secured in the hold or on deck and handled again at discharge.',
      ],
      [
        'Breakbulk sits between two other worlds. Bulk cargo such as grain, ore or oil is poured or pumped without packaging, and ',
        { link: 'freight-dictionary/containerization', text: 'containerized' },
        ' cargo moves in standard boxes. Breakbulk covers what does not fit either, from a few packages of steel to the heavy, oversized units of ',
        { link: 'freight-dictionary/project-cargo', text: 'project cargo' },
        '.',
      ],
    ],
    content: [
      {
        title: 'How breakbulk moves',
        paragraphs: [
          'Breakbulk is carried mainly on general cargo and multipurpose vessels, many with their own cranes so they can work ports with little shore equipment, and on heavy-lift ships for the biggest units. Wheeled or tracked cargo can also go on ro-ro vessels, and some lines carry out-of-gauge pieces on flat racks aboard container ships.',
          [
            "Stowage and securing follow the IMO Code of Safe Practice for Cargo Stowage and Securing (CSS Code) and the vessel's cargo securing manual. Pieces are separated and protected with ",
            { link: 'freight-dictionary/dunnage', text: 'dunnage' },
            ', lashed with chains, wire or steel bands, and welded stoppers may be used for heavy units. A marine surveyor often approves the stowage of valuable or heavy cargo.',
          ],
        ],
      },
      {
        title: 'Terms of carriage',
        paragraphs: [
          'Who pays for loading and discharge depends on the terms in the booking or charter. Under liner terms the freight includes loading and discharging costs from hook to hook. Under FIO (free in and out) the cargo side pays for loading and discharge; FIOS adds stowage and FIOST adds trimming. Getting this wrong is a common source of unexpected stevedoring invoices.',
        ],
      },
      {
        title: 'How breakbulk freight is calculated',
        paragraphs: [
          [
            'Liner breakbulk freight is normally quoted per revenue ton on a ',
            {
              link: 'freight-dictionary/weight-and-measurement',
              text: 'weight or measurement (W/M)',
            },
            ' basis: each metric ton or each cubic meter counts as one revenue ton, and the carrier charges on whichever figure is greater. Heavy-lift and long-length surcharges apply above thresholds set by each carrier.',
          ],
          'Example: a power transformer shipped from Antwerp to Dammam measures 6.0 × 3.0 × 3.5 m (63 m³) and weighs 45 t. Measurement exceeds weight, so freight is charged on 63 revenue tons. At an illustrative USD 95 per revenue ton, basic freight is USD 5,985, before any heavy-lift surcharge, port charges and lashing materials.',
        ],
        summary:
          "Charge on the greater of tons and cubic meters, then add the carrier's weight and length surcharges.",
      },
      {
        title: 'Risks and how to manage them',
        paragraphs: [
          'Because every piece is handled individually, breakbulk carries more handling risk than a sealed container.',
        ],
        list: {
          title: 'Good practice',
          items: [
            'Provide accurate weights, dimensions, center of gravity and lifting points on drawings before booking.',
            'Pack for repeated crane handling and sea air: steel needs protection against rust, machinery against moisture.',
            'Agree who supplies lashing and dunnage, and who pays for it, in writing.',
            "Check that the port of discharge has cranes or that the vessel's gear can lift the heaviest piece.",
            'Insure on all-risk terms and ask for a pre-loading condition survey for high-value pieces.',
          ],
        },
      },
      {
        title: 'Why breakbulk still matters',
        paragraphs: [
          'Containers took over most general cargo from the 1960s onward, but breakbulk remains essential for steel, forest products, energy and mining equipment, and for ports without container infrastructure. For large or heavy units it is often cheaper and safer than dismantling cargo to fit a box.',
        ],
      },
    ],
    relatedTerms: [
      { url: 'project-cargo', name: 'Project Cargo' },
      { url: 'roll-on-roll-off', name: 'Roll-on/Roll-off' },
      { url: 'dunnage', name: 'Dunnage' },
      { url: 'weight-and-measurement', name: 'Weight and Measurement' },
      { url: 'containerization', name: 'Containerization' },
    ],
  },
};

export default term;
