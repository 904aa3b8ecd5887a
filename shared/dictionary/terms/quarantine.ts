import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Quarantine Meaning',
    description:
      'Quarantine in shipping: biosecurity holds on imported cargo, ISPM 15 wood packaging, phytosanitary certificates, who pays for treatment and how to avoid holds.',
    keywords:
      'quarantine, cargo quarantine, biosecurity, phytosanitary certificate, ISPM 15, fumigation, APHIS, import inspection, agricultural hold',
  },
  data: {
    titleH1: 'Quarantine',
    breadcrumb: 'Quarantine',
    titleH2: 'What is quarantine in shipping?',
    url: 'quarantine',
    headParagraphs: [
      [
        'In freight, ',
        { strong: 'quarantine' },
        ' is the control an importing country applies to goods, packaging, vessels or containers that could carry pests, plant and animal diseases or other biological risks. Goods under a quarantine hold cannot be released, even after ',
        { link: 'freight-dictionary/customs-clearance', text: 'customs clearance' },
        ', until the biosecurity authority has inspected them, treated them, or ordered them to be re-exported or destroyed.',
      ],
      'Quarantine rules run alongside customs rules but are enforced by agriculture or health agencies: in the United States the Department of Agriculture’s Animal and Plant Health Inspection Service (APHIS), with U.S. Customs and Border Protection (CBP) agriculture specialists at the border; in Australia the Department of Agriculture, Fisheries and Forestry; in New Zealand the Ministry for Primary Industries.',
    ],
    content: [
      {
        title: 'What triggers a quarantine hold',
        paragraphs: [
          'Some goods are regulated by nature: fresh fruit and vegetables, seeds, plants, cut flowers, meat, dairy, animal products, live animals, timber and soil. Others are held because of how they are packed or where they come from. Untreated wooden pallets and crates, straw or bark used as packing, soil on used machinery or vehicles, and hitchhiker pests in containers are frequent causes of holds for otherwise harmless cargo.',
        ],
        list: {
          title: 'Typical regulated items',
          items: [
            'Plants, seeds, bulbs, fresh produce and cut flowers (usually need a phytosanitary certificate from the exporting country).',
            'Meat, dairy, eggs, hides and other animal products (usually need veterinary or health certificates and an import permit).',
            'Solid wood packaging such as pallets, crates and dunnage (must meet ISPM 15).',
            'Used machinery, vehicles and tires, which must arrive free of soil, seeds and plant debris.',
          ],
        },
      },
      {
        title: 'ISPM 15 and wood packaging',
        paragraphs: [
          [
            'The International Standard for Phytosanitary Measures No. 15 (ISPM 15), published under the International Plant Protection Convention (IPPC), requires solid wood packaging in international trade to be debarked and treated, either by heat treatment (core temperature of at least 56 °C for 30 minutes, marked HT) or by approved fumigation, and stamped with the IPPC mark, the country code, the treatment provider’s number and the treatment code. Processed wood such as plywood and particle board is exempt. Wooden ',
            { link: 'freight-dictionary/dunnage', text: 'dunnage' },
            ' used to brace cargo is covered too.',
          ],
        ],
        summary: 'Non-compliant wood packaging can send a whole container to treatment or back to origin.',
      },
      {
        title: 'How an inspection works and who pays',
        paragraphs: [
          [
            'The importer or its ',
            { link: 'freight-dictionary/customs-broker', text: 'customs broker' },
            ' lodges the entry with the required certificates and permits. The authority screens the documents and may release the goods, order a document check, or direct the container to an approved inspection site. If pests or non-compliant packaging are found, the options are treatment (fumigation, heat treatment, cleaning), re-export or destruction.',
          ],
          [
            'The importer normally bears inspection fees, treatment, cartage to the inspection site and storage, and any ',
            { link: 'freight-dictionary/demurrage', text: 'demurrage' },
            ' the line charges while the box is held. Under every Incoterms 2020 rule except DDP, import formalities are the buyer’s responsibility, so these costs fall on the buyer unless the sales contract shifts them to the seller.',
          ],
        ],
      },
      {
        title: 'Worked example',
        paragraphs: [
          'A 40-foot container of flat-packed furniture is shipped from Ho Chi Minh City to Sydney on 18 untreated softwood pallets. On arrival the biosecurity officer finds no ISPM 15 marks and directs the container to an approved fumigation provider. The importer pays for trucking to the treatment site, fumigation, the waiting period before the container can be safely opened, the return trip and several days of container detention, often a bill of well over a thousand Australian dollars, plus a week of lost sales. Marked heat-treated pallets would have cost a few dollars more each at origin.',
          'Australia and New Zealand also apply seasonal measures against the brown marmorated stink bug to certain goods shipped from listed countries, roughly between September and April, which can require treatment before loading. Check the current list of target-risk countries and goods before booking.',
        ],
      },
      {
        title: 'Vessel and health quarantine',
        paragraphs: [
          'Quarantine also applies to ships. Under the World Health Organization’s International Health Regulations a vessel reports the health of those aboard (in a Maritime Declaration of Health where required) and receives free pratique, permission to enter port and begin cargo operations, from the port health authority. Ballast water is controlled separately under the IMO Ballast Water Management Convention.',
        ],
      },
      {
        title: 'How to avoid quarantine holds',
        paragraphs: [],
        list: {
          title: 'Checks before shipping',
          items: [
            'Confirm the destination’s import conditions for the exact product and origin before the goods are produced.',
            'Use ISPM 15 marked wood, or plastic, metal or processed-wood pallets.',
            'Clean used equipment thoroughly and keep cleaning certificates.',
            'Describe goods precisely and declare packaging material on the packing list.',
            'Send original certificates in time; many authorities reject copies or certificates issued after shipment.',
          ],
        },
      },
    ],
    relatedTerms: [
      { url: 'customs-clearance', name: 'Customs Clearance' },
      { url: 'inspection-certificate', name: 'Inspection Certificate' },
      { url: 'pre-shipment-inspection', name: 'Pre-Shipment Inspection' },
      { url: 'port-of-entry', name: 'Port of Entry' },
      { url: '', name: 'Phytosanitary Certificate' },
    ],
  },
};

export default term;
