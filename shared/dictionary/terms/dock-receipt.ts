import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Dock Receipt Meaning',
    description:
      'Dock receipt explained: the export document confirming the ocean carrier has received cargo at the pier or terminal, what it contains and why exceptions matter.',
    keywords:
      "dock receipt, D/R, export dock receipt, terminal receipt, mate's receipt, ocean export documents, cargo receipt",
  },
  data: {
    titleH1: 'Dock Receipt',
    breadcrumb: 'Dock Receipt',
    titleH2: 'What is a dock receipt?',
    url: 'dock-receipt',
    headParagraphs: [
      [
        'A ',
        { strong: 'dock receipt' },
        ' (D/R) is an export document that confirms the ocean carrier, or the terminal acting for it, has received a shipment at its dock, pier or warehouse for loading onto a named vessel. It marks the point where responsibility for the cargo passes from the inland carrier that delivered it to the ocean carrier.',
      ],
      [
        'The dock receipt is not a title document. It is a receipt, and its details are used to prepare the ',
        { link: 'freight-dictionary/bill-of-lading', text: 'bill of lading' },
        ' that the carrier issues once the cargo is loaded.',
      ],
    ],
    content: [
      {
        title: 'How it is used',
        paragraphs: [
          'The exporter or its freight forwarder prepares the dock receipt from the booking and the export documents, and sends it with the cargo or transmits it electronically. When the goods arrive, the receiving clerk checks them against the receipt, notes any damage or shortage, and signs it on behalf of the carrier. A copy goes back to the forwarder as proof of delivery to the pier, and the carrier uses its copy to draw up the bill of lading and its cargo manifest.',
          "Dock receipts are most common in US exports of breakbulk and project cargo, and for less-than-container-load cargo delivered to a consolidator's warehouse. For full containers, the terminal's gate-in record (the equipment interchange receipt) and the electronic booking data now usually serve the same purpose, but many carriers and forms still use the name.",
        ],
      },
      {
        title: 'What a dock receipt contains',
        paragraphs: [],
        list: {
          title: 'Typical fields',
          items: [
            'Shipper (exporter), forwarding agent and booking number',
            'Vessel, voyage, port of loading and port of discharge',
            'Number and kind of packages, marks and numbers, description of goods',
            'Gross weight and measurement of each line',
            "Delivering carrier, date received and the receiving clerk's signature",
            'Remarks noting any damage, wetness or shortage found at receipt',
          ],
        },
      },
      {
        title: 'Why the remarks matter',
        paragraphs: [
          [
            'Any exception written on the dock receipt will normally be carried onto the bill of lading, making it a ',
            { strong: 'claused' },
            ' (foul) bill instead of a clean one. Banks usually reject claused bills under a letter of credit, so a note such as "3 crates broken" can stop the exporter from being paid. The exporter should inspect any exception at the pier at once and, if possible, repair or replace the cargo before it is loaded.',
          ],
        ],
        summary: 'A clean dock receipt is the first step to a clean bill of lading.',
      },
      {
        title: 'Example and Incoterms',
        paragraphs: [
          [
            'An Ohio manufacturer exports four crated machines, 9,800 kg and 28 m³ in total, from Baltimore to Antwerp on a breakbulk vessel. A trucker delivers the crates to the pier; the terminal clerk counts four crates, finds no damage, and signs the dock receipt. Under the sales contract on ',
            { link: 'freight-dictionary/free-alongside-ship', text: 'FAS' },
            " Baltimore terms (Incoterms 2020), the signed dock receipt is the exporter's evidence that it delivered the goods alongside the vessel at the agreed loading point, which is when risk passed to the buyer. It does not transfer ownership; that depends on the sales contract.",
          ],
        ],
      },
      {
        title: "Dock receipt and mate's receipt",
        paragraphs: [
          "A mate's receipt is a related document signed by the ship's officer when the goods are actually loaded on board. The dock receipt proves receipt ashore; the mate's receipt proves loading. In modern container trades both are mostly replaced by electronic terminal and carrier records.",
        ],
      },
    ],
    relatedTerms: [
      { url: 'bill-of-lading', name: 'Bill of Lading' },
      { url: 'free-alongside-ship', name: 'Free Alongside Ship' },
      { url: 'breakbulk', name: 'Breakbulk' },
      { url: 'manifest', name: 'Manifest' },
      { url: '', name: "Mate's Receipt" },
    ],
  },
};

export default term;
