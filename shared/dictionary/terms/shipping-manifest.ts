import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Shipping Manifest Meaning',
    description:
      'Shipping manifest explained: what a cargo manifest lists, who files it, advance filing deadlines (US 24-hour rule, EU ICS2), types of manifest and common errors.',
    keywords:
      'shipping manifest, cargo manifest, freight manifest, vessel manifest, 24-hour rule, AMS, ICS2, ENS, dangerous goods manifest, e-manifest',
  },
  data: {
    titleH1: 'Shipping Manifest',
    breadcrumb: 'Shipping Manifest',
    titleH2: 'What is a shipping manifest?',
    url: 'shipping-manifest',
    headParagraphs: [
      [
        'A ',
        { strong: 'shipping manifest' },
        ' is the list of all cargo carried on one conveyance (a vessel voyage, a flight, a truck or a train), compiled by the carrier from the individual bills of lading or waybills. It tells customs, port authorities and the carrier’s own agents what is aboard, who shipped it, who receives it, and where it is loaded and discharged. The broader meaning of the word is covered under ',
        { link: 'freight-dictionary/manifest', text: 'manifest' },
        '.',
      ],
      'Customs administrations use the manifest for risk assessment before cargo arrives, so most of them now require it electronically and in advance, and hold or refuse cargo that is missing from it or described badly.',
    ],
    content: [
      {
        title: 'What a cargo manifest contains',
        paragraphs: [],
        list: {
          title: 'Typical data per bill of lading',
          items: [
            'Vessel name, IMO number and voyage number (or flight or truck trip), port of loading and port of discharge.',
            'Bill of lading number, and for consolidations the master and house bill numbers.',
            'Shipper, consignee and notify party with addresses.',
            'Number and type of packages, marks and numbers, and a precise cargo description.',
            'Gross weight and volume, container numbers, seal numbers and container types.',
            'Dangerous goods details (UN number, class, packing group) where applicable.',
          ],
        },
      },
      {
        title: 'Types of manifest',
        paragraphs: [
          [
            'A cargo manifest lists goods without prices. A freight manifest adds the freight charges for each bill, and is used by the carrier’s agents to collect freight. A ',
            { link: 'freight-dictionary/hazardous-materials', text: 'dangerous goods' },
            ' manifest (or special stowage list) lists hazardous cargo and its location on board, as the IMDG Code and SOLAS require. Reefer manifests list temperature settings. An NVOCC that consolidates cargo produces its own manifest of house bills, which it may have to file separately from the carrier.',
          ],
        ],
      },
      {
        title: 'Advance filing rules',
        paragraphs: [
          [
            'In the United States, the 24-hour rule requires the ocean carrier, and any automated ',
            { link: 'freight-dictionary/nvocc', text: 'NVOCC' },
            ' filing its own house bills, to transmit cargo declarations through the ',
            { link: 'freight-dictionary/automated-manifest-system', text: 'Automated Manifest System' },
            ' at least 24 hours before the cargo is loaded at the foreign port for a US-bound vessel. U.S. Customs and Border Protection can issue a do-not-load message for shipments it considers high-risk or inadequately described. Air cargo and truck cargo have their own advance deadlines, shorter because of shorter transit times.',
          ],
          'The European Union’s Import Control System 2 (ICS2) requires an entry summary declaration (ENS) for goods entering the EU; for containerized deep-sea cargo it is due at least 24 hours before loading at the foreign port, and house-level data may be filed by the forwarder that issued the house bill. Canada, China, Japan and other countries run similar advance manifest programs with their own deadlines.',
        ],
        summary: 'If the manifest is late or wrong, the cargo can be stopped before it is even loaded.',
      },
      {
        title: 'Worked example',
        paragraphs: [
          'A forwarder in Ningbo consolidates cargo from five shippers into one 40-foot container for Los Angeles. The shipping line files the master bill on its manifest, showing the forwarder as shipper and its US agent as consignee, with the description “consolidated cargo, see house bills”. The forwarder, as an NVOCC, files the five house bills separately with the real shippers, consignees and precise descriptions, such as “stainless steel kitchen sinks” rather than “hardware”. Both filings are made before the 24-hour deadline, and the importers’ security filings are lodged in parallel.',
        ],
      },
      {
        title: 'Common mistakes',
        paragraphs: [],
        list: {
          title: 'What causes holds and penalties',
          items: [
            'Vague descriptions such as “general cargo”, “FAK”, “parts” or “gifts”, which customs administrations reject.',
            'Manifest data that does not match the bill of lading, commercial invoice or container and seal numbers.',
            'Wrong consignee details on house bills, which delay release and arrival notices.',
            'Late amendments: corrections after filing may carry fees or penalties, and some are not allowed after loading.',
          ],
        },
      },
    ],
    relatedTerms: [
      { url: 'manifest', name: 'Manifest' },
      { url: 'automated-manifest-system', name: 'Automated Manifest System' },
      { url: 'bill-of-lading', name: 'Bill of Lading' },
      { url: 'master-bill-of-lading', name: 'Master Bill of Lading' },
      { url: 'freight-all-kinds', name: 'Freight All Kinds' },
    ],
  },
};

export default term;
