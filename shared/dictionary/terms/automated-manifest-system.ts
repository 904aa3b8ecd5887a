import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Automated Manifest System (AMS) Meaning',
    description:
      'Automated Manifest System (AMS) explained: the CBP 24-hour rule, who files master and house bills, how AMS differs from ISF, and how to avoid holds.',
    keywords:
      'automated manifest system, AMS, AMS filing, 24-hour rule, CBP, ACE, ISF 10+2, house bill, NVOCC, do not load',
  },
  data: {
    titleH1: 'Automated Manifest System (AMS)',
    breadcrumb: 'Automated Manifest System (AMS)',
    titleH2: 'What is the Automated Manifest System?',
    url: 'automated-manifest-system',
    headParagraphs: [
      [
        'The ',
        { strong: 'Automated Manifest System (AMS)' },
        ' is the electronic system through which carriers and qualified forwarders transmit cargo ',
        { link: 'freight-dictionary/manifest', text: 'manifest' },
        ' data to U.S. Customs and Border Protection (CBP) for goods arriving in, or passing through, the United States. CBP uses the data to screen every shipment for security risk before it is loaded abroad or before it arrives.',
      ],
      'AMS is now part of CBP\'s Automated Commercial Environment (ACE), but the trade still says "AMS filing" and many invoices carry an "AMS fee" line.',
    ],
    content: [
      {
        title: 'The 24-hour rule',
        paragraphs: [
          [
            "For ocean freight, CBP's ",
            { strong: '24-hour rule' },
            ' requires the manifest data for U.S.-bound cargo to be received at least 24 hours before the container is loaded on the vessel at the foreign port. It applies to cargo discharged in the U.S. and to cargo remaining on board for another destination. If the filing is missing or flawed, CBP can issue a "do not load" message, and the carrier will not load the box.',
          ],
          'Air cargo has its own timing: data is due before departure from nearby origins and at least four hours before arrival for longer flights, with additional pre-loading data (ACAS) for security screening. Rail and truck cargo report through ACE on their own timelines.',
        ],
      },
      {
        title: 'Who files what',
        paragraphs: [
          [
            'The ocean carrier files the ',
            {
              link: 'freight-dictionary/master-bill-of-lading',
              text: 'master bill of lading',
            },
            '. On a consolidated shipment the master bill names the ',
            { link: 'freight-dictionary/nvocc', text: 'NVOCC' },
            ' as shipper, so CBP also needs the house bills showing the real shippers and consignees. An NVOCC with its own SCAC code and ACE access files its house bills directly; otherwise the carrier or a filing service transmits them on its behalf. Carriers and forwarders typically bill an AMS fee per bill of lading for this work; the amount varies by company, so check the tariff or quote.',
          ],
        ],
        list: {
          title: 'Core data in an AMS filing',
          items: [
            "Bill of lading numbers (master and house) and the carrier's SCAC.",
            'Shipper and consignee names and addresses, and the notify party.',
            'Precise cargo description (not "general cargo" or "FAK"), piece count and weight.',
            'Container and seal numbers, foreign port of loading, and the vessel and voyage.',
            'Hazardous material codes where applicable.',
          ],
        },
      },
      {
        title: 'AMS and ISF are different filings',
        paragraphs: [
          [
            'AMS is the carrier\'s (or NVOCC\'s) declaration about the transport. The Importer Security Filing (ISF, or "10+2") is a separate declaration that the ',
            { link: 'freight-dictionary/importer-of-record', text: 'importer' },
            ' must make for ocean cargo, also at least 24 hours before loading, with ten data elements such as manufacturer, seller, buyer, country of origin and HS code. CBP matches the ISF to the AMS bill. Late or inaccurate ISFs can lead to liquidated damages of USD 5,000 per violation and to cargo holds.',
          ],
        ],
        summary: 'The carrier answers for AMS; the importer answers for ISF. Both must match.',
      },
      {
        title: 'Example',
        paragraphs: [
          'A forwarder in Ningbo consolidates furniture for three U.S. buyers into one 40-foot container bound for Long Beach, with vessel loading on Thursday at 18:00. It files three house bills through AMS by Tuesday, the line files the master bill, and each importer\'s broker files an ISF. If one house bill describes its cargo only as "furniture parts" with a wrong consignee address, CBP may reject it or place a hold, and the whole container can be left on the quay and roll to the next sailing.',
        ],
      },
      {
        title: 'Similar systems elsewhere',
        paragraphs: [
          "Other customs authorities adopted advance cargo information rules along the same lines, many based on the WCO SAFE Framework of Standards: Canada's eManifest (ACI), the European Union's Import Control System 2 (ICS2) with its entry summary declaration, and Japan's Advance Filing Rules (AFR). Forwarders shipping to several markets have to meet each system's deadlines and data requirements separately.",
        ],
      },
    ],
    relatedTerms: [
      { url: 'manifest', name: 'Manifest' },
      { url: 'shipping-manifest', name: 'Shipping Manifest' },
      { url: 'customs-clearance', name: 'Customs Clearance' },
      { url: 'nvocc', name: 'NVOCC' },
      { url: '', name: 'Importer Security Filing (ISF)' },
    ],
  },
};

export default term;
