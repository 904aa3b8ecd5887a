import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Manifest Meaning',
    description:
      'Cargo manifest explained: what a vessel, flight or truck manifest lists, who files it with customs, advance filing deadlines and the errors that stop cargo.',
    keywords:
      'manifest, cargo manifest, freight manifest, vessel manifest, 24-hour rule, AMS, ICS2, ENS, house manifest, master manifest',
  },
  data: {
    titleH1: 'Manifest',
    breadcrumb: 'Manifest',
    titleH2: 'What is a manifest in shipping?',
    url: 'manifest',
    headParagraphs: [
      [
        'A ',
        { strong: 'manifest' },
        ' is the list of all cargo carried on one means of transport (a vessel voyage, a flight, a truck or a train) compiled from the transport documents issued for that trip. It shows each bill of lading or air waybill with its shipper, consignee, marks and numbers, package count, description, weight and, for containers, the container and seal numbers.',
      ],
      [
        'Customs authorities use the manifest to know what is arriving before it arrives, to target risky shipments and to reconcile what was declared for import with what was physically landed. Carriers and terminals use it to plan discharge, and agents use it to arrange delivery.',
      ],
    ],
    content: [
      {
        title: 'Types of manifest',
        paragraphs: [],
        list: {
          title: 'Versions used in practice',
          items: [
            'Cargo manifest: goods only, without charges; the version customs receives.',
            'Freight manifest: the same list plus freight charges and payment terms, used by carriers and agents for accounting.',
            'Dangerous goods manifest: every hazardous consignment with UN number, class and stowage position, required under the IMDG Code for ships.',
            'Reefer manifest: refrigerated containers with set temperatures and ventilation settings.',
            'Master and house manifest: the carrier lists the master bills; an NVOCC or consolidator lists the house bills inside each master.',
          ],
        },
      },
      {
        title: 'Who files it, and when',
        paragraphs: [
          [
            'Most major import regimes require the manifest electronically and in advance. For US-bound ocean cargo, the carrier must transmit the cargo declaration to CBP through the ',
            { link: 'freight-dictionary/automated-manifest-system', text: 'Automated Manifest System (AMS)' },
            ' at least 24 hours before the container is loaded at the foreign port (the "24-hour rule"). An ',
            { link: 'freight-dictionary/nvocc', text: 'NVOCC' },
            ' that has its own filer code files its house bills directly. The importer separately files the Importer Security Filing (ISF, "10+2").',
          ],
          'The EU applies a similar pre-loading requirement through the Import Control System 2 (ICS2) entry summary declaration; Canada (ACI), China, Japan and others run comparable advance-manifest rules. Deadlines differ by mode: air cargo rules are based on hours before departure or arrival, not on loading at a port. Always check the current rule for the destination.',
        ],
        summary:
          'No accepted advance manifest, no loading: most carriers will roll a container that misses the cut-off.',
      },
      {
        title: 'Example',
        paragraphs: [
          'A forwarder consolidates six LCL shipments from Shenzhen to Los Angeles into one 40-foot container. The carrier issues one master bill to the forwarder and files the master-level manifest. The forwarder, acting as NVOCC, files six house bills in AMS at least 24 hours before loading, each with the real shipper, consignee and a precise description ("cotton knitted T-shirts for men", not "garments"). CBP links the six houses to the master, and each consignee\'s customs broker can then file entry against its own house bill.',
        ],
      },
      {
        title: 'Common mistakes and how to avoid them',
        paragraphs: [
          [
            'CBP does not accept vague descriptions such as "FAK", "general cargo" or "said to contain" on its own; descriptions must let an officer identify the goods. Other frequent errors are weights that do not match the ',
            { link: 'freight-dictionary/packing-list', text: 'packing list' },
            ', missing seal numbers, a consignee name that differs from the ISF, and late amendments after arrival. Errors can lead to "do not load" messages, holds, examinations and penalties.',
          ],
        ],
        list: {
          title: 'Before the cut-off, check',
          items: [
            'Description, HS code (where required), package count and gross weight against the commercial documents.',
            'Container and seal numbers against the gate-in records.',
            'Shipper and consignee names and addresses, including full street addresses.',
            'That every house bill is linked to the correct master bill.',
          ],
        },
      },
      {
        title: 'Manifest versus related documents',
        paragraphs: [
          [
            'A ',
            { link: 'freight-dictionary/shipping-manifest', text: 'shipping manifest' },
            ' in warehousing and parcel shipping is a list of packages handed to a carrier at pickup; the customs cargo manifest described here is the carrier-level list for a whole voyage or flight. The ',
            { link: 'freight-dictionary/bill-of-lading', text: 'bill of lading' },
            ' is the source document for each line of the manifest.',
          ],
        ],
      },
    ],
    relatedTerms: [
      { url: 'automated-manifest-system', name: 'Automated Manifest System' },
      { url: 'shipping-manifest', name: 'Shipping Manifest' },
      { url: 'bill-of-lading', name: 'Bill of Lading' },
      { url: 'master-bill-of-lading', name: 'Master Bill of Lading' },
      { url: 'customs-clearance', name: 'Customs Clearance' },
      { url: '', name: 'Importer Security Filing (ISF)' },
    ],
  },
};

export default term;
