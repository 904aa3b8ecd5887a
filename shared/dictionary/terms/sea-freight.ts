import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Sea Freight Meaning',
    description:
      'Sea freight explained: FCL and LCL, how ocean rates and surcharges are built, W/M calculation, documents, Incoterms 2020 sea rules and the regulators involved.',
    keywords:
      'sea freight, ocean shipping, sea cargo, FCL, LCL, sea freight rates, BAF, THC, revenue ton, W/M, shipping by sea',
  },
  data: {
    titleH1: 'Sea Freight',
    breadcrumb: 'Sea Freight',
    titleH2: 'What is sea freight?',
    url: 'sea-freight',
    headParagraphs: [
      [
        { strong: 'Sea freight' },
        ' is the transport of goods by ship, and the charge paid for it. It carries the large majority of world trade by volume, from containers of consumer goods to bulk grain, crude oil, vehicles and heavy project cargo. In forwarding the term is used interchangeably with ',
        { link: 'freight-dictionary/ocean-freight', text: 'ocean freight' },
        ', and in the liner trades it usually means containerized cargo moved by shipping lines on fixed schedules.',
      ],
      'Sea freight is the cheapest way to move goods over long distances per ton or per cubic meter, but also the slowest: an Asia–North Europe voyage takes roughly four to six weeks port to port depending on routing, against a few days by air.',
    ],
    content: [
      {
        title: 'Ways to ship by sea',
        paragraphs: [],
        list: {
          title: 'Main options',
          items: [
            [
              { link: 'freight-dictionary/full-container-load', text: 'Full container load (FCL)' },
              ': the shipper books a whole container (20-foot, 40-foot or 40-foot high cube) and pays per box, whatever it contains up to the weight limit.',
            ],
            [
              { link: 'freight-dictionary/less-than-container-load', text: 'Less than container load (LCL)' },
              ': smaller shipments are consolidated with other shippers’ cargo at a container freight station and charged by weight or volume.',
            ],
            [
              { strong: 'Breakbulk and RoRo' },
              ': cargo too large for containers is lifted aboard or driven on over a ramp.',
            ],
            [
              { strong: 'Bulk and tanker shipping' },
              ': whole ships or holds chartered for commodities such as ore, coal, grain and oil.',
            ],
          ],
        },
      },
      {
        title: 'How sea freight rates are built',
        paragraphs: [
          'A container quote has a base ocean rate plus surcharges that change with costs and markets. Common items are the bunker adjustment factor (BAF) or low-sulfur surcharge linked to fuel prices, terminal handling charges (THC) at origin and destination, peak season and congestion surcharges, security (ISPS) fees, documentation fees, and, where applicable, emissions surcharges such as those linked to the EU Emissions Trading System. Check which items are included: “all-in” quotes from different forwarders rarely include the same things.',
          'LCL is charged on weight or measurement (W/M): one cubic meter is treated as equal to 1,000 kg, and the shipment is billed on whichever gives the larger number of revenue tons, usually with a minimum of one revenue ton.',
          'Worked example: an LCL shipment of 4.2 m³ weighing 1,800 kg counts as 4.2 revenue tons (4.2 is greater than 1.8). At US$55 per revenue ton, the ocean freight is US$231, to which origin and destination LCL charges are added.',
        ],
        summary:
          'FCL is priced per container; LCL per revenue ton, whichever of weight or volume is greater.',
      },
      {
        title: 'Parties and documents',
        paragraphs: [
          [
            'The shipper books space with a shipping line directly or through a forwarder or ',
            { link: 'freight-dictionary/nvocc', text: 'NVOCC' },
            '. After loading, the carrier issues a ',
            { link: 'freight-dictionary/bill-of-lading', text: 'bill of lading' },
            ' or sea waybill. Other standard documents are the commercial invoice, packing list, shipping instructions, certificate of origin where preferential duty is claimed, and the verified gross mass (VGM): since July 2016 the SOLAS Convention has required a verified weight for every packed export container before it is loaded.',
          ],
        ],
      },
      {
        title: 'Incoterms and regulation',
        paragraphs: [
          'Four Incoterms 2020 rules are for sea and inland waterway transport only: FAS, FOB, CFR and CIF. For containers, which are handed over at a terminal or depot before loading, the ICC recommends FCA, CPT or CIP instead, because the seller loses control of the box well before it crosses the ship’s rail. No Incoterms rule transfers ownership; that is a matter for the sales contract and the bill of lading.',
          'The IMO sets the safety and environmental rules (SOLAS, the IMDG Code for dangerous goods, MARPOL including the 0.50% global sulfur cap in force since 2020). In the United States, the Federal Maritime Commission (FMC) licenses ocean transportation intermediaries, requires carriers and NVOCCs to publish tariffs, and rules on detention and demurrage practices, while CBP requires advance cargo data under the 24-hour rule.',
        ],
      },
      {
        title: 'Common mistakes',
        paragraphs: [],
        list: {
          title: 'What to watch',
          items: [
            'Comparing quotes with different validity dates, free time or surcharge inclusions.',
            'Missing the documentation or VGM cut-off, which leaves the container rolled to the next sailing.',
            'Using FOB or CIF for containers handed over inland, leaving the seller carrying risk it cannot control.',
            'Under-declaring weight, which is a safety risk and can lead to penalties and reweighing charges.',
          ],
        },
      },
    ],
    relatedTerms: [
      { url: 'ocean-freight', name: 'Ocean Freight' },
      { url: 'full-container-load', name: 'Full Container Load' },
      { url: 'less-than-container-load', name: 'Less Than Container Load' },
      { url: 'shipping-line', name: 'Shipping Line' },
      { url: 'transit-time', name: 'Transit Time' },
      { url: 'free-on-board', name: 'Free on Board' },
    ],
  },
};

export default term;
