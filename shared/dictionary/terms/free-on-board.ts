import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Free on Board (FOB) Meaning',
    description:
      'FOB under Incoterms 2020: delivery on board at the port of shipment, when risk passes, who pays which costs, and why FCA is better for containers.',
    keywords:
      'FOB, free on board, FOB Incoterms 2020, FOB shipping point, FOB destination, FOB price, risk transfer, port of shipment, FCA vs FOB',
  },
  data: {
    titleH1: 'Free on Board (FOB)',
    breadcrumb: 'Free on Board (FOB)',
    titleH2: 'What does FOB mean in shipping?',
    url: 'free-on-board',
    headParagraphs: [
      [
        { strong: 'Free on Board (FOB)' },
        ' is an ',
        { link: 'freight-dictionary/incoterms', text: 'Incoterms 2020' },
        ' rule under which the seller delivers the goods on board the vessel nominated by the buyer at the named port of shipment. Risk of loss or damage passes to the buyer once the goods are on board, and from then on the buyer pays the ocean freight, insurance, destination charges, import duties and onward delivery.',
      ],
      'FOB is probably the most quoted trade term in world trade and one of the most misused. It is meant only for sea and inland waterway transport and is written with the port and edition, for example "FOB Ningbo, Incoterms 2020".',
    ],
    content: [
      {
        title: 'How FOB divides costs and risk',
        paragraphs: [
          'The dividing line is the ship. Everything needed to get the goods to the port and loaded on board is for the seller; everything after is for the buyer.',
        ],
        list: {
          title: 'Typical split under FOB',
          items: [
            [
              { strong: 'Seller' },
              ': export packing, pickup and inland transport to the port, export customs clearance, origin terminal handling and loading on board, proof of delivery (normally the on-board bill of lading or a receipt the buyer can use to obtain it).',
            ],
            [
              { strong: 'Buyer' },
              ': nominating the vessel and booking the main carriage, ocean freight and its surcharges, cargo insurance, destination terminal charges, import clearance, duties and taxes, and delivery to the final address.',
            ],
          ],
        },
        summary:
          'Under FOB the seller pays until the goods are on board; the buyer controls and pays the voyage.',
      },
      {
        title: 'Example of an FOB shipment',
        paragraphs: [
          [
            "A furniture importer in Los Angeles buys one 40-foot high cube of dining chairs from a factory in Zhejiang at US$18,400 FOB Ningbo, Incoterms 2020. The factory trucks the container to the port, files the Chinese export declaration and pays origin handling. The importer's ",
            { link: 'freight-dictionary/freight-forwarder', text: 'freight forwarder' },
            ' books the vessel, and the importer pays the ocean freight to Los Angeles, marine insurance, destination terminal and ',
            { link: 'freight-dictionary/drayage', text: 'drayage' },
            ' charges, and US duties. For US customs purposes the declared value is normally based on the price actually paid, excluding international freight and insurance, which is close to the FOB value; the EU, by contrast, values imports on a CIF basis.',
          ],
        ],
      },
      {
        title: 'FOB and containers: use FCA instead',
        paragraphs: [
          [
            'With containers, the seller hands the box to the carrier at a container yard or terminal, often days before it is loaded. Under FOB the seller still carries the risk until the box is on board, while having no control over it. The ICC therefore recommends ',
            { strong: 'FCA (Free Carrier)' },
            ' for containerized cargo. Incoterms 2020 added an option under FCA for the buyer to instruct its carrier to issue an on-board bill of lading to the seller, which removed the main banking reason for sticking with FOB.',
          ],
        ],
      },
      {
        title: 'FOB in US domestic trade',
        paragraphs: [
          'In North American domestic freight, "FOB Origin" (or FOB shipping point) and "FOB Destination" are a different convention, rooted in the Uniform Commercial Code and commercial practice. They are used to indicate where risk and often title pass and who pays the freight ("FOB Origin, freight collect"). These are not Incoterms rules, and mixing the two systems in one contract invites disputes.',
        ],
      },
      {
        title: 'Common mistakes with FOB',
        paragraphs: ['Most FOB disputes come from assumptions that were never written down.'],
        list: {
          title: 'What to watch',
          items: [
            [
              { strong: 'Ownership' },
              ': an Incoterm never transfers ownership. Title passes as the sales contract and applicable law say.',
            ],
            [
              { strong: 'Origin charges' },
              ': in some ports buyers receive invoices for origin handling or documentation that the seller should bear; agree who pays each local charge.',
            ],
            [
              { strong: 'Using FOB for air or road' },
              ': "FOB Shanghai Airport" is not a valid Incoterms rule; use FCA.',
            ],
            [
              { strong: 'No edition named' },
              ': always add "Incoterms 2020" so both sides apply the same text.',
            ],
          ],
        },
      },
    ],
    relatedTerms: [
      { url: 'incoterms', name: 'Incoterms' },
      { url: 'free-alongside-ship', name: 'Free Alongside Ship (FAS)' },
      { url: 'ex-works', name: 'Ex Works' },
      { url: 'carriage-paid', name: 'Carriage Paid' },
      { url: 'bill-of-lading', name: 'Bill of Lading' },
    ],
  },
};

export default term;
