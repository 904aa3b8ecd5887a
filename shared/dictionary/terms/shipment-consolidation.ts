import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Shipment Consolidation Meaning',
    description:
      'Shipment consolidation: combining several shipments into one container, truck or air load to cut cost. Types, a worked cost comparison, documents and risks.',
    keywords:
      'shipment consolidation, freight consolidation, buyer consolidation, LCL consolidation, consolidated shipment, house bill of lading, CFS, co-loading',
  },
  data: {
    titleH1: 'Shipment Consolidation',
    breadcrumb: 'Shipment Consolidation',
    titleH2: 'What is shipment consolidation?',
    url: 'shipment-consolidation',
    headParagraphs: [
      [
        { strong: 'Shipment consolidation' },
        ' is the practice of combining several smaller shipments into one larger load (a container, a truck or an air freight unit) so that they travel together under one main transport contract. Because carriers charge much less per unit of space for a full load than for many small ones, consolidation lowers the cost per cubic meter or per kilogram, and it reduces handling and the number of documents and customs entries.',
      ],
      [
        'The general concept is covered under ',
        { link: 'freight-dictionary/consolidation', text: 'consolidation' },
        '; this page looks at how shippers and forwarders organize it in practice, and at the trade-offs.',
      ],
    ],
    content: [
      {
        title: 'Main forms of consolidation',
        paragraphs: [],
        list: {
          title: 'Who consolidates what',
          items: [
            [
              { strong: 'Forwarder (carrier) consolidation' },
              ': an NVOCC or air forwarder combines cargo from many unrelated shippers going to the same destination, issues each shipper its own house bill, and ships the whole load under one master bill. This is how LCL and most general air cargo move.',
            ],
            [
              { strong: 'Buyer’s consolidation' },
              ': one importer buying from several suppliers in the same region has them deliver to a consolidation warehouse, where the goods are combined into its own full containers.',
            ],
            [
              { strong: 'Shipper’s consolidation' },
              ': one exporter combines orders for several customers in the same market into one load, then splits it at destination.',
            ],
            [
              { strong: 'Road pooling' },
              ': several less-than-truckload consignments are combined into one full truck for the line-haul leg.',
            ],
          ],
        },
      },
      {
        title: 'How it works in practice',
        paragraphs: [
          [
            'Suppliers deliver cargo by a cut-off date to a ',
            { link: 'freight-dictionary/container-freight-station', text: 'container freight station' },
            ' or consolidation warehouse. The operator receives each consignment against a booking, checks marks, counts and dimensions, records damage, and plans the load so that heavy cargo sits at the bottom and incompatible goods are separated. When the container is stuffed and sealed it moves as a single unit under a ',
            { link: 'freight-dictionary/master-bill-of-lading', text: 'master bill of lading' },
            ', while the individual consignments are covered by house bills. At destination the container is either delivered intact to one consignee (buyer’s consolidation) or stripped at a CFS and each consignment released separately.',
          ],
          'For US-bound ocean cargo, the importer security filing must name the consolidator (stuffer) and the container stuffing location, so these must be known before the filing deadline.',
        ],
      },
      {
        title: 'Worked cost comparison',
        paragraphs: [
          [
            'A retailer in Hamburg buys from six suppliers around Ningbo, with orders of 8 to 13 m³ each, 62 m³ in total. Shipped as six separate ',
            { link: 'freight-dictionary/less-than-container-load', text: 'LCL' },
            ' consignments at an illustrative US$70 per revenue ton, the ocean freight alone is about US$4,340, plus six sets of destination LCL charges and six customs entries. Consolidated by the buyer’s agent into one 40-foot high cube (about 76 m³ internal, 62 m³ used), the same cargo might cost US$2,600 in ocean freight plus roughly US$10 per m³ for receiving and stuffing (US$620), one set of destination charges and one entry. Actual rates change weekly, but the pattern is typical: once volume reaches roughly 15 m³ or more for one destination, a full container is worth pricing.',
          ],
        ],
        summary:
          'Consolidation pays when enough volume for one destination can be gathered without holding up the goods too long.',
      },
      {
        title: 'Risks and trade-offs',
        paragraphs: [
          'Consolidation saves money but adds time: cargo waits for the load to fill and for the slowest supplier. One consignment with a documentation problem, or one selected for a customs examination, can delay the whole container, and examination costs may be shared among all the cargo owners in it. LCL cargo is handled more often than a sealed FCL box, which raises the risk of damage and loss.',
        ],
        list: {
          title: 'How to manage them',
          items: [
            'Set firm supplier delivery deadlines and a rule for what happens to late cargo (next box, or air).',
            'Require consistent carton marks and packing lists from every supplier.',
            'Check that cargo is compatible: no food next to chemicals, and dangerous goods declared.',
            'Agree in the sales contracts which Incoterms 2020 rule applies; FCA at the consolidator’s warehouse is a common and clear choice.',
          ],
        },
      },
    ],
    relatedTerms: [
      { url: 'consolidation', name: 'Consolidation' },
      { url: 'less-than-container-load', name: 'Less Than Container Load' },
      { url: 'container-freight-station', name: 'Container Freight Station' },
      { url: 'master-bill-of-lading', name: 'Master Bill of Lading' },
      { url: 'cross-docking', name: 'Cross-Docking' },
    ],
  },
};

export default term;
