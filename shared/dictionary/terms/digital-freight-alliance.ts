import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Digital Freight Alliance Meaning',
    description:
      'The Digital Freight Alliance (DFA): a community of freight forwarders and NVOCCs founded in 2020, with five digital tools, payment protection and a member directory.',
    keywords:
      'Digital Freight Alliance, DFA, freight forwarder network, NVOCC network, logistics alliance, payment protection, freight forwarder association',
  },
  data: {
    titleH1: 'Digital Freight Alliance',
    breadcrumb: 'Digital Freight Alliance',
    titleH2: 'What is the Digital Freight Alliance?',
    url: 'digital-freight-alliance',
    headParagraphs: [
      [
        'The ',
        { strong: 'Digital Freight Alliance (DFA)' },
        ' is an association of freight forwarders and NVOCCs. It was created in 2020 by a port operator to bring logistics companies together in one community, where they can find partners abroad, exchange business and work with shared digital tools.',
      ],
      [
        'Like other forwarder networks, it helps a forwarder in one country find a trusted agent in another to handle the other end of a shipment. Its distinguishing feature is that membership includes a set of online tools for everyday work, alongside a member directory and a ',
        { strong: 'payment protection' },
        ' program for invoices between members.',
      ],
    ],
    content: [
      {
        title: 'Who it is for',
        paragraphs: [
          [
            'Members are logistics companies, mainly international freight forwarders and ',
            { link: 'freight-dictionary/nvocc', text: 'NVOCCs' },
            '. Each member company lists its offices in the member directory, which other members search by country and service when they need an agent for a shipment.',
          ],
        ],
      },
      {
        title: 'The five tools',
        paragraphs: [],
        list: {
          title: 'Included with membership',
          items: [
            'A sea freight calculator that members can place on their own websites to give customers instant rate estimates.',
            [
              'Cargo tracking covering more than 160 carriers, for ',
              { link: 'freight-dictionary/shipment-tracking', text: 'shipment tracking' },
              ' in one place.',
            ],
            "Shipping leads: shippers' requests for quotes that members view and bid on.",
            'Ship schedules, to compare sailings between ports.',
            'An ERP system built for forwarders, for quotes, bookings, documents and invoicing.',
          ],
        },
      },
      {
        title: 'Payment protection',
        paragraphs: [
          'Unpaid invoices between agents are a long-standing problem in forwarding. The DFA offers credit-risk cover for trades between members, with limits from US$10,000 up to US$100,000 a year. The cover comes with strict conditions, and a claim can be refused if any of them is not met.',
        ],
        list: {
          title: 'Conditions and exclusions',
          items: [
            'Both trading parties must be Premium members.',
            'Only ocean-freight invoices are covered.',
            'Both offices involved must be listed in the member directory, so members should list every branch they trade from.',
            'Each shipment must be reported to the DFA and confirmed in writing before it is covered.',
            [
              'Excluded: ',
              { link: 'freight-dictionary/detention-and-demurrage', text: 'detention and demurrage' },
              ', other non-freight charges, and deals between related companies.',
            ],
          ],
        },
        summary: 'Report every shipment you want covered, and report it before you need the cover.',
      },
      {
        title: 'Membership levels and fees',
        paragraphs: [
          "Membership has three statuses: Premium, Standard Active and Standard Inactive. Premium status is required for payment protection and for quoting on shippers' leads. Fees are charged annually. A member's status is shown in the directory, so partners can see who is a Premium member before trading on credit.",
        ],
      },
      {
        title: 'Other member services',
        paragraphs: [
          'Beyond the tools and payment protection, members have access to industry events for meeting partners, a blog, trade finance options, and a blacklist of companies reported by members for unpaid debts or other misconduct. This freight dictionary is also part of the portal, explaining the terms that forwarders, shippers, importers and exporters meet every day.',
          [
            'A practical use case: a forwarder in Brazil receives a request to ship an ',
            { link: 'freight-dictionary/full-container-load', text: 'FCL' },
            " from São Paulo to Jebel Ali. It searches the directory for a Premium member in Dubai, checks the blacklist, agrees rates, reports the shipment for payment protection, and tracks the container with the portal's tracking tool until delivery.",
          ],
        ],
      },
    ],
    relatedTerms: [
      { url: 'nvocc', name: 'NVOCC' },
      { url: 'freight-broker', name: 'Freight Broker' },
      { url: 'shipment-tracking', name: 'Shipment Tracking' },
      { url: 'ocean-freight', name: 'Ocean Freight' },
      { url: '', name: 'Freight Forwarder Network' },
    ],
  },
};

export default term;
