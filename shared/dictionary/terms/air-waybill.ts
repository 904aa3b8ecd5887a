import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Air Waybill Meaning',
    description:
      'Air waybill (AWB) explained: what the air cargo contract contains, master vs house AWB, the 11-digit number, e-AWB and how chargeable weight is set.',
    keywords:
      'air waybill, AWB, MAWB, HAWB, e-AWB, air cargo document, air waybill number, Montreal Convention',
  },
  data: {
    titleH1: 'Air Waybill',
    breadcrumb: 'Air Waybill',
    titleH2: 'What is an air waybill?',
    url: 'air-waybill',
    headParagraphs: [
      [
        'An ',
        { strong: 'air waybill (AWB)' },
        " is the transport document for goods carried by air. Issued by the airline or by an IATA cargo agent on its behalf, it is the shipper's receipt for the cargo and the evidence of the contract of carriage between the shipper and the carrier. Every air shipment moves under one, and its number is the reference used to book, track and collect the goods.",
      ],
      [
        'Unlike an ocean ',
        { link: 'freight-dictionary/bill-of-lading', text: 'bill of lading' },
        ', an air waybill is ',
        { strong: 'not a document of title and is not negotiable' },
        '. The airline delivers to the consignee named on it, not to whoever holds an original. Air freight is too fast for documents to be traded in transit, so the AWB works like a ',
        { link: 'freight-dictionary/waybill', text: 'waybill' },
        ' rather than a title document.',
      ],
    ],
    content: [
      {
        title: 'What an air waybill contains',
        paragraphs: [
          'The layout follows the IATA standard form, so any airline or handler can read any AWB. The main fields are:',
        ],
        list: {
          title: 'Key fields',
          items: [
            'AWB number: a three-digit airline prefix plus an eight-digit serial, e.g. 176-12345675 (176 is the Emirates prefix).',
            "Shipper, consignee and, where used, the issuing carrier's agent with its IATA code.",
            'Airport of departure, airport of destination and the routing or flight details.',
            'Number of pieces, gross weight, dimensions or volume, chargeable weight, rate class and rate.',
            'Nature and quantity of goods, including any dangerous goods or special handling codes.',
            'Charges marked prepaid or collect, and the declared value for carriage and for customs.',
          ],
        },
        summary:
          'The last digit of the eight-digit serial is a check digit: the first seven digits divided by 7 leave it as the remainder (1234567 ÷ 7 leaves 5, hence 12345675).',
      },
      {
        title: 'Master and house air waybills',
        paragraphs: [
          [
            "When a forwarder groups several customers' shipments for one flight, two levels of document exist. The airline issues a ",
            { strong: 'master air waybill (MAWB)' },
            ' to the forwarder for the whole ',
            { link: 'freight-dictionary/consolidation', text: 'consolidation' },
            ', and the forwarder issues a ',
            { strong: 'house air waybill (HAWB)' },
            " to each of its own shippers. The airline's contract of carriage is with the forwarder under the MAWB; the destination agent breaks the consolidation down and releases each shipment against its HAWB.",
          ],
          'A direct shipment, booked by a shipper with the airline through an agent without consolidation, moves on a single airline AWB.',
        ],
      },
      {
        title: 'Paper copies, e-AWB and liability',
        paragraphs: [
          "A paper AWB set has three originals (for the issuing carrier, the consignee and the shipper) plus several copies for the airline, the airports and the agent. Most traffic now uses the electronic air waybill (e-AWB) under IATA's multilateral e-AWB agreement, where the data is sent as electronic messages and no paper set travels with the cargo. Some routes and commodities, and some countries' customs rules, still require paper.",
          "The carrier's liability for loss, damage or delay is governed by the Montreal Convention 1999 (or the older Warsaw system on a few routes). It is capped per kilogram in Special Drawing Rights (SDR); the cap is reviewed periodically and has been 26 SDR per kilogram since December 2024. A shipper wanting more protection can declare a higher value for carriage and pay a valuation charge, or buy cargo insurance.",
        ],
      },
      {
        title: 'Worked example: chargeable weight on the AWB',
        paragraphs: [
          [
            "A Frankfurt exporter sends 10 cartons of auto parts to Chicago O'Hare. Each carton measures 60 × 50 × 40 cm and weighs 18 kg. The actual gross weight is 180 kg. The ",
            {
              link: 'freight-dictionary/volume-weight',
              text: 'volumetric weight',
            },
            ' under the IATA divisor of 6,000 is 60 × 50 × 40 ÷ 6,000 = 20 kg per carton, or 200 kg in total.',
          ],
          'The airline charges on the higher figure, so the AWB shows a chargeable weight of 200 kg. At an all-in rate of EUR 3.10 per kg the air freight is EUR 620, before security, fuel or handling charges that the carrier or agent lists separately.',
        ],
      },
      {
        title: 'Common mistakes',
        paragraphs: [
          'Most AWB problems surface at destination, where the cargo can sit in a warehouse, accruing storage, until the document is corrected.',
        ],
        list: {
          title: 'Avoid these',
          items: [
            'Goods described vaguely ("parts", "samples") instead of a description customs and screening staff can verify.',
            'Consignee details that differ from the commercial invoice or lack the tax or import number the destination country requires.',
            'Piece counts or weights that do not match the cargo tendered, which triggers reweighing and recharging.',
            "Dangerous goods shipped without the shipper's declaration required by the IATA Dangerous Goods Regulations.",
          ],
        },
        summary:
          'Check the AWB data against the invoice and packing list before the cargo is tendered, not after it lands.',
      },
    ],
    relatedTerms: [
      { url: 'bill-of-lading', name: 'Bill of Lading' },
      { url: 'waybill', name: 'Waybill' },
      { url: 'waybill-number', name: 'Waybill Number' },
      { url: 'volume-weight', name: 'Volume Weight' },
      { url: 'consolidation', name: 'Consolidation' },
    ],
  },
};

export default term;
