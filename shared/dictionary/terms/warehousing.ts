import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Warehousing Meaning',
    description:
      'Warehousing explained: types of warehouses including bonded and cold storage, the inbound-to-outbound process, how storage is priced and key KPIs.',
    keywords:
      'warehousing, warehouse, bonded warehouse, public warehouse, contract warehousing, cold storage, warehouse storage rates, WMS',
  },
  data: {
    titleH1: 'Warehousing',
    breadcrumb: 'Warehousing',
    titleH2: 'What is warehousing in logistics?',
    url: 'warehousing',
    headParagraphs: [
      [
        { strong: 'Warehousing' },
        ' is the storage of goods in a dedicated facility between production and consumption, together with the handling around it: receiving, storing, picking, packing and dispatching. It lets companies hold stock close to customers, buffer differences between supply and demand, consolidate shipments and, in bonded form, postpone customs duties.',
      ],
    ],
    content: [
      {
        title: 'Types of warehouses',
        paragraphs: ['Warehouses differ by who runs them and by what they are allowed or equipped to store.'],
        list: {
          title: 'Main types',
          items: [
            'Private warehouse: owned or leased and run by the company whose goods it stores.',
            [
              'Public or contract warehouse: run by a logistics company for several clients, often as part of a ',
              { link: 'freight-dictionary/third-party-logistics', text: 'third-party logistics' },
              ' agreement, priced per pallet, per square foot or per activity.',
            ],
            'Bonded warehouse: a customs-approved facility where imported goods are stored without paying duty until they are released for the home market, re-exported or destroyed. In the United States, goods may remain in a CBP bonded warehouse for up to five years from the date of importation.',
            'Cold storage: chilled or frozen facilities for food, pharmaceuticals and chemicals, with temperature monitoring and records.',
            'Distribution and fulfillment centers: built for throughput rather than long storage, shipping store orders or e-commerce parcels daily.',
            'Dangerous goods warehouses: licensed to store hazardous materials with segregation, ventilation and fire protection.',
          ],
        },
      },
      {
        title: 'How a warehouse operates',
        paragraphs: [
          [
            'Goods arrive by truck or container and are checked against the advance shipping notice or packing list for quantity and condition. Discrepancies are recorded before the driver leaves. The goods are labeled, often ',
            { link: 'freight-dictionary/palletization', text: 'palletized' },
            ', and put away in a location recorded by the warehouse management system (WMS). Stock is issued by rules such as FIFO (first in, first out) or FEFO (first expired, first out) for dated goods.',
          ],
          [
            'When orders come in, staff pick the items, pack and label them and load outbound vehicles. Fast-moving goods may skip storage entirely through ',
            { link: 'freight-dictionary/cross-docking', text: 'cross-docking' },
            '. The warehouse confirms what it holds in ',
            { link: 'freight-dictionary/warehouse-receipt', text: 'warehouse receipts' },
            ', stock reports and regular cycle counts.',
          ],
        ],
      },
      {
        title: 'How warehousing is priced',
        paragraphs: [
          'Contract and public warehouses typically charge a handling-in fee per pallet or container, a storage fee per pallet per week or month (or per square meter or square foot for dedicated space), a handling-out or picking fee, and extras such as labeling, repacking, stretch-wrapping and inventory reports. Rates depend heavily on location, building type and volume.',
          'Worked example: a Dutch importer stores 120 pallets of canned food near Rotterdam at €4.00 per pallet per week, pays €5.50 per pallet in and €5.50 per pallet out, and turns the whole stock once a month. Over four weeks it pays 120 × 4 × €4.00 = €1,920 for storage and 240 × €5.50 = €1,320 for handling, €3,240 in total, or €27 per pallet moved. These rates are illustrative.',
        ],
        summary: 'Storage rates look cheap per pallet; handling and minimums usually decide the real cost.',
      },
      {
        title: 'Performance measures',
        paragraphs: [
          [
            'Warehouses are judged on inventory accuracy, order accuracy, dock-to-stock time, orders shipped on time and cost per unit handled. Space utilization and stock turns link warehousing to ',
            { link: 'freight-dictionary/inventory-optimisation', text: 'inventory optimisation' },
            ': every pallet that stays without moving ties up both cash and rack space.',
          ],
        ],
      },
      {
        title: 'Responsibility and mistakes to avoid',
        paragraphs: [
          'A warehouse operator is a bailee: it must take reasonable care of the goods, but its liability is often limited by its terms and conditions, for example to a set amount per kilogram or per claim. Owners of valuable stock should check those limits and arrange their own insurance. Common problems are goods received without checks (shortages discovered weeks later cannot be traced), unclear ownership of stock belonging to different customers, and bonded stock released without the customs entry being filed.',
        ],
      },
    ],
    relatedTerms: [
      { url: 'third-party-logistics', name: 'Third-Party Logistics (3PL)' },
      { url: 'warehouse-receipt', name: 'Warehouse Receipt' },
      { url: 'cross-docking', name: 'Cross-Docking' },
      { url: 'order-fulfillment', name: 'Order Fulfillment' },
      { url: 'inventory-optimisation', name: 'Inventory Optimisation' },
    ],
  },
};

export default term;
