import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Waybill Number Meaning',
    description:
      'Waybill number explained: how air waybill numbers are built (airline prefix, serial, check digit), sea waybill and courier numbers, and how to track with them.',
    keywords:
      'waybill number, air waybill number, AWB number, AWB prefix, tracking number, sea waybill number, HAWB number, MAWB number',
  },
  data: {
    titleH1: 'Waybill Number',
    breadcrumb: 'Waybill Number',
    titleH2: 'What is a waybill number?',
    url: 'waybill-number',
    headParagraphs: [
      [
        'A ',
        { strong: 'waybill number' },
        ' is the unique reference a carrier assigns to a ',
        { link: 'freight-dictionary/waybill', text: 'waybill' },
        ". It identifies the shipment in the carrier's systems and is the number shippers, forwarders, customs brokers and consignees use to track the cargo, pay charges and refer to the consignment in customs declarations.",
      ],
      'Its format depends on the mode and the issuer: air waybill numbers follow a fixed IATA structure, while ocean carriers, forwarders and couriers use their own numbering schemes.',
    ],
    content: [
      {
        title: 'How an air waybill number is built',
        paragraphs: [
          [
            'An ',
            { link: 'freight-dictionary/air-waybill', text: 'air waybill' },
            ' number has 11 digits, usually written as 3 + 8, for example 176-12345675.',
          ],
        ],
        list: {
          title: 'The three parts',
          items: [
            'Airline prefix (3 digits): the IATA code of the issuing airline, such as 176 for Emirates, 157 for Qatar Airways, 020 for Lufthansa Cargo, 618 for Singapore Airlines or 160 for Cathay Pacific.',
            'Serial number (7 digits): allocated by the airline to the shipment.',
            'Check digit (1 digit): the remainder when the 7-digit serial is divided by 7. For 1234567 the remainder is 5, so the full number is 176-12345675.',
          ],
        },
        summary:
          'The first three digits tell you which airline to track with; the last digit catches typing errors.',
      },
      {
        title: 'Master and house numbers',
        paragraphs: [
          "When a forwarder consolidates several customers' shipments, the airline issues one master air waybill (MAWB) with an airline-format number for the whole consolidation, and the forwarder issues a house air waybill (HAWB) to each shipper with its own reference, often letters and digits of the forwarder's choosing. The airline only knows the MAWB number; the HAWB number is tracked in the forwarder's system.",
          [
            "Ocean shipping works the same way. The carrier's bill of lading or sea waybill number usually starts with the carrier's code, such as MAEU for Maersk or MEDU for MSC, and appears on the ",
            { link: 'freight-dictionary/master-bill-of-lading', text: 'master bill of lading' },
            '; an NVOCC issues house documents with its own numbers.',
          ],
        ],
      },
      {
        title: 'Courier and parcel numbers',
        paragraphs: [
          "Express carriers call their tracking references waybill numbers too. Their length and format vary by company and service: DHL Express waybill numbers, for example, are typically 10 digits, while other integrators use 12, 15 or more digits, or mixed letters and digits. These numbers are only valid in the issuing carrier's own tracking system.",
        ],
      },
      {
        title: 'Using the number to track a shipment',
        paragraphs: [
          [
            "To track an air shipment, enter the MAWB number on the airline's cargo tracking page or in a multi-carrier ",
            { link: 'freight-dictionary/shipment-tracking', text: 'shipment tracking' },
            ' tool, which reads the prefix to select the airline. Typical status codes follow IATA Cargo-IMP or Cargo-XML messages: booked, received from shipper (RCS), departed (DEP), arrived (ARR), notified for pickup (NFD) and delivered (DLV).',
          ],
          'Example: an importer in Dubai receives MAWB 176-12345675 from its forwarder in Frankfurt. The prefix 176 shows the cargo flies with Emirates; the importer tracks the flight, and its customs broker quotes the same number in the import declaration.',
        ],
      },
      {
        title: 'Common mistakes',
        paragraphs: [
          "Entering a house number on an airline site returns nothing, and so does a master number on a forwarder's portal that tracks houses only. Dropping the prefix, adding spaces in the wrong place or swapping two digits is also common; the check digit detects most of these slips. Always pass the consignee the right number for the party who will release the cargo.",
        ],
      },
    ],
    relatedTerms: [
      { url: 'waybill', name: 'Waybill' },
      { url: 'air-waybill', name: 'Air Waybill' },
      { url: 'shipment-tracking', name: 'Shipment Tracking' },
      { url: 'master-bill-of-lading', name: 'Master Bill of Lading' },
      { url: '', name: 'House air waybill (HAWB)' },
    ],
  },
};

export default term;
