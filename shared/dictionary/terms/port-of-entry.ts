import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Port of Entry Meaning',
    description:
      'Port of entry explained: where imported goods are officially entered and cleared, US CBP port codes, port of unlading versus port of entry, in-bond moves and pitfalls.',
    keywords:
      'port of entry, CBP port code, customs port, port of unlading, in-bond, IT entry, entry filing, Schedule D, inland port of entry',
  },
  data: {
    titleH1: 'Port of Entry',
    breadcrumb: 'Port of Entry',
    titleH2: 'What is a port of entry?',
    url: 'port-of-entry',
    headParagraphs: [
      [
        'A ',
        { strong: 'port of entry' },
        " is a place designated by a country's government where goods and people may lawfully enter and where customs (and other border agencies) are present to clear them. It can be a seaport, an airport, a land border crossing or an inland location such as a rail terminal or customs office far from the coast.",
      ],
      [
        'For importers, the port of entry is the customs location where the import entry is filed and the goods are released, which is not always the port where the ship unloads.',
      ],
    ],
    content: [
      {
        title: 'Ports of entry in the United States',
        paragraphs: [
          "US Customs and Border Protection (CBP) operates more than 300 ports of entry, grouped into field offices. Each has a four-digit port code from CBP's Schedule D, for example 2704 for Los Angeles, 2709 for Long Beach and 3901 for Chicago. The port code appears on the entry summary (CBP Form 7501) and determines which CBP office reviews the entry, examines cargo and collects duty.",
        ],
      },
      {
        title: 'Port of unlading versus port of entry',
        paragraphs: [
          [
            'The port of unlading is where the cargo comes off the vessel or aircraft. Goods can be entered for consumption there, or moved under customs control, "in bond", to another port of entry closer to the importer. In the US this inland movement is typically made on an immediate transportation (IT) entry by a ',
            { link: 'freight-dictionary/bonded-carrier', text: 'bonded carrier' },
            ', and the goods are cleared at the destination port. The EU uses similar concepts: the customs office of first entry receives the safety and security data, and goods can travel under transit procedures to an inland office for clearance.',
          ],
        ],
        summary: 'Where the ship unloads and where the goods are cleared can be two different ports.',
      },
      {
        title: 'Example',
        paragraphs: [
          [
            "A Chicago importer buys 2,000 office chairs from Ningbo on FOB terms, shipped in two 40-foot high-cube containers. The containers are discharged at Los Angeles (port of unlading 2704) and loaded on a double-stack train under an IT bond. On arrival at the rail ramp in Chicago, the importer's ",
            { link: 'freight-dictionary/customs-broker', text: 'customs broker' },
            ' files the entry at port 3901, CBP releases the cargo, and the containers are delivered by truck. The importer pays duty once, at Chicago, and avoids trucking the containers across the country.',
          ],
        ],
      },
      {
        title: 'What happens at the port of entry',
        paragraphs: [
          [
            'Customs checks the advance ',
            { link: 'freight-dictionary/manifest', text: 'manifest' },
            ' data against the entry, applies risk targeting, decides on release or examination, and collects duties and taxes. Partner agencies (in the US, for example, FDA, USDA and the Consumer Product Safety Commission) can hold goods they regulate. The ',
            { link: 'freight-dictionary/importer-of-record', text: 'importer of record' },
            ' is responsible for the accuracy of the entry, even when a broker files it. In the US, entry documents are generally filed within 15 calendar days of arrival, and the entry summary with duty deposit within 10 working days of release.',
          ],
        ],
      },
      {
        title: 'Common mistakes and how to avoid them',
        paragraphs: [],
        list: {
          title: 'Points to check',
          items: [
            'Naming the wrong port of entry on the ISF or entry, which delays clearance.',
            'Not arranging an in-bond move before the cargo arrives, so the container sits at the discharge port and accrues storage.',
            'Choosing a small port of entry without the partner-agency staff needed for regulated goods.',
            'Confusing the port of entry with the final delivery place on the bill of lading.',
          ],
        },
      },
    ],
    relatedTerms: [
      { url: 'customs-clearance', name: 'Customs Clearance' },
      { url: 'customs-broker', name: 'Customs Broker' },
      { url: 'importer-of-record', name: 'Importer of Record' },
      { url: 'bonded-carrier', name: 'Bonded Carrier' },
      { url: 'port-authority', name: 'Port Authority' },
      { url: 'manifest', name: 'Manifest' },
    ],
  },
};

export default term;
