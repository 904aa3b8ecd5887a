import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Port Authority Meaning',
    description:
      'Port authority explained: what a port authority does, landlord versus operating port models, port dues and wharfage, security duties and how it affects shippers.',
    keywords:
      'port authority, harbor authority, landlord port, port dues, wharfage, harbor master, terminal concession, port governance',
  },
  data: {
    titleH1: 'Port Authority',
    breadcrumb: 'Port Authority',
    titleH2: 'What is a port authority?',
    url: 'port-authority',
    headParagraphs: [
      [
        'A ',
        { strong: 'port authority' },
        " is the public body, or publicly owned company, that owns or manages a port's land, water areas and basic infrastructure and regulates activity within the port. It maintains channels and quays, controls vessel traffic through the harbor master, sets and collects port dues, and decides who may operate terminals and on what terms.",
      ],
      [
        'It is not usually the company that loads and unloads your container. In most large ports that work is done by private terminal operators holding a lease or concession from the authority.',
      ],
    ],
    content: [
      {
        title: 'Port governance models',
        paragraphs: [],
        list: {
          title: 'How responsibilities are split',
          items: [
            'Landlord port: the authority owns land and infrastructure and leases terminals to private operators, who supply cranes, equipment and labor. This is the dominant model for large container ports (Rotterdam and Antwerp-Bruges are well-known examples).',
            'Service (operating) port: the authority owns the infrastructure and also operates the terminals itself.',
            'Tool port: the authority owns infrastructure and cargo-handling equipment, while private companies provide the labor.',
            'Private port: land and operations are both privately owned, with the state keeping a regulatory role.',
          ],
        },
      },
      {
        title: 'What a port authority does',
        paragraphs: [
          "Typical duties include planning and financing new berths and channels, dredging, navigation aids, pilotage and towage rules (sometimes providing them directly), safety and environmental rules, emergency response, and port community IT systems that connect terminals, customs, carriers and trucking companies. Under the IMO's International Ship and Port Facility Security (ISPS) Code, port facilities must have approved security plans; the authority often coordinates this work with the national government. Customs, immigration and port state control inspections are carried out by government agencies, not by the port authority.",
        ],
      },
      {
        title: 'Who pays port charges',
        paragraphs: [
          [
            "Port dues on the ship are paid by the vessel operator and are usually calculated on the ship's ",
            { link: 'freight-dictionary/gross-tonnage', text: 'gross tonnage' },
            ' (some ports use net tonnage or length), sometimes with discounts for frequent callers or cleaner ships. Charges on cargo, such as ',
            { link: 'freight-dictionary/wharfage', text: 'wharfage' },
            ", are levied per ton, per container or per unit and reach the shipper either inside the carrier's terminal handling charge or as a separate line. Land leases and concession fees paid by terminal operators are another main source of revenue.",
          ],
        ],
      },
      {
        title: 'Worked example: port dues',
        paragraphs: [
          "Suppose a port's published tariff charges container ships €0.25 per gross ton per call, with a 20% discount for vessels holding a recognized environmental certificate. A ship of 150,000 GT pays 150,000 × 0.25 = €37,500; with the discount, €30,000. The carrier recovers such costs across all containers on board through its freight rates and surcharges. The rate here is illustrative: every port publishes its own tariff, often with separate rates by ship type, call frequency and time in port.",
        ],
        summary: 'Port dues are paid by the ship; cargo charges reach shippers through THC or wharfage.',
      },
      {
        title: 'Why it matters to shippers',
        paragraphs: [
          [
            'Decisions by the port authority shape the cost and reliability of every shipment: channel depth limits the size of ships that can call, gate rules and truck appointment systems affect ',
            { link: 'freight-dictionary/drayage', text: 'drayage' },
            ' times, and investment (or the lack of it) determines whether the port suffers ',
            { link: 'freight-dictionary/port-congestion', text: 'congestion' },
            ". When storage at a terminal becomes costly, check whether the charge is the terminal operator's storage tariff or the carrier's demurrage; each has a different contact for disputes.",
          ],
        ],
      },
    ],
    relatedTerms: [
      { url: 'wharfage', name: 'Wharfage' },
      { url: 'port-of-entry', name: 'Port of Entry' },
      { url: 'port-congestion', name: 'Port Congestion' },
      { url: 'gross-tonnage', name: 'Gross Tonnage' },
      { url: 'demurrage', name: 'Demurrage' },
      { url: '', name: 'Terminal operator' },
    ],
  },
};

export default term;
