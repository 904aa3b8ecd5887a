import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is SLI in Shipping Meaning',
    description:
      'SLI in shipping: what a shipper’s letter of instruction contains, why forwarders need it, its role in US export filing (EEI/AES), and mistakes that delay exports.',
    keywords:
      'SLI, shipper’s letter of instruction, shippers letter of instructions, SLI shipping, export instructions, EEI, AES filing, USPPI, forwarder instructions',
  },
  data: {
    titleH1: 'SLI in Shipping',
    breadcrumb: 'SLI in Shipping',
    titleH2: 'What is a shipper’s letter of instruction?',
    url: 'sli-in-shipping',
    headParagraphs: [
      [
        'An ',
        { strong: 'SLI (shipper’s letter of instruction)' },
        ' is the document an exporter gives its freight forwarder describing an export shipment and telling the forwarder how to handle it: who the parties are, what the goods are, how they should be routed, who pays which charges and which documents are needed. The forwarder uses it to book transport, prepare the ',
        { link: 'freight-dictionary/bill-of-lading', text: 'bill of lading' },
        ' or ',
        { link: 'freight-dictionary/air-waybill', text: 'air waybill' },
        ', and make the export declaration.',
      ],
      'In the United States the SLI has a second, legal role: it can serve as the exporter’s written authorization for the forwarder to file the Electronic Export Information (EEI) in the Automated Export System (AES) on its behalf, and it records the data the filing is based on.',
    ],
    content: [
      {
        title: 'What an SLI contains',
        paragraphs: [],
        list: {
          title: 'Typical fields',
          items: [
            'Exporter (in US terms, the US principal party in interest, USPPI) with address and tax identification number.',
            'Ultimate consignee, intermediate consignee and notify party.',
            'Description of goods, quantities, weights, dimensions and value per commodity line.',
            'Export classification: Schedule B or HTS number, and the export control classification number (ECCN) or EAR99, with any license number or exception.',
            'Incoterms 2020 rule and named place, and whether freight is prepaid or collect.',
            'Whether the forwarder should insure the cargo, and for what amount.',
            'Mode and routing, dangerous goods information, and special handling (temperature, fragile, stacking).',
            'Documents required: certificate of origin, consular invoice, letter of credit terms.',
            'Signature authorizing the forwarder to act as agent for export control and customs purposes.',
          ],
        },
      },
      {
        title: 'How the SLI fits the export process',
        paragraphs: [
          [
            'The exporter sends the SLI with the commercial invoice and packing list when the goods are ready. The forwarder checks it, books space, arranges pickup, prepares transport documents from it and, where required, files the EEI and obtains the internal transaction number (ITN) that must be shown on the transport document. If the goods need an ',
            { link: 'freight-dictionary/export-license', text: 'export license' },
            ', the license details on the SLI are carried into the filing.',
          ],
          'Under the US Foreign Trade Regulations, EEI is generally required when the value of goods under a single Schedule B number exceeds US$2,500, when an export license is required regardless of value, and for certain destinations and commodities such as used self-propelled vehicles. Check the current regulations for exemptions.',
        ],
        summary:
          'The SLI is the source document; errors in it flow straight into the bill of lading and the export filing.',
      },
      {
        title: 'Who is responsible',
        paragraphs: [
          'The exporter is responsible for the accuracy of the information it gives, including the classification and the export control determination. The forwarder is responsible for transmitting it correctly and on time. Because both can be penalized for export violations, forwarders keep signed SLIs on file, and many require a standing power of attorney or written authorization in addition. In a routed export transaction, where the foreign buyer controls the shipment and appoints the forwarder, the US seller still supplies key data, and the written authorization comes from the foreign principal party.',
        ],
      },
      {
        title: 'Worked example',
        paragraphs: [
          'A machine-parts maker in Ohio sells gearboxes worth US$18,400 to a buyer in Stuttgart under FCA Columbus, Incoterms 2020. Its SLI names the buyer as ultimate consignee, classifies the goods under one Schedule B number and as EAR99, marks freight collect, asks for no insurance (the buyer insures), and requests an air waybill consigned to the buyer with its customs broker as notify party. Because the value under that Schedule B number exceeds US$2,500, the forwarder files the EEI, receives an ITN and prints it on the air waybill before the cargo is tendered to the airline.',
        ],
      },
      {
        title: 'Common mistakes',
        paragraphs: [],
        list: {
          title: 'What delays shipments',
          items: [
            'Leaving export classification blank and expecting the forwarder to guess it.',
            'Freight terms that contradict the Incoterms rule (for example, prepaid freight on an EXW sale).',
            'Consignee details that differ from the letter of credit or the commercial invoice.',
            'Sending an unsigned SLI, which does not authorize the forwarder to file on the exporter’s behalf.',
          ],
        },
      },
    ],
    relatedTerms: [
      { url: 'air-waybill', name: 'Air Waybill' },
      { url: 'bill-of-lading', name: 'Bill of Lading' },
      { url: 'export-license', name: 'Export License' },
      { url: 'dock-receipt', name: 'Dock Receipt' },
      { url: 'shipper', name: 'Shipper' },
      { url: 'incoterms', name: 'Incoterms' },
    ],
  },
};

export default term;
