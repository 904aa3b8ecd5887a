import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Gross Weight Meaning',
    description:
      'Gross weight in shipping: goods plus packaging, how it differs from net weight, tare and VGM, a container example, and why errors cause fines and rollovers.',
    keywords:
      'gross weight, gross mass, net weight, tare weight, VGM, verified gross mass, SOLAS VGM, chargeable weight, gross vehicle weight, container weight',
  },
  data: {
    titleH1: 'Gross Weight',
    breadcrumb: 'Gross Weight',
    titleH2: 'What is gross weight in shipping?',
    url: 'gross-weight',
    headParagraphs: [
      [
        { strong: 'Gross weight' },
        ' is the total weight of a shipment including its packaging: the goods themselves (net weight) plus cartons, crates, pallets, wrapping and any dunnage. It is the weight that appears on the commercial invoice, packing list, bill of lading and air waybill, and it is the basis for freight rating, safe handling and legal weight limits.',
      ],
      'The same word is used at every level of a shipment, so always ask "gross weight of what?": of a carton, of a pallet, of the cargo in a container, of the loaded container, or of a whole truck.',
    ],
    content: [
      {
        title: 'Gross, net and tare weight',
        paragraphs: ['The three terms fit together simply:'],
        list: {
          title: 'Definitions',
          items: [
            [
              { strong: 'Net weight' },
              ': the goods alone, without any packaging. Customs duties on some goods are charged per kilogram net.',
            ],
            [
              { strong: 'Tare weight' },
              ': the weight of the empty packaging or equipment, for example the empty pallet or the empty container (printed on the container door).',
            ],
            [
              { strong: 'Gross weight' },
              ': net weight plus tare. For a loaded container, the cargo gross weight plus the container tare gives the gross mass of the unit.',
            ],
          ],
        },
      },
      {
        title: 'Verified gross mass (VGM) under SOLAS',
        paragraphs: [
          [
            "Since 1 July 2016 the IMO's SOLAS Convention (chapter VI, regulation 2) has required the shipper to provide a ",
            { strong: 'verified gross mass (VGM)' },
            ' for every packed export container before it is loaded on a ship. Without a VGM, the terminal and carrier must not load the box. The VGM can be obtained by weighing the packed container on calibrated equipment (Method 1) or by weighing all packages and cargo items, adding the weight of pallets, dunnage and securing material, and adding the container tare (Method 2, where the national authority allows it).',
          ],
          'Acceptable tolerances between declared and actual weight, and the penalties for misdeclaration, are set nationally and vary by country, so check the rules of the port of loading.',
        ],
      },
      {
        title: 'Worked example',
        paragraphs: [
          [
            'A shipper in Valencia loads a 20-foot container with 10 pallets of ceramic tiles for Baltimore. Each pallet holds 1,050 kg of tiles (net), plus 25 kg for the wooden pallet and 5 kg for cartons and wrap, giving 1,080 kg gross per pallet. The cargo gross weight is 10,800 kg. Adding 60 kg of ',
            { link: 'freight-dictionary/dunnage', text: 'dunnage' },
            ' and lashing and a container tare of 2,230 kg, the VGM under Method 2 is 13,090 kg. The ',
            { link: 'freight-dictionary/bill-of-lading', text: 'bill of lading' },
            ' normally shows the cargo gross weight (10,800 kg, goods plus packaging), while the VGM sent to the carrier includes the container tare. The two figures differ by design; both must be accurate and consistent with the packing list.',
          ],
        ],
      },
      {
        title: 'Gross weight and freight charges',
        paragraphs: [
          [
            'Carriers charge on gross weight or on volume, whichever produces the higher figure. In LCL sea freight a cubic meter counts as 1,000 kg; in air freight the ',
            { link: 'freight-dictionary/volume-weight', text: 'volume weight' },
            ' is length × width × height in centimeters divided by 6,000. Dense cargo such as tiles or steel is charged on gross weight; light cargo on volume. For road transport, the gross vehicle weight (truck plus load) is limited by law, for example 80,000 lb on US Interstate highways, so heavy cargo can reach the weight limit long before the trailer is full.',
          ],
        ],
        summary: 'Gross weight = goods + packaging; it drives rating, stowage and legal limits.',
      },
      {
        title: 'Common mistakes',
        paragraphs: [
          'Errors in gross weight cause more trouble than most shippers expect: an underdeclared container can be rejected at the terminal or rolled to a later vessel, can lead to fines and re-weighing fees, and threatens ship stability and the safety of trucks and lifting equipment. Use actual weighed figures rather than catalog weights, include pallets and packaging, state units clearly (kg or lb), and make sure the invoice, packing list, bill of lading and VGM submission agree.',
        ],
      },
    ],
    relatedTerms: [
      { url: 'weight-and-measurement', name: 'Weight and Measurement' },
      { url: 'volume-weight', name: 'Volume Weight' },
      { url: 'full-container-load', name: 'Full Container Load' },
      { url: 'shipping-manifest', name: 'Shipping Manifest' },
      { url: '', name: 'Verified Gross Mass (VGM)' },
    ],
  },
};

export default term;
