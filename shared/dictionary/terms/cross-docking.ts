import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Cross-Docking Meaning',
    description:
      'Cross-docking explained: unloading inbound freight and reloading it onto outbound vehicles with little or no storage, when it pays off and how to run it well.',
    keywords:
      'cross-docking, cross dock, cross-dock warehouse, flow-through distribution, transloading, consolidation, deconsolidation',
  },
  data: {
    titleH1: 'Cross-Docking',
    breadcrumb: 'Cross-Docking',
    titleH2: 'What is cross-docking?',
    url: 'cross-docking',
    headParagraphs: [
      [
        { strong: 'Cross-docking' },
        ' is a distribution method in which goods arriving at a facility are unloaded, sorted and loaded straight onto outbound trucks, with little or no time in storage. The freight crosses from the receiving dock to the shipping dock, usually within hours and ideally within the same day, instead of being put away on racks and picked later.',
      ],
      'It replaces the warehouse as a place where stock waits with a hub where freight only changes vehicles. Retailers, parcel carriers, LTL networks and food distributors use it heavily.',
    ],
    content: [
      {
        title: 'How it works',
        paragraphs: [
          [
            'A cross-dock is a long, narrow building with doors on both sides. Inbound trailers or containers back onto one side, the cargo is scanned and sorted by destination, and it is moved across the floor to the trailer for that destination. Because nothing is stored, the whole operation depends on accurate advance information: an ',
            { link: 'freight-dictionary/advanced-shipment-notice', text: 'advanced shipment notice' },
            ' from each supplier tells the dock what is coming, for which store or customer, and in what quantity.',
          ],
        ],
        list: {
          title: 'Main types',
          items: [
            [
              { strong: 'Pre-distribution:' },
              ' the supplier labels and sorts goods for each final destination before shipping, so the dock only redirects them.',
            ],
            [
              { strong: 'Post-distribution:' },
              ' the dock receives bulk quantities and splits them into store or customer orders on site.',
            ],
            [
              { strong: 'Consolidation:' },
              ' several small inbound loads are combined into one full outbound truckload.',
            ],
            [
              { strong: 'Deconsolidation:' },
              ' one large inbound load, such as an import container, is broken down into many smaller deliveries.',
            ],
          ],
        },
      },
      {
        title: 'Cross-docking, transloading and warehousing',
        paragraphs: [
          [
            'The terms overlap. ',
            { link: 'freight-dictionary/transloading', text: 'Transloading' },
            ' usually means moving cargo from one mode or equipment type to another, for example from a 40-foot ocean container into a 53-foot domestic trailer near a US port; when it is done without storage it is a form of cross-docking. ',
            { link: 'freight-dictionary/warehousing', text: 'Warehousing' },
            ' holds stock for days or months and picks it against orders. A cross-dock that keeps goods more than a day or two is drifting into warehousing, with the extra cost and handling that implies.',
          ],
        ],
      },
      {
        title: 'Example',
        paragraphs: [
          'A home-goods importer receives ten 40-foot containers a week at the Port of Savannah, each carrying mixed SKUs for eight regional stores. Instead of storing the cartons, a cross-dock near the port devans each container, sorts the cartons by store label and loads eight outbound trailers a day. Goods reach the stores two to three days after the vessel discharges, instead of a week or more through a storage warehouse, and the ocean containers are returned empty quickly, which also limits detention.',
        ],
      },
      {
        title: 'Benefits, limits and common mistakes',
        paragraphs: [
          'Cross-docking cuts storage cost, handling and inventory, and speeds up delivery. It works best for fast-moving, predictable products with reliable suppliers. It fails when inbound freight arrives late or unlabeled, when the ASN does not match the cargo, or when outbound trucks are not scheduled to meet the inbound flow, because the dock then becomes an unplanned warehouse.',
        ],
        list: {
          title: 'What makes a cross-dock work',
          items: [
            'Suppliers that pre-label cartons or pallets with barcode labels to an agreed standard',
            'Dock appointments for every inbound and outbound vehicle',
            'A warehouse or yard management system that matches ASNs to outbound loads',
            'Clear rules for exceptions: short, over and damaged cargo',
          ],
        },
        summary:
          'Cross-docking trades storage for coordination: it saves money only when information arrives before the freight.',
      },
    ],
    relatedTerms: [
      { url: 'transloading', name: 'Transloading' },
      { url: 'warehousing', name: 'Warehousing' },
      { url: 'consolidation', name: 'Consolidation' },
      { url: 'devanning', name: 'Devanning' },
      { url: 'less-than-container-load', name: 'Less than Container Load' },
    ],
  },
};

export default term;
