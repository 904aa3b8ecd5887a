import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Wharfage Meaning',
    description:
      'Wharfage explained: the port charge on cargo crossing a wharf, how it differs from dockage and THC, who pays under Incoterms 2020 and a worked example.',
    keywords:
      'wharfage, wharfage charge, wharfage fee, port charges, dockage vs wharfage, wharfage per ton, terminal tariff',
  },
  data: {
    titleH1: 'Wharfage',
    breadcrumb: 'Wharfage',
    titleH2: 'What is wharfage?',
    url: 'wharfage',
    headParagraphs: [
      [
        { strong: 'Wharfage' },
        ' is a charge levied by the owner or operator of a wharf, usually a ',
        { link: 'freight-dictionary/port-authority', text: 'port authority' },
        " or marine terminal operator, on cargo that passes over, onto or under the wharf while being loaded onto or discharged from a vessel. It pays for the use of the port's infrastructure by the goods, as distinct from the use by the ship.",
      ],
      'It is charged per unit of cargo: per container, per metric or revenue ton, per vehicle or per unit of liquid bulk, at rates published in the port or terminal tariff.',
    ],
    content: [
      {
        title: 'Wharfage, dockage and terminal handling',
        paragraphs: [
          'Port invoices use several similar-sounding charges, and they are billed to different parties.',
        ],
        list: {
          title: 'How the charges differ',
          items: [
            'Wharfage: charged on the cargo for using the wharf; ultimately paid by the cargo interest.',
            'Dockage (berth hire): charged on the vessel for occupying a berth, usually by length overall and time; paid by the ship operator.',
            [
              { link: 'freight-dictionary/terminal-handling-charges', text: 'Terminal handling charges' },
              ': charged by the carrier to the cargo to recover the cost of lifting and moving containers in the terminal.',
            ],
            'Storage or demurrage: charged when cargo stays in the terminal beyond its free time.',
          ],
        },
        summary: 'Dockage is for the ship, wharfage is for the cargo.',
      },
      {
        title: 'Who pays wharfage',
        paragraphs: [
          "In container trades, wharfage is often collected by the ocean carrier and included in, or billed alongside, its terminal handling charges at each end. In breakbulk, bulk and Ro-Ro trades, the port frequently bills the vessel agent or the cargo owner's agent directly according to the tariff.",
          [
            'Between seller and buyer, the sales contract decides. Under the ',
            { link: 'freight-dictionary/incoterms', text: 'Incoterms 2020' },
            ' rules, the seller bears loading-port costs until the goods are on board under ',
            { link: 'freight-dictionary/free-on-board', text: 'FOB' },
            ', and until alongside the ship under FAS. Under CFR and CIF, the seller pays the costs its contract of carriage includes, and discharge-port charges fall on the buyer unless they were part of that contract. Stating explicitly who pays destination wharfage avoids disputes when the invoice arrives.',
          ],
        ],
      },
      {
        title: 'How wharfage is calculated',
        paragraphs: [
          'Ports set wharfage by commodity and unit. Containers are commonly charged a flat amount per box, distinguishing 20-foot and 40-foot, full and empty, import, export and transshipment. Breakbulk and bulk are charged per metric ton or revenue ton, sometimes with different rates for commodities such as steel, forest products or grain.',
          "Worked example: a shipment of 2,000 tonnes of steel coils is discharged at a port whose tariff sets breakbulk wharfage for steel at US$1.20 per metric ton. The wharfage is 2,000 × 1.20 = US$2,400, billed to the receiver's agent. A ship discharging the same cargo also pays dockage for its hours at the berth. The rate here is illustrative; each port publishes its own.",
        ],
      },
      {
        title: 'Regulation and tariffs',
        paragraphs: [
          [
            "In the United States, marine terminal operators publish their rates, including wharfage, in terminal schedules that must be made available to the public under FMC rules. Elsewhere, wharfage is typically set by the port authority under national port legislation, for example in India by each major port's scale of rates. The rates are part of the wider port ",
            { link: 'freight-dictionary/tariff', text: 'tariff' },
            ', together with storage, equipment hire and security fees.',
          ],
        ],
      },
      {
        title: 'Mistakes to avoid',
        paragraphs: [
          "Importers are sometimes surprised by wharfage billed separately from THC, or billed twice when both the carrier and the port collect it. Ask the forwarder for an itemized list of port charges at both ends, check whether wharfage is included in the carrier's THC for that port, and compare invoiced amounts with the published tariff.",
        ],
      },
    ],
    relatedTerms: [
      { url: 'port-authority', name: 'Port Authority' },
      { url: 'terminal-handling-charges', name: 'Terminal Handling Charges (THC)' },
      { url: 'tariff', name: 'Tariff' },
      { url: 'demurrage', name: 'Demurrage' },
      { url: '', name: 'Dockage' },
    ],
  },
};

export default term;
