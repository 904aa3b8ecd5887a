import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Multimodal Transportation Meaning',
    description:
      'Multimodal transportation explained: one contract and one operator for several modes, the multimodal bill of lading, liability rules and suitable Incoterms 2020.',
    keywords:
      'multimodal transportation, multi-modal transport, multimodal transport operator, MTO, FIATA FBL, combined transport, door to door, intermodal vs multimodal',
  },
  data: {
    titleH1: 'Multimodal Transportation',
    breadcrumb: 'Multimodal Transportation',
    titleH2: 'What is multimodal transportation?',
    url: 'multi-modal-transportation',
    headParagraphs: [
      [
        { strong: 'Multimodal transportation' },
        ' is the carriage of goods by at least two different modes (for example truck, ship and rail) under a single contract, with one party, the multimodal transport operator (MTO), responsible for the whole journey. The shipper receives one transport document and one invoice, and has one counterparty to claim against if something goes wrong, whichever leg caused the loss.',
      ],
    ],
    content: [
      {
        title: 'Multimodal versus intermodal',
        paragraphs: [
          [
            'Both words describe journeys that use several modes, and in everyday use they overlap. The distinction that matters is contractual. In multimodal transport, one operator contracts for the whole route. In ',
            { link: 'freight-dictionary/intermodal-transportation', text: 'intermodal transportation' },
            ' in its strict sense, the cargo stays in the same container or trailer across modes, but the shipper or its forwarder may hold a separate contract with each carrier. In the US, "intermodal" is also the everyday name for containers and trailers moved by rail with truck legs at each end.',
          ],
        ],
      },
      {
        title: 'How it works in practice',
        paragraphs: [
          'The MTO, often a forwarder or NVOCC, or a shipping line offering door-to-door service, books each leg with underlying carriers, coordinates handovers at ports and terminals, handles documentation and tracking, and invoices the customer one price. It issues a multimodal or combined transport bill of lading covering receipt at the inland origin to delivery at the inland destination. The FIATA Multimodal Transport Bill of Lading (FBL), issued by forwarders, is a widely used form and is negotiable when issued "to order".',
        ],
        list: {
          title: 'Common multimodal combinations',
          items: [
            'Truck + ocean + truck: the standard door-to-door container move.',
            'Truck + ocean + rail + truck: for example Asia to inland US or inland Europe.',
            'Sea-air: ocean to a hub such as Dubai, then air to the final destination, trading cost against transit time.',
            'Rail + truck: China to Europe rail services with road collection and delivery.',
          ],
        },
      },
      {
        title: 'Liability rules',
        paragraphs: [
          "The 1980 UN Convention on International Multimodal Transport of Goods never entered into force, so liability is set by contract. Many multimodal documents, including the FIATA FBL, incorporate the UNCTAD/ICC Rules for Multimodal Transport Documents (1992). Under those rules, where the stage of loss cannot be identified, the MTO's liability is limited to 666.67 SDR per package or 2 SDR per kilogram, whichever is higher, or 8.33 SDR per kilogram if the journey includes no sea or inland waterway leg. Where the loss can be traced to one leg, a mandatory convention for that leg (for example CMR for international road carriage) may set a different limit: the so-called network principle.",
        ],
        summary: "One contract does not mean one liability regime: read the document's liability clause.",
      },
      {
        title: 'Example',
        paragraphs: [
          [
            'A German manufacturer sells an industrial pump to a buyer in Chicago on CPT Chicago (Incoterms 2020). Its forwarder, acting as MTO, collects the crated pump by truck in Stuttgart, trucks it to Hamburg, ships it in a 20-foot container to New York, sends the container by ',
            { link: 'freight-dictionary/rail-freight', text: 'rail' },
            ' to Chicago and delivers it by truck. The forwarder issues one FBL from "Stuttgart" to "Chicago". Under CPT, risk passed to the buyer when the seller handed the pump to the first carrier in Stuttgart, while the seller paid carriage to Chicago; so it is the buyer who needs insurance for the whole journey.',
          ],
        ],
      },
      {
        title: 'Incoterms and common mistakes',
        paragraphs: [
          [
            'For containerized, multimodal moves, the appropriate ',
            { link: 'freight-dictionary/incoterms', text: 'Incoterms 2020' },
            ' rules are those for any mode: EXW, FCA, CPT, CIP, DAP, DPU and DDP. FOB, CFR and CIF are designed for goods loaded on board a vessel; using them for a container handed over at an inland depot leaves the seller carrying risk for legs it does not control. Other common mistakes are assuming one liability limit applies to every leg, and presenting a transport document whose place of receipt or delivery differs from the places a letter of credit requires.',
          ],
        ],
      },
    ],
    relatedTerms: [
      { url: 'intermodal-transportation', name: 'Intermodal Transportation' },
      { url: 'incoterms', name: 'Incoterms' },
      { url: 'bill-of-lading', name: 'Bill of Lading' },
      { url: 'carrier-haulage', name: 'Carrier Haulage' },
      { url: 'on-carriage', name: 'On-Carriage' },
      { url: 'rail-freight', name: 'Rail Freight' },
    ],
  },
};

export default term;
