import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Dry Van in Trucking Meaning',
    description:
      'Dry van trucking explained: what a 53-foot enclosed trailer carries, its payload of about 45,000 lb, pallet counts, the 48-foot option and how loads are priced.',
    keywords:
      'dry van, dry van trucking, 53-foot trailer, 48-foot trailer, enclosed trailer, dry van payload, full truckload, FTL',
  },
  data: {
    titleH1: 'Dry Van in Trucking',
    breadcrumb: 'Dry Van in Trucking',
    titleH2: 'What is a dry van?',
    url: 'dry-van-in-trucking',
    headParagraphs: [
      [
        'A ',
        { strong: 'dry van' },
        ' is an enclosed, box-shaped semi-trailer without temperature control, used to carry general freight that needs protection from weather and theft but no refrigeration. It is the most common trailer type in North American trucking and the default equipment for ',
        { link: 'freight-dictionary/full-truck-load', text: 'full truckload' },
        ' shipments of packaged consumer goods, paper, electronics, building products and non-perishable food.',
      ],
    ],
    content: [
      {
        title: 'Dimensions and capacity',
        paragraphs: [
          'The standard US dry van is 53 feet long and 102 inches (8.5 feet) wide outside. Inside it typically measures about 52.5 feet long, 8.2 feet wide and 8.5 to 9 feet high, depending on the model, giving roughly 3,400 to 3,800 cubic feet. It typically takes 26 standard 48 × 40 inch pallets loaded straight, two across, or up to about 30 if they are turned, and more if the pallets can be double-stacked.',
          [
            'The weight limit is set by the road, not the box. The federal gross vehicle weight limit on US Interstate highways is 80,000 lb for the whole truck. After deducting the tractor and the empty trailer, ',
            { strong: 'a 53-foot dry van can usually carry up to about 45,000 lb of cargo' },
            ', with 42,000 to 45,000 lb the normal range; the exact figure depends on the tractor, the trailer, the fuel on board and how the weight is spread over the axles. State permits can allow more in some cases, but shippers should plan on the federal limit.',
          ],
          'The 48-foot dry van is the smaller alternative. It typically holds about 24 standard pallets and is still common on some regional routes and in fleets that serve tighter delivery locations.',
        ],
        list: {
          title: 'Typical dry van capacity (varies by trailer and equipment)',
          items: [
            '53-foot: 26 pallets single-stacked, cargo up to about 45,000 lb',
            '48-foot: about 24 pallets single-stacked, with a similar cargo weight limit under the same 80,000 lb gross rule',
          ],
        },
      },
      {
        title: 'How dry van loads are priced',
        paragraphs: [
          [
            'Truckload dry van freight is usually priced per mile or as a flat rate per load, plus a ',
            { link: 'freight-dictionary/fuel-surcharge', text: 'fuel surcharge' },
            ' and accessorials such as detention (driver waiting time), extra stops, liftgate or driver unloading. Rates move with the spot market and the season, and contract rates are agreed for a lane over months. A load that uses only part of the trailer can be sent as a partial truckload or as LTL instead.',
          ],
        ],
      },
      {
        title: 'Example',
        paragraphs: [
          'A beverage distributor in Memphis ships 22 pallets of canned drinks to Atlanta. Each pallet weighs about 2,100 lb, so the load is 46,200 lb, above what a typical dry van can legally carry. The shipper reduces it to 20 pallets, or 42,000 lb, well within the usual payload, and positions the pallets so the tandems can be adjusted to keep each axle group within limits. The two remaining pallets travel on the next load.',
        ],
        summary:
          "Dense freight fills a dry van's weight limit long before its floor space; light freight does the reverse.",
      },
      {
        title: 'Dry van versus other trailers',
        paragraphs: [
          [
            'A ',
            { link: 'freight-dictionary/reefer', text: 'reefer' },
            ' trailer adds insulation and a refrigeration unit for temperature-sensitive goods and has a slightly lower payload. A flatbed carries oversize, heavy or irregular cargo loaded from the sides or top. Intermodal containers of 53 feet are the rail equivalent of a dry van. A dry van is the right choice for palletized or floor-loaded freight that fits through the rear doors and needs no temperature control.',
          ],
        ],
        list: {
          title: 'Common mistakes',
          items: [
            'Quoting by pallet count only and overloading by weight',
            'Placing heavy freight at one end so an axle group exceeds its limit',
            'Not securing partial loads, so pallets shift in transit',
            'Forgetting to book a dock appointment, then paying driver detention',
          ],
        },
      },
    ],
    relatedTerms: [
      { url: 'full-truck-load', name: 'Full Truck Load' },
      { url: 'truckload-shipping', name: 'Truckload Shipping' },
      { url: 'reefer', name: 'Reefer' },
      { url: 'freight-broker', name: 'Freight Broker' },
      { url: '', name: 'Flatbed Trailer' },
    ],
  },
};

export default term;
