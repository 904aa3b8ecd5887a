import type { TermGroup } from '../schema';

export const group: TermGroup = {
  entries: [
    {
      id: 3001,
      name: 'Final Mile Delivery',
      url: 'final-mile-delivery',
      description:
        'The last leg of a shipment, from a local hub or cross-dock to the end customer, often for bulky goods that need an appointment, a two-person crew or installation.',
      aliases: ['final mile', 'white glove delivery', 'home delivery'],
    },
    {
      id: 3002,
      name: 'Free Alongside Ship (FAS)',
      url: 'free-alongside-ship',
      description:
        'An Incoterms 2020 rule for sea transport: the seller delivers export-cleared goods alongside the buyer’s vessel at the named port, where risk passes to the buyer.',
      aliases: ['FAS', 'FAS Incoterms'],
    },
    {
      id: 3003,
      name: 'Free on Board (FOB)',
      url: 'free-on-board',
      description:
        'An Incoterms 2020 rule for sea transport: the seller delivers the goods on board the buyer’s nominated vessel at the named port of shipment, where risk passes to the buyer.',
      aliases: ['FOB', 'FOB Incoterms', 'FOB shipping point'],
    },
    {
      id: 3004,
      name: 'Freight Charge',
      url: 'freight-charge',
      description:
        'The price charged by a carrier or intermediary for moving goods, made up of a base rate plus surcharges, terminal charges and fees.',
      aliases: ['freight charges', 'freight cost', 'freight rate'],
    },
    {
      id: 3005,
      name: 'Freight Forwarder',
      url: 'freight-forwarder',
      description:
        'A company that organizes shipments for shippers: booking carriers, preparing documents, and arranging customs clearance, insurance and consolidation.',
      aliases: ['forwarder', 'forwarding agent', 'freight forwarding'],
    },
    {
      id: 3006,
      name: 'Fuel Surcharge',
      url: 'fuel-surcharge',
      description:
        'A variable charge added to a freight rate and tied to a fuel-price index, so carriers can pass on fuel cost changes; at sea it is called the bunker adjustment factor.',
      aliases: ['FSC', 'BAF', 'bunker adjustment factor', 'bunker surcharge'],
    },
    {
      id: 3007,
      name: 'Full Truck Load (FTL)',
      url: 'full-truck-load',
      description:
        'A road freight service in which one shipper books a whole trailer for a single shipment that travels directly from pickup to delivery.',
      aliases: ['FTL', 'full truckload', 'truckload', 'TL'],
    },
    {
      id: 3008,
      name: 'General Average',
      url: 'general-average',
      description:
        'A maritime rule under which ship and cargo owners share, in proportion to value, the cost of a sacrifice or expense made to save the voyage from a common danger.',
      aliases: ['GA', 'York-Antwerp Rules'],
    },
    {
      id: 3009,
      name: 'Gross Tonnage (GT)',
      url: 'gross-tonnage',
      description:
        'A dimensionless index of a ship’s total enclosed volume, calculated by the IMO 1969 Tonnage Convention formula; it measures volume, not weight.',
      aliases: ['GT', 'gross register tonnage', 'GRT'],
    },
    {
      id: 3010,
      name: 'Gross Weight',
      url: 'gross-weight',
      description:
        'The total weight of a shipment including all packaging, pallets and dunnage: net weight plus tare.',
      aliases: ['gross mass', 'GW', 'VGM', 'verified gross mass'],
    },
    {
      id: 3011,
      name: 'Hazardous Materials (Hazmat)',
      url: 'hazardous-materials',
      description:
        'Substances and articles that can endanger people, property or the environment in transport, classified in nine UN classes and shipped under strict rules.',
      aliases: ['hazmat', 'dangerous goods', 'DG', 'DGR', 'IMDG'],
    },
    {
      id: 3012,
      name: 'House Bill of Lading (HBL)',
      url: 'house-bill-of-lading',
      description:
        'A bill of lading issued by an NVOCC or freight forwarder to the actual shipper, as opposed to the master bill of lading issued by the ocean carrier.',
      aliases: ['HBL', 'house B/L', 'HB/L'],
    },
    {
      id: 3013,
      name: 'Importer of Record (IOR)',
      url: 'importer-of-record',
      description:
        'The party legally responsible for an import: ensuring compliance, declaring the goods to customs and paying duties, taxes and fees.',
      aliases: ['IOR', 'IOR number'],
    },
    {
      id: 3014,
      name: 'Inbound Logistics',
      url: 'inbound-logistics',
      description:
        'The ordering, transport, receiving and storage of materials and goods coming from suppliers into a business.',
      aliases: ['inbound freight', 'inbound supply chain'],
    },
    {
      id: 3015,
      name: 'Incoterms',
      url: 'incoterms',
      description:
        'The ICC’s standard trade rules (current edition Incoterms 2020, 11 rules) that divide delivery tasks, costs and risks between seller and buyer.',
      aliases: ['Incoterms 2020', 'International Commercial Terms', 'trade terms'],
    },
    {
      id: 3016,
      name: 'Inspection Certificate',
      url: 'inspection-certificate',
      description:
        'A document stating that goods were inspected before shipment and met specified quality, quantity or specification requirements.',
      aliases: ['certificate of inspection', 'EN 10204 3.1', 'mill certificate'],
    },
    {
      id: 3017,
      name: 'Intermodal Transportation',
      url: 'intermodal-transportation',
      description:
        'Moving goods in one container or trailer by two or more modes, such as ship, rail and truck, without handling the cargo itself between modes.',
      aliases: ['intermodal', 'intermodal freight', 'intermodal shipping'],
    },
    {
      id: 3018,
      name: 'Inventory Optimisation',
      url: 'inventory-optimisation',
      description:
        'Holding the least stock, in the right places, that still meets a target service level, balancing carrying costs against the cost of stockouts.',
      aliases: ['inventory optimization', 'stock optimisation', 'safety stock'],
    },
    {
      id: 3019,
      name: 'Just-in-Time (JIT)',
      url: 'just-in-time',
      description:
        'A production and inventory strategy in which materials arrive only as they are needed, keeping stock between process steps to a minimum.',
      aliases: ['JIT', 'just in time', 'lean inventory'],
    },
    {
      id: 3020,
      name: 'Less than Container Load (LCL)',
      url: 'less-than-container-load',
      description:
        'A sea freight service in which cargo from several shippers is consolidated in one container, each paying for the space its cargo uses.',
      aliases: ['LCL', 'groupage', 'less than container load'],
    },
    {
      id: 3021,
      name: 'Letter of Credit (L/C)',
      url: 'letter-of-credit',
      description:
        'A bank’s undertaking to pay the seller a stated amount when the seller presents documents that comply with the credit’s terms.',
      aliases: ['L/C', 'LC', 'documentary credit'],
    },
    {
      id: 3022,
      name: 'Logistics',
      url: 'logistics',
      description:
        'Planning, carrying out and controlling the movement and storage of goods and related information from origin to consumption.',
      aliases: ['logistics management', 'business logistics'],
    },
  ],
  loaders: {
    'final-mile-delivery': () => import('../terms/final-mile-delivery'),
    'free-alongside-ship': () => import('../terms/free-alongside-ship'),
    'free-on-board': () => import('../terms/free-on-board'),
    'freight-charge': () => import('../terms/freight-charge'),
    'freight-forwarder': () => import('../terms/freight-forwarder'),
    'fuel-surcharge': () => import('../terms/fuel-surcharge'),
    'full-truck-load': () => import('../terms/full-truck-load'),
    'general-average': () => import('../terms/general-average'),
    'gross-tonnage': () => import('../terms/gross-tonnage'),
    'gross-weight': () => import('../terms/gross-weight'),
    'hazardous-materials': () => import('../terms/hazardous-materials'),
    'house-bill-of-lading': () => import('../terms/house-bill-of-lading'),
    'importer-of-record': () => import('../terms/importer-of-record'),
    'inbound-logistics': () => import('../terms/inbound-logistics'),
    incoterms: () => import('../terms/incoterms'),
    'inspection-certificate': () => import('../terms/inspection-certificate'),
    'intermodal-transportation': () => import('../terms/intermodal-transportation'),
    'inventory-optimisation': () => import('../terms/inventory-optimisation'),
    'just-in-time': () => import('../terms/just-in-time'),
    'less-than-container-load': () => import('../terms/less-than-container-load'),
    'letter-of-credit': () => import('../terms/letter-of-credit'),
    logistics: () => import('../terms/logistics'),
  },
};
