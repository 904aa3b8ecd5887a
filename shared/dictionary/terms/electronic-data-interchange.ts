import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Electronic Data Interchange (EDI) Meaning',
    description:
      'Electronic Data Interchange (EDI) in logistics: X12 and EDIFACT standards, the key freight messages such as 204, 214, 315 and IFTMIN, and how EDI compares with APIs.',
    keywords:
      'electronic data interchange, EDI, EDI in logistics, ANSI X12, UN/EDIFACT, EDI 204, EDI 214, EDI 315, IFTMIN, BAPLIE, AS2',
  },
  data: {
    titleH1: 'Electronic Data Interchange (EDI)',
    breadcrumb: 'Electronic Data Interchange (EDI)',
    titleH2: 'What is EDI in logistics?',
    url: 'electronic-data-interchange',
    headParagraphs: [
      [
        { strong: 'Electronic Data Interchange (EDI)' },
        ' is the computer-to-computer exchange of business documents in a standard structured format, replacing paper, email and manual keying. In logistics it carries bookings, shipping instructions, status messages, invoices and customs filings between shippers, forwarders, carriers, terminals and authorities.',
      ],
      'EDI has been the backbone of freight data exchange since the 1980s. Newer APIs are growing fast, but most large carriers, retailers and customs systems still run on EDI.',
    ],
    content: [
      {
        title: 'The two main standards',
        paragraphs: [
          "ANSI ASC X12 is used mainly in North America; its messages are called transaction sets and identified by three-digit numbers. UN/EDIFACT, maintained under the United Nations (UNECE), is used internationally and in ocean shipping; its messages have six-letter names. Both define segments and data elements precisely, so a receiving system can read each value without human interpretation. Industry guides narrow the standards further, so a carrier's implementation guide must be followed exactly.",
        ],
        list: {
          title: 'Freight messages you will meet',
          items: [
            'X12 204 (motor carrier load tender), 990 (response to the tender), 214 (shipment status) and 210 (freight invoice) in trucking',
            'X12 300 (booking request), 301 (booking confirmation), 304 (shipping instructions) and 315 (container status) in ocean shipping',
            'X12 850 (purchase order), 856 (advance ship notice) and 810 (invoice) between shippers and buyers',
            'EDIFACT IFTMBF and IFTMBC (booking and confirmation), IFTMIN (instructions), IFTSTA (status), BAPLIE (vessel bay plan), CODECO and COARRI (gate and load/discharge reports), CUSCAR and CUSDEC (customs)',
          ],
        },
      },
      {
        title: 'How an EDI exchange works',
        paragraphs: [
          [
            "Trading partners first agree which messages, versions and codes they will use, then test with sample files. In production, the sender's system builds the message, wraps it in an envelope with sender and receiver IDs, and transmits it, usually by AS2 over the internet, by SFTP or through a value-added network (VAN). The receiver returns a technical acknowledgment (a 997 or 999 in X12, CONTRL in EDIFACT) and then a business reply, such as a booking confirmation. An ",
            { link: 'freight-dictionary/advanced-shipment-notice', text: 'advanced shipment notice' },
            ' sent this way lets a warehouse plan receiving before the truck arrives.',
          ],
        ],
      },
      {
        title: "Example: an import container's data trail",
        paragraphs: [
          [
            "A retailer's purchase order (850) reaches a supplier in Vietnam. The forwarder books space with the carrier (300), receives confirmation (301) and sends shipping instructions (304). The carrier files its cargo declaration with CBP through the ",
            { link: 'freight-dictionary/automated-manifest-system', text: 'Automated Manifest System' },
            ", and status messages (315) report gate-in, loading, discharge and gate-out. These events feed the retailer's ",
            { link: 'freight-dictionary/shipment-tracking', text: 'shipment tracking' },
            ' screens. At destination, the drayage carrier receives a load tender (204), replies (990), sends status (214) and bills with a 210. No one types the container number twice.',
          ],
        ],
      },
      {
        title: 'EDI versus APIs',
        paragraphs: [
          'EDI sends batch files on events; APIs let systems query data in real time and are easier for new developers. The Digital Container Shipping Association (DCSA) publishes open API standards for schedules, booking, bills of lading and track and trace. Many companies run both: EDI with large partners and APIs for newer platforms.',
        ],
      },
      {
        title: 'Common problems',
        paragraphs: [
          'Most EDI failures are data problems: wrong code lists, missing mandatory segments, mismatched partner IDs, or version differences between partners. Monitor acknowledgments and rejected messages daily; an unread rejection can mean a booking that was never made or an invoice that was never received.',
        ],
        summary:
          'EDI removes manual typing, but only if every partner follows the same implementation guide.',
      },
    ],
    relatedTerms: [
      { url: 'advanced-shipment-notice', name: 'Advanced Shipment Notice' },
      { url: 'automated-manifest-system', name: 'Automated Manifest System' },
      { url: 'shipment-tracking', name: 'Shipment Tracking' },
      { url: '', name: 'Application Programming Interface (API)' },
      { url: '', name: 'UN/EDIFACT' },
    ],
  },
};

export default term;
