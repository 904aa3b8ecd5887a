import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Full Truck Load (FTL) Meaning',
    description:
      'Full truck load (FTL) explained: when one shipper books a whole trailer, weight and pallet limits in the US and Europe, pricing, and FTL vs LTL.',
    keywords:
      'FTL, full truck load, full truckload, truckload shipping, FTL vs LTL, 53-foot trailer, dry van, truckload rate per mile, dedicated truck',
  },
  data: {
    titleH1: 'Full Truck Load (FTL)',
    breadcrumb: 'Full Truck Load (FTL)',
    titleH2: 'What is a full truck load?',
    url: 'full-truck-load',
    headParagraphs: [
      [
        { strong: 'Full truck load (FTL)' },
        ' is a road freight service in which one shipper books the whole trailer for a single shipment. The truck is loaded at the shipper, sealed and driven directly to the consignee, without stopping at terminals or sharing space with other customers. The shipper pays for the truck, whether the cargo fills it or not.',
      ],
      [
        'FTL is the opposite of less-than-truckload (LTL), where several shippers share a trailer and freight moves through a hub-and-spoke network. In the US the service is also called ',
        { link: 'freight-dictionary/truckload-shipping', text: 'truckload shipping' },
        '.',
      ],
    ],
    content: [
      {
        title: 'Equipment and capacity',
        paragraphs: [
          [
            'In North America the standard FTL unit is a 53-foot ',
            { link: 'freight-dictionary/dry-van-in-trucking', text: 'dry van' },
            ', with a 48-foot trailer as the smaller alternative. Because the federal gross vehicle weight limit on Interstate highways is 80,000 lb, a 53-foot van can usually carry about 42,000 to 45,000 lb of cargo once the tractor and trailer are accounted for. Floor space is about 26 standard 48 × 40 in pallets single-stacked.',
          ],
          'In Europe the typical unit is a 13.6-meter curtainsider or box trailer taking 33 Euro pallets (1,200 × 800 mm) on the floor. Payload is typically around 24 to 25 tonnes, depending on the national gross weight limit (40 tonnes in many EU countries, 44 tonnes in some, such as the UK for six-axle combinations).',
        ],
      },
      {
        title: 'When to choose FTL',
        paragraphs: ['FTL usually makes sense when one or more of the following is true:'],
        list: {
          title: 'Typical triggers',
          items: [
            'The shipment fills more than roughly half of a trailer, or is heavy enough to approach the weight limit; at that point LTL pricing often exceeds a truckload rate.',
            'The goods are fragile or high-value and should not be handled at cross-docks.',
            'Speed matters: a direct truck avoids LTL terminal dwell, typically saving one or more days.',
            'The load is a full ocean container being moved by drayage or transloaded into a domestic trailer.',
          ],
        },
      },
      {
        title: 'How FTL is priced: worked example',
        paragraphs: [
          [
            'FTL rates are normally quoted per lane, either as a flat rate or as a rate per mile plus a ',
            { link: 'freight-dictionary/fuel-surcharge', text: 'fuel surcharge' },
            '. Rates move with the spot market, season and direction of the lane: a truck going to a region with little outbound freight costs more because the carrier may drive back empty.',
          ],
          'Example: a manufacturer in Atlanta ships 24 pallets of bottled beverages, 41,000 lb, to a distributor in Miami, about 660 miles. With an illustrative line-haul rate of US$2.40 per mile and a fuel surcharge of US$0.45 per mile, the cost is 660 × 2.85 = US$1,881. Extras such as detention (often charged after two free hours at loading or unloading), a lumper fee or a driver-assist charge are added when they occur.',
        ],
        summary:
          'FTL is priced per truck and per mile, not per pallet: the fuller the trailer, the cheaper each unit.',
      },
      {
        title: 'Responsibilities and documents',
        paragraphs: [
          [
            'The shipper or its broker tenders the load, provides a bill of lading and loads and seals the trailer (many FTL moves are "shipper load and count"). The carrier drives, delivers and returns a signed ',
            { link: 'freight-dictionary/proof-of-delivery-pod', text: 'proof of delivery' },
            ". In the US, carrier liability for loss and damage on interstate moves is governed by the Carmack Amendment, usually subject to limits set in the carrier's rules or the contract; in Europe, international road moves fall under the CMR Convention, which limits liability to 8.33 SDR per kilogram of gross weight.",
          ],
        ],
      },
      {
        title: 'Common mistakes',
        paragraphs: [
          'Overloading axles is the most expensive error: a load under 80,000 lb gross can still be illegal if too much weight sits on the drive or trailer axles. Other frequent problems are booking the wrong trailer length for the pallet count, not stating appointment requirements at the consignee, and forgetting that the shipper pays for the whole truck even when the freight takes up half of it.',
        ],
      },
    ],
    relatedTerms: [
      { url: 'truckload-shipping', name: 'Truckload Shipping' },
      { url: 'dry-van-in-trucking', name: 'Dry Van in Trucking' },
      { url: 'line-haul', name: 'Line Haul' },
      { url: 'full-container-load', name: 'Full Container Load' },
      { url: '', name: 'Less-than-truckload (LTL)' },
    ],
  },
};

export default term;
