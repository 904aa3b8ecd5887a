import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Project Cargo Meaning',
    description:
      'Project cargo explained: heavy-lift and oversized shipments for industrial projects, how they are planned and shipped, freight-ton pricing, risks and key rules.',
    keywords:
      'project cargo, heavy lift, out of gauge, OOG cargo, breakbulk, flat rack, project logistics, oversized cargo, route survey',
  },
  data: {
    titleH1: 'Project Cargo',
    breadcrumb: 'Project Cargo',
    titleH2: 'What is project cargo?',
    url: 'project-cargo',
    headParagraphs: [
      [
        { strong: 'Project cargo' },
        ' is the transport of large, heavy, high-value or complex equipment and materials for a specific industrial or infrastructure project, such as a power plant, refinery, mine, wind farm or factory. A single project can involve a few oversized pieces or thousands of tons of mixed cargo that must arrive on site in the right sequence.',
      ],
      [
        'What sets it apart from standard freight is engineering: each heavy or out-of-gauge (OOG) piece needs its own lifting, securing and routing plan, and often permits and escorts on the road.',
      ],
    ],
    content: [
      {
        title: 'Typical cargo and equipment',
        paragraphs: [],
        list: {
          title: 'What project shipments often include',
          items: [
            'Heavy lifts: transformers, turbines, generators, reactors and pressure vessels weighing tens or hundreds of tons.',
            'Out-of-gauge pieces: wind turbine blades and tower sections, modules, pipe racks.',
            'Bulk project materials: steel structures, pipes, cables, in many shipments over months.',
            'Containerized spare parts and tools that must reach site with the main equipment.',
          ],
        },
      },
      {
        title: 'How project cargo moves',
        paragraphs: [
          [
            'Pieces that exceed container dimensions travel on flat racks or open-top containers (a 40-foot flat rack typically carries around 40 tons, depending on the owner), as ',
            { link: 'freight-dictionary/breakbulk', text: 'breakbulk' },
            " in a general-cargo vessel's hold, on ",
            { link: 'freight-dictionary/roll-on-roll-off', text: 'roll-on/roll-off' },
            ' ships if the cargo is wheeled or loaded on trailers, or on chartered heavy-lift vessels with their own cranes. On land, self-propelled modular transporters (SPMTs), multi-axle trailers, barges and cranes are used.',
          ],
        ],
        list: {
          title: 'Planning steps',
          items: [
            'Feasibility study and route survey: bridges, overhead lines, turning radii, road bearing capacity.',
            'Engineering: lifting plans, lashing and securing calculations (the IMO Code of Safe Practice for Cargo Stowage and Securing applies on board), stowage plans.',
            'Permits, police escorts and night-time road moves for abnormal loads.',
            'Marine warranty survey where the project insurer requires one, and customs planning for temporary or project import regimes.',
          ],
        },
      },
      {
        title: 'Worked example: freight tons',
        paragraphs: [
          'Breakbulk and project cargo are usually charged per freight ton on weight or measure: 1 metric ton (1,000 kg) or 1 cubic meter, whichever is greater. A transformer shipped from Antwerp to Dammam measures 8.5 × 3.6 × 4.2 m (128.5 m³) and weighs 95 metric tons, so it is charged 128.5 freight tons. At US$110 per freight ton on liner terms (loading and discharge included), the ocean freight is about US$14,135. Heavy-lift additionals apply above certain piece weights, and the quote may instead be on FIO terms (free in and out), where the shipper pays for loading and discharge separately. Rates are illustrative and depend on vessel availability and market.',
        ],
        summary: 'Always confirm whether a project quote is on liner terms or FIO terms.',
      },
      {
        title: 'Contracts, insurance and Incoterms',
        paragraphs: [
          [
            'Project logistics is often awarded to one freight forwarder under a tender covering the whole project. Because a single damaged component can delay commissioning for months, cover usually goes beyond standard ',
            { link: 'freight-dictionary/marine-insurance', text: 'marine insurance' },
            ' to include delay in start-up. In the sales contract, parties often use Incoterms 2020 FCA, CIP or DAP for door-to-site moves, or FAS or FOB where the seller delivers to a named vessel. The Incoterm only sets delivery, cost and risk; it never transfers ownership.',
          ],
        ],
      },
      {
        title: 'Common mistakes and how to avoid them',
        paragraphs: [],
        list: {
          title: 'Lessons from the field',
          items: [
            'Using supplier drawing dimensions instead of the measured, packed dimensions and center of gravity.',
            'Booking the sea leg before confirming the road route at both ends.',
            'Ignoring port limits: quay load capacity, crane capacity and storage space for laydown.',
            'Leaving customs classification of a dismantled plant until arrival.',
          ],
        },
      },
    ],
    relatedTerms: [
      { url: 'breakbulk', name: 'Breakbulk' },
      { url: 'roll-on-roll-off', name: 'Roll-on Roll-off' },
      { url: 'marine-insurance', name: 'Marine Insurance' },
      { url: 'free-alongside-ship', name: 'Free Alongside Ship' },
      { url: 'transshipment', name: 'Transshipment' },
      { url: '', name: 'Out-of-gauge (OOG) cargo' },
    ],
  },
};

export default term;
