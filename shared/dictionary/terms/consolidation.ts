import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Consolidation Meaning',
    description:
      'Freight consolidation explained: how forwarders combine LCL and air shipments, house and master bills, W/M pricing with a worked example, and risks.',
    keywords:
      "consolidation, freight consolidation, LCL consolidation, groupage, consol, co-loading, buyer's consolidation, air consolidation, NVOCC",
  },
  data: {
    titleH1: 'Consolidation',
    breadcrumb: 'Consolidation',
    titleH2: 'What is consolidation in shipping?',
    url: 'consolidation',
    headParagraphs: [
      [
        'In freight, ',
        { strong: 'consolidation' },
        ' (also called groupage or a "consol") means combining several smaller shipments, usually from different shippers, into one larger unit such as a container, a truck or an air cargo pallet, which moves as a single shipment under one carrier document. At destination the unit is broken down and each shipment is delivered separately.',
      ],
      [
        'Consolidation is how small shippers get access to container and air freight rates they could not obtain alone. The consolidator, typically an ',
        { link: 'freight-dictionary/nvocc', text: 'NVOCC' },
        ' or an air freight forwarder, buys the full unit from the carrier and sells the space by volume or weight.',
      ],
    ],
    content: [
      {
        title: 'How sea freight consolidation works',
        paragraphs: [
          [
            'Each shipper books ',
            {
              link: 'freight-dictionary/less-than-container-load',
              text: 'less than container load (LCL)',
            },
            " space and delivers its cargo to the consolidator's ",
            {
              link: 'freight-dictionary/container-freight-station',
              text: 'container freight station',
            },
            " by the cut-off, usually a few days before the vessel's closing. The CFS measures and weighs each lot, stuffs the container, seals it and sends it to the terminal. The carrier issues one ",
            {
              link: 'freight-dictionary/master-bill-of-lading',
              text: 'master bill of lading',
            },
            " to the consolidator, which issues a house bill to each shipper. At destination the consolidator's agent moves the container to a CFS, devans it and releases each lot against its house bill once customs and freight charges are cleared.",
          ],
          'Air consolidation follows the same pattern: the airline issues a master air waybill for the consolidation and the forwarder issues a house air waybill to each shipper.',
        ],
      },
      {
        title: 'Types of consolidation',
        paragraphs: ['The word covers several arrangements:'],
        list: {
          title: 'Common forms',
          items: [
            "Shipper's or forwarder's consolidation: many shippers to many consignees, the classic LCL or air consol.",
            "Buyer's consolidation: one importer gathers goods from several suppliers in the origin country into its own full container, cutting cost and handling.",
            "Co-loading: a forwarder without enough volume for a direct container hands its LCL cargo to another consolidator's box.",
            'Road groupage: several part loads combined on one truck, common in European road freight.',
          ],
        },
      },
      {
        title: 'Worked example: pricing a consolidated container',
        paragraphs: [
          'A forwarder in Shenzhen fills a 20-foot container for Felixstowe with three LCL lots and prices each at USD 40 per revenue ton, where one revenue ton is one cubic meter or 1,000 kg, whichever gives the greater figure.',
        ],
        list: {
          title: 'Charges',
          items: [
            'Shipper A: 5 m³, 1,200 kg. Volume exceeds weight, so 5 revenue tons: USD 200.',
            'Shipper B: 8 m³, 3,500 kg. 8 revenue tons: USD 320.',
            'Shipper C: 4 m³, 5,200 kg. Weight exceeds volume, so 5.2 revenue tons: USD 208.',
          ],
        },
        summary:
          'The three lots pay USD 728 of basic freight for 17 m³ and 9.9 t, leaving space the forwarder keeps selling until the cut-off: its margin depends on how full the box ends up. Each shipper also pays origin and destination CFS charges.',
      },
      {
        title: 'Risks and how to manage them',
        paragraphs: [
          "Shared containers mean shared problems. If customs holds one shipper's goods for examination, the whole container can be delayed, and the other consignees wait. Cut-offs are earlier than for full containers, and transit takes longer because of consolidation and deconsolidation at both ends. Cargo is handled more, so packing must stand up to forklifts and stacking.",
          "Shippers should use sturdy, clearly marked packaging, give accurate dimensions and weights (the CFS will remeasure and recharge), and send complete documents on time. Once a shipper's volume approaches about 13 to 15 m³, a full 20-foot container is often cheaper and faster; compare both quotes.",
        ],
      },
    ],
    relatedTerms: [
      { url: 'less-than-container-load', name: 'Less Than Container Load' },
      { url: 'shipment-consolidation', name: 'Shipment Consolidation' },
      {
        url: 'container-freight-station',
        name: 'Container Freight Station (CFS)',
      },
      { url: 'master-bill-of-lading', name: 'Master Bill of Lading' },
      { url: 'devanning', name: 'Devanning' },
      { url: 'nvocc', name: 'NVOCC' },
    ],
  },
};

export default term;
