import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is NVOCC Meaning',
    description:
      'NVOCC (non-vessel operating common carrier) explained: how it differs from a forwarder and a shipping line, FMC licensing, bonds, tariffs, NRAs and house bills.',
    keywords:
      'NVOCC, non-vessel operating common carrier, NVO, FMC license, OTI, house bill of lading, NRA, NSA, ocean transportation intermediary',
  },
  data: {
    titleH1: 'NVOCC',
    breadcrumb: 'NVOCC',
    titleH2: 'What is an NVOCC?',
    url: 'nvocc',
    headParagraphs: [
      [
        'An ',
        { strong: 'NVOCC (non-vessel operating common carrier)' },
        " is a company that acts as an ocean carrier towards shippers without operating any ships. It buys container space from shipping lines, sells it to its own customers under its own rates, and issues its own house bill of lading, taking on a carrier's responsibility for the cargo. Towards the shipping line, the NVOCC is itself the shipper.",
      ],
      [
        'The term comes from US law. The Shipping Act of 1984 defined the NVOCC, and the Ocean Shipping Reform Act of 1998, which amended it, grouped NVOCCs and ocean freight forwarders together as ocean transportation intermediaries (OTIs), both regulated by the Federal Maritime Commission (FMC). The expression is now used worldwide.',
      ],
    ],
    content: [
      {
        title: 'NVOCC, forwarder and shipping line compared',
        paragraphs: [],
        list: {
          title: 'Who does what',
          items: [
            'Shipping line (VOCC): operates vessels, issues the master bill of lading, sells space under tariffs and service contracts.',
            'NVOCC: contracts as carrier with the shipper, issues the house bill of lading, and books space with the VOCC in its own name.',
            "Freight forwarder (in the strict US sense): arranges transport as the shipper's agent and prepares documents, but does not issue its own bill of lading as carrier.",
            [
              'Freight broker: the road-transport counterpart that arranges trucking capacity; see ',
              { link: 'freight-dictionary/freight-broker', text: 'freight broker' },
              '.',
            ],
          ],
        },
        summary: 'Many companies are both forwarder and NVOCC; the role depends on the document they issue.',
      },
      {
        title: 'How an NVOCC works',
        paragraphs: [
          [
            'The NVOCC signs service contracts with one or more carriers, giving it committed rates and space. It sells that capacity to exporters and importers in full containers, and especially in less-than-container loads: it ',
            { link: 'freight-dictionary/consolidation', text: 'consolidates' },
            " several customers' cargo into one box at a container freight station, ships it under one ",
            { link: 'freight-dictionary/master-bill-of-lading', text: 'master bill of lading' },
            ' and issues a house bill to each customer. Its margin is the difference between what it pays the carrier and what it charges, plus handling and documentation fees. An NVOCC also needs agents or offices at destination to release cargo and collect charges, which is why NVOCCs join networks and alliances.',
          ],
        ],
      },
      {
        title: 'US rules: license, bond and tariff',
        paragraphs: [
          'For shipments to or from the United States, an NVOCC based in the US must hold an FMC license; a foreign-based NVOCC may instead register with the FMC. Both must show financial responsibility: the standard bond is US$75,000 for a licensed NVOCC and US$150,000 for a registered foreign NVOCC, with US$10,000 more for each unincorporated branch office. NVOCCs must publish a rules tariff and either publish rates or use negotiated rate arrangements (NRAs) or NVOCC service arrangements (NSAs) agreed with the shipper. The FMC publishes a searchable list of licensed and registered OTIs.',
        ],
      },
      {
        title: 'Example',
        paragraphs: [
          "A US importer of furniture needs 3 cubic meters shipped from Ho Chi Minh City to Savannah every month, far less than a container. An NVOCC quotes a rate per revenue ton, collects the cargo at its Vietnamese warehouse, loads it with other customers' goods into a 40-foot container, and files its house bill in the US manifest system before loading. In Savannah the container is devanned at the NVOCC's warehouse and the importer's customs broker clears the goods against the house bill.",
        ],
      },
      {
        title: 'Choosing an NVOCC: common mistakes',
        paragraphs: [],
        list: {
          title: 'Checks worth doing',
          items: [
            'Verify the FMC license or registration for US trades, and the local registration elsewhere where required.',
            'Read the house bill terms: liability limits, time bars and the law that applies.',
            "Confirm which destination charges the importer will pay to the NVOCC's agent.",
            'Check the financial standing of an unfamiliar NVOCC: if it fails to pay the carrier, your cargo can be held.',
          ],
        },
      },
    ],
    relatedTerms: [
      { url: 'master-bill-of-lading', name: 'Master Bill of Lading' },
      { url: 'bill-of-lading', name: 'Bill of Lading' },
      { url: 'consolidation', name: 'Consolidation' },
      { url: 'less-than-container-load', name: 'Less Than Container Load' },
      { url: 'freight-broker', name: 'Freight Broker' },
      { url: 'digital-freight-alliance', name: 'Digital Freight Alliance' },
    ],
  },
};

export default term;
