import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Roll-On/Roll-Off (RoRo) Meaning',
    description:
      'Roll-on/roll-off (RoRo) shipping explained: car carriers and ferries, what cargo qualifies, how RoRo freight is priced, documents, safety rules and common mistakes.',
    keywords:
      'roll-on roll-off, RoRo, Ro-Ro shipping, car carrier, PCTC, vehicle shipping, high and heavy, lane meter, RoRo freight rates',
  },
  data: {
    titleH1: 'Roll-On/Roll-Off (RoRo)',
    breadcrumb: 'Roll-On/Roll-Off (RoRo)',
    titleH2: 'What is roll-on/roll-off shipping?',
    url: 'roll-on-roll-off',
    headParagraphs: [
      [
        { strong: 'Roll-on/roll-off (RoRo)' },
        ' shipping carries cargo that is driven or towed on and off the vessel over ramps, instead of being lifted by cranes. The ships have internal vehicle decks, often several of them with adjustable heights, served by a stern or side ramp. Typical RoRo cargo includes new and used cars, trucks, buses, trailers, construction and agricultural machinery, and non-wheeled cargo loaded on roll trailers (often called Mafi trailers).',
      ],
      [
        'RoRo competes with container shipping for vehicles and with ',
        { link: 'freight-dictionary/breakbulk', text: 'breakbulk' },
        ' and flat-rack containers for heavy machinery. Its strength is fast, low-risk handling: a unit that can drive aboard needs no crane lift, lashing to a frame or container stuffing.',
      ],
    ],
    content: [
      {
        title: 'Types of RoRo vessels',
        paragraphs: [],
        list: {
          title: 'Main categories',
          items: [
            [
              { strong: 'Pure car carriers (PCC) and pure car and truck carriers (PCTC)' },
              ': deep-sea ships built for vehicles, measured in car equivalent units (CEU); the largest modern units carry more than 9,000 CEU.',
            ],
            [
              { strong: 'RoRo cargo ships (ConRo and general RoRo)' },
              ': carry trailers, project units and sometimes containers on deck.',
            ],
            [
              { strong: 'RoPax ferries' },
              ': carry passengers and freight vehicles on short-sea routes, such as across the English Channel, the Baltic and the Mediterranean.',
            ],
          ],
        },
      },
      {
        title: 'How RoRo freight is priced',
        paragraphs: [
          'Deep-sea RoRo is usually priced per unit for standard cars, and per cubic meter (length × width × height) or per freight ton for trucks and machinery, with surcharges for heavy or out-of-gauge units. Ferry freight is commonly quoted per lane meter, the length of deck a vehicle occupies, or per unit for a standard trailer. Bunker surcharges, port charges and security fees are added, and rates differ widely by trade lane and carrier.',
          'Worked example (illustrative rate): a wheeled excavator measuring 9.50 m × 2.55 m × 3.20 m is 77.5 m³. At a quoted US$65 per m³ from Antwerp to Lagos, the base freight is about US$5,040, before terminal handling and surcharges. The same machine would need a flat-rack container or breakbulk handling on a container ship, usually at a higher total cost.',
        ],
        summary: 'Measure units accurately: on RoRo, every centimeter of length, width and height is billed.',
      },
      {
        title: 'Documents and export rules',
        paragraphs: [
          [
            'The carrier issues a ',
            { link: 'freight-dictionary/bill-of-lading', text: 'bill of lading' },
            ' or sea waybill per unit or per shipment, stating the make, model and vehicle identification number (VIN) or serial number. Exporting used vehicles from the United States requires the title and supporting documents to be presented to U.S. Customs and Border Protection (CBP) at the port of export at least 72 hours before the vehicle is loaded, together with the electronic export information. Many destination countries set age limits, right-hand-drive rules or pre-shipment inspection requirements for imported vehicles.',
          ],
          'Incoterms 2020 sea rules (FAS, FOB, CFR, CIF) suit RoRo well, because cargo is handed over at the port; FCA, CPT or CIP fit where the seller delivers to the terminal compound. The rule allocates costs and risk but does not transfer ownership.',
        ],
      },
      {
        title: 'Safety rules',
        paragraphs: [
          [
            'Vehicles carried by sea are classed as ',
            { link: 'freight-dictionary/hazardous-materials', text: 'dangerous goods' },
            ' under the IMO’s IMDG Code (UN 3166 for vehicles powered by flammable liquid or gas, UN 3171 for battery-powered vehicles), although special provisions relax many requirements for vehicles stowed on vehicle decks. Carriers set their own rules on fuel level, battery condition and damaged electric vehicles. The SOLAS Convention was tightened for RoRo passenger ships after the Herald of Free Enterprise (1987) and Estonia (1994) disasters, with stricter damage-stability and bow-door requirements.',
          ],
        ],
      },
      {
        title: 'Common mistakes',
        paragraphs: [],
        list: {
          title: 'What causes delays and extra costs',
          items: [
            'Declaring wrong dimensions or weight, leading to re-measurement and rebilling at the terminal.',
            'Delivering vehicles that do not start or roll: non-runners need towing and are often charged as static cargo.',
            'Leaving personal effects or loose cargo inside cars, which most carriers prohibit.',
            'Shipping used machinery that has not been cleaned, which can trigger biosecurity holds at destination.',
            'Missing the terminal’s receiving window; RoRo sailings are less frequent than container services.',
          ],
        },
      },
    ],
    relatedTerms: [
      { url: 'breakbulk', name: 'Breakbulk' },
      { url: 'project-cargo', name: 'Project Cargo' },
      { url: 'sea-freight', name: 'Sea Freight' },
      { url: 'quarantine', name: 'Quarantine' },
      { url: 'port-authority', name: 'Port Authority' },
    ],
  },
};

export default term;
