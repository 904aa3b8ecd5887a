import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Bonded Carrier Meaning',
    description:
      "Bonded carrier explained: how uncleared goods move in-bond under a customs bond, IT, T&E and IE entries, the carrier's obligations and common pitfalls.",
    keywords:
      'bonded carrier, in-bond, customs bond, IT entry, T&E, IE, custodial bond, bonded trucking, CBP, transit, T1',
  },
  data: {
    titleH1: 'Bonded Carrier',
    breadcrumb: 'Bonded Carrier',
    titleH2: 'What is a bonded carrier?',
    url: 'bonded-carrier',
    headParagraphs: [
      [
        'A ',
        { strong: 'bonded carrier' },
        " is a trucking company, railroad, airline, barge operator or other carrier authorized by customs to transport imported goods that have not yet been cleared, duty unpaid, from the port where they arrive to another customs location. The carrier's customs bond guarantees that the goods will reach their destination intact or that the duties, taxes and penalties will be paid.",
      ],
      [
        'Bonded movements let an importer clear goods inland, close to where they are needed, instead of at the crowded ',
        { link: 'freight-dictionary/port-of-entry', text: 'port of entry' },
        '. They also let cargo cross a country in transit to a third country without being imported there.',
      ],
    ],
    content: [
      {
        title: 'How a bonded carrier qualifies in the United States',
        paragraphs: [
          'In the U.S., a carrier that wants to move merchandise in-bond must hold a custodial bond filed with CBP (a continuous bond on CBP Form 301 under activity code 2, custodian of bonded merchandise) and must be identified by its SCAC or carrier code. The bond makes the carrier liable if goods are lost, delivered to the wrong place or tampered with. Customs rules for in-bond movements are set out in 19 CFR Part 18.',
        ],
      },
      {
        title: 'Types of in-bond movement',
        paragraphs: [
          "U.S. in-bond entries are filed electronically in CBP's ACE system, and each movement is one of three types:",
        ],
        list: {
          title: 'In-bond types',
          items: [
            [
              { strong: 'Immediate Transportation (IT)' },
              ': goods move from the port of arrival to an inland port, where they are formally entered and cleared.',
            ],
            [
              { strong: 'Transportation and Exportation (T&E)' },
              ': goods cross the U.S. and leave from another port without being entered, for example cargo landed in Los Angeles and trucked to Mexico.',
            ],
            [
              { strong: 'Immediate Exportation (IE)' },
              ': goods are exported from the same port where they arrived.',
            ],
          ],
        },
      },
      {
        title: "The carrier's obligations",
        paragraphs: [
          'The bonded carrier must keep the customs seal intact, deliver the goods to the destination stated in the in-bond within the legal time limit (30 days in the U.S.), and report arrival at destination promptly (CBP requires it within two business days). Diverting the shipment needs CBP approval. Missing or late arrival reports lead to liquidated damages claims against the bond, and repeated problems can cost a carrier its bonded status.',
          [
            'Receiving facilities at destination, such as bonded warehouses or ',
            {
              link: 'freight-dictionary/container-freight-station',
              text: 'container freight stations',
            },
            ', are themselves bonded, so the goods stay under customs control until released.',
          ],
        ],
        summary:
          'Seal intact, right destination, on time, arrival reported: the four things a bonded carrier must get right.',
      },
      {
        title: 'Example',
        paragraphs: [
          [
            "A container of machine parts from Busan is discharged at the Port of Seattle for an importer in Minneapolis. The importer's ",
            {
              link: 'freight-dictionary/customs-broker',
              text: 'customs broker',
            },
            ' arranges an IT in-bond, and a bonded rail carrier moves the sealed box to Minneapolis, a port of entry. The carrier reports arrival in ACE, the broker files the entry there, and once CBP releases the goods a ',
            { link: 'freight-dictionary/drayage', text: 'drayage' },
            ' trucker delivers them to the factory. The importer avoids clearing at a busy coastal terminal and gets local customs support.',
          ],
        ],
      },
      {
        title: 'Outside the United States',
        paragraphs: [
          'Other countries use the same idea under different names. In the European Union and in countries linked to it by the common transit convention, goods move under the transit procedure (T1 for non-Union goods) declared in the New Computerised Transit System (NCTS), with a guarantee covering the duties. Canada licenses bonded carriers through the CBSA, and TIR carnets cover road transit across many countries under a UN convention.',
        ],
      },
      {
        title: 'Common mistakes',
        paragraphs: [
          "Using a non-bonded trucker for an in-bond move, breaking a seal without customs authorization, forgetting to close the in-bond on arrival, and delivering to the consignee before release all create liability for the carrier and delays for the importer. Check the carrier's bond status before tendering in-bond freight.",
        ],
      },
    ],
    relatedTerms: [
      { url: 'customs-clearance', name: 'Customs Clearance' },
      { url: 'port-of-entry', name: 'Port of Entry' },
      { url: 'customs-broker', name: 'Customs Broker' },
      {
        url: 'container-freight-station',
        name: 'Container Freight Station (CFS)',
      },
      { url: '', name: 'Bonded warehouse' },
    ],
  },
};

export default term;
