import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Container Freight Station (CFS) Meaning',
    description:
      'Container freight station (CFS) explained: how LCL cargo is received, stuffed and devanned, CFS charges with a worked example, and delays to avoid.',
    keywords:
      'container freight station, CFS, CFS charges, LCL warehouse, devanning, stuffing, deconsolidation, CY vs CFS, bonded CFS',
  },
  data: {
    titleH1: 'Container Freight Station (CFS)',
    breadcrumb: 'Container Freight Station (CFS)',
    titleH2: 'What is a container freight station?',
    url: 'container-freight-station',
    headParagraphs: [
      [
        'A ',
        { strong: 'container freight station (CFS)' },
        ' is a warehouse, usually close to a port, where cargo for shared containers is received, sorted and packed into containers for export, and where arriving shared containers are unpacked and their cargo handed out to importers. It is the physical hub of ',
        {
          link: 'freight-dictionary/less-than-container-load',
          text: 'less than container load (LCL)',
        },
        ' shipping.',
      ],
      'A CFS may be run by a port, a terminal operator, a consolidator or an independent warehouse company. Because imported cargo there has not yet been cleared, an import CFS normally operates under customs control, and in the U.S. it must be bonded and approved by CBP.',
    ],
    content: [
      {
        title: 'Export: how cargo flows through a CFS',
        paragraphs: [
          [
            "Shippers or their truckers deliver cargo to the CFS named in the booking before the CFS cut-off, which is usually several days earlier than the vessel's container yard cut-off. The CFS checks the cargo against the booking, records its condition, measures and weighs it, and issues a receipt (in some trades a ",
            { link: 'freight-dictionary/dock-receipt', text: 'dock receipt' },
            '). When all lots for a container are in, the CFS stuffs and secures them, seals the box and sends it to the container yard for loading. This is the origin side of ',
            { link: 'freight-dictionary/consolidation', text: 'consolidation' },
            '.',
          ],
        ],
      },
      {
        title: 'Import: deconsolidation',
        paragraphs: [
          [
            'At destination, the consolidated container is moved from the terminal to the CFS under customs control, and the cargo is unloaded and sorted by house bill of lading, a step called ',
            { link: 'freight-dictionary/devanning', text: 'devanning' },
            ". Each consignee can collect its goods once customs has released them and the consolidator's agent has issued a freight release against payment of its charges. Free storage time at import CFSs is often only a few days from devanning, after which storage is charged per day, per unit of weight or measure.",
          ],
        ],
        summary: 'The clock at an import CFS usually starts at devanning, not when the consignee is ready.',
      },
      {
        title: 'CY and CFS terms',
        paragraphs: [
          'Bookings describe where the carrier or consolidator receives and delivers the cargo. CY/CY means the shipper packs a full container and the consignee unpacks it; CFS/CFS means both stuffing and devanning happen at container freight stations, which is standard for LCL. Mixed terms such as CFS/CY also exist, for example where a buyer consolidates goods from several suppliers into one container delivered whole to its warehouse.',
        ],
      },
      {
        title: 'Worked example: CFS charges',
        paragraphs: [
          'An importer in Hamburg receives an LCL lot of 3.2 m³ weighing 900 kg. The destination CFS charges an illustrative EUR 45 per revenue ton (1 m³ or 1,000 kg, whichever is greater) with a minimum of one revenue ton. The lot counts as 3.2 revenue tons, so the CFS handling charge is 3.2 × 45 = EUR 144. If the consignee collects after the free days, storage is added, for example EUR 3 per revenue ton per day: another EUR 9.60 per day.',
          'Rates, free days and minimums vary widely between ports and operators, so check the destination charges in the quote before the goods ship.',
        ],
      },
      {
        title: 'Avoiding problems at a CFS',
        paragraphs: ['Most CFS costs and delays are avoidable:'],
        list: {
          title: 'Good practice',
          items: [
            'Deliver export cargo before the CFS cut-off, not the vessel cut-off.',
            'Use strong, clearly marked packaging with the house bill or booking number on every package.',
            'Declare accurate dimensions; remeasurement at the CFS usually means extra charges.',
            'At import, file customs entries before the container arrives so the cargo can be collected right after devanning.',
            "Pay the agent's destination charges early to get the freight release in time.",
          ],
        },
      },
    ],
    relatedTerms: [
      { url: 'less-than-container-load', name: 'Less Than Container Load' },
      { url: 'consolidation', name: 'Consolidation' },
      { url: 'devanning', name: 'Devanning' },
      { url: 'dock-receipt', name: 'Dock Receipt' },
      { url: 'warehousing', name: 'Warehousing' },
    ],
  },
};

export default term;
