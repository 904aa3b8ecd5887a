import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Less than Container Load (LCL) Meaning',
    description:
      'LCL shipping explained: how consolidators combine cargo in shared containers, W/M pricing with a worked example, CFS charges, transit time and LCL vs FCL.',
    keywords:
      'LCL, less than container load, LCL shipping, LCL freight, groupage, consolidation, W/M, revenue ton, CFS charges, LCL vs FCL, NVOCC',
  },
  data: {
    titleH1: 'Less than Container Load (LCL)',
    breadcrumb: 'Less than Container Load (LCL)',
    titleH2: 'What is LCL shipping?',
    url: 'less-than-container-load',
    headParagraphs: [
      [
        { strong: 'Less than container load (LCL)' },
        ' is a sea freight service for shipments too small to fill a container. A consolidator collects cargo from several shippers, packs it together in one container at a ',
        { link: 'freight-dictionary/container-freight-station', text: 'container freight station' },
        ' (CFS), ships it as one full container, and unpacks it at a CFS at destination, where each consignee collects its part. In Europe the service is also called groupage.',
      ],
      [
        'Each shipper pays only for the space its cargo uses, which makes LCL the usual choice for shipments from about 1 to 15 cubic meters. Above that, a ',
        { link: 'freight-dictionary/full-container-load', text: 'full container load' },
        ' is often cheaper, simpler and faster.',
      ],
    ],
    content: [
      {
        title: 'How an LCL shipment moves',
        paragraphs: [
          [
            'The consolidator, usually an ',
            { link: 'freight-dictionary/nvocc', text: 'NVOCC' },
            " or a forwarder working with one, runs scheduled consolidation services between pairs of ports. The shipper delivers the cargo to the origin CFS before the cut-off, where it is measured, weighed, and loaded with other shippers' goods. The consolidator issues each shipper a ",
            { link: 'freight-dictionary/house-bill-of-lading', text: 'house bill of lading' },
            ', while the ocean carrier issues a master bill of lading to the consolidator for the whole container. At destination the container goes to a CFS, is unpacked after customs release, and each consignee or its trucker collects its cargo.',
          ],
        ],
      },
      {
        title: 'How LCL is priced: worked example',
        paragraphs: [
          'LCL sea freight is charged per revenue ton on a weight or measurement (W/M) basis: one cubic meter counts as 1,000 kg, and the consolidator charges whichever is greater, normally with a minimum of one revenue ton. Origin and destination CFS charges, documentation fees and customs fees are added, and at destination they can exceed the ocean freight itself.',
          'Example: an exporter in Valencia ships four pallets of olive oil cans to Montreal. Each pallet measures 120 × 100 × 150 cm, or 1.8 m³, so the shipment is 7.2 m³; it weighs 3,200 kg, or 3.2 tonnes. Volume is higher, so 7.2 revenue tons are charged. At an illustrative US$60 per revenue ton, the ocean freight is US$432, before origin and destination charges. If the pallets are declared non-stackable, the CFS may charge the full height of the container space they occupy, which raises the billed volume.',
        ],
        summary:
          'In LCL you pay for cubic meters or tonnes, whichever is greater, plus handling at both ends.',
      },
      {
        title: 'LCL versus FCL',
        paragraphs: ['Choosing between LCL and FCL is a trade-off between cost, time and risk:'],
        list: {
          title: 'Points of comparison',
          items: [
            'Cost: LCL is cheaper for small volumes; the breakeven with a 20-foot container is often somewhere around 10 to 15 m³, depending on the lane and local charges.',
            'Transit time: LCL usually adds several days for consolidation, cut-offs and deconsolidation.',
            'Handling and damage: LCL cargo is handled more often and shares space with other goods, so it needs strong, palletized packing.',
            'Customs: if any shipment in the container is held for examination, release of all cargo in the box can be delayed.',
          ],
        },
      },
      {
        title: 'Common mistakes',
        paragraphs: [
          'Quoting from supplier carton dimensions and then being re-measured at the CFS; comparing only the ocean rate and ignoring destination charges, which under FOB or FCA terms are for the consignee; packing in weak cartons without pallets; and assuming dangerous goods can go LCL on every route, when many consolidators restrict or refuse them. Ask for a full door-to-door quote, declare accurate measurements and weights, and check the CFS cut-off time, which is usually several days before the vessel departs.',
        ],
      },
    ],
    relatedTerms: [
      { url: 'full-container-load', name: 'Full Container Load' },
      { url: 'container-freight-station', name: 'Container Freight Station' },
      { url: 'consolidation', name: 'Consolidation' },
      { url: 'nvocc', name: 'NVOCC' },
      { url: 'house-bill-of-lading', name: 'House Bill of Lading (HBL)' },
      { url: 'weight-and-measurement', name: 'Weight and Measurement' },
    ],
  },
};

export default term;
