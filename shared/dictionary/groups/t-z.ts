import type { TermGroup } from '../schema';

export const group: TermGroup = {
  entries: [
    {
      id: 6001,
      name: 'Telex Release',
      url: 'telex-release',
      description:
        'A carrier instruction to release cargo at destination without an original bill of lading, after the shipper has surrendered the originals at origin.',
      aliases: ['Surrendered B/L', 'B/L surrender', 'Express release'],
    },
    {
      id: 6002,
      name: 'Terminal Handling Charges (THC)',
      url: 'terminal-handling-charges',
      description:
        'Per-container fees that ocean carriers charge cargo owners at the ports of loading and discharge to recover the cost of handling boxes in the terminal.',
      aliases: ['THC', 'OTHC', 'DTHC', 'Terminal handling charge'],
    },
    {
      id: 6003,
      name: 'Third-Party Logistics (3PL)',
      url: 'third-party-logistics',
      description:
        'Outsourcing warehousing, transport, fulfillment and related logistics work to an outside specialist that runs it under contract for the shipper.',
      aliases: ['3PL', 'Third party logistics', 'Contract logistics'],
    },
    {
      id: 6004,
      name: 'Transit Time',
      url: 'transit-time',
      description:
        'The time a shipment takes between two named points, such as port to port or door to door, stated in days or hours.',
      aliases: ['T/T', 'Shipping time'],
    },
    {
      id: 6005,
      name: 'Transloading',
      url: 'transloading',
      description:
        'Transferring cargo from one mode of transport or piece of equipment to another, such as from an ocean container into a domestic truck trailer.',
      aliases: ['Transload', 'Trans-loading'],
    },
    {
      id: 6006,
      name: 'Transshipment',
      url: 'transshipment',
      description:
        'Unloading cargo from one vessel or aircraft and reloading it onto another at an intermediate hub on the way to its final destination.',
      aliases: ['Transhipment', 'T/S', 'Trans-shipment'],
    },
    {
      id: 6007,
      name: 'Truckload Shipping',
      url: 'truckload-shipping',
      description:
        'Road transport in which one shipper books a whole trailer for a single load, priced per truck rather than per pallet or by weight.',
      aliases: ['TL', 'FTL shipping', 'Truckload freight'],
    },
    {
      id: 6008,
      name: 'Twenty-Foot Equivalent Unit (TEU)',
      url: 'twenty-foot-equivalent-unit',
      description:
        'The standard unit of container capacity: one 20-foot container equals 1 TEU and a 40-foot container equals 2 TEU.',
      aliases: ['TEU', 'Twenty foot equivalent unit', 'FEU'],
    },
    {
      id: 6009,
      name: 'Verified Gross Mass (VGM)',
      url: 'verified-gross-mass',
      description:
        'The weighed total mass of a packed container, including cargo, packing materials and tare, that SOLAS requires the shipper to declare before loading.',
      aliases: ['VGM', 'SOLAS VGM', 'Container weight verification'],
    },
    {
      id: 6010,
      name: 'Volume Weight',
      url: 'volume-weight',
      description:
        "A notional weight calculated from a shipment's dimensions; carriers charge whichever is greater, the volume weight or the actual weight.",
      aliases: ['Volumetric weight', 'Dimensional weight', 'DIM weight', 'Chargeable weight'],
    },
    {
      id: 6011,
      name: 'Warehouse Receipt',
      url: 'warehouse-receipt',
      description:
        'A document issued by a warehouse confirming receipt of goods for storage; a negotiable warehouse receipt is a document of title.',
      aliases: ['WR', 'Warehouse warrant'],
    },
    {
      id: 6012,
      name: 'Warehousing',
      url: 'warehousing',
      description:
        'Storing goods in a dedicated facility between production and consumption, with receiving, put-away, picking and dispatch.',
      aliases: ['Warehouse', 'Storage', 'Bonded warehouse'],
    },
    {
      id: 6013,
      name: 'Waybill',
      url: 'waybill',
      description:
        'A non-negotiable transport document that evidences the contract of carriage; the named consignee collects the goods without presenting an original.',
      aliases: ['Sea waybill', 'SWB', 'Consignment note'],
    },
    {
      id: 6014,
      name: 'Waybill Number',
      url: 'waybill-number',
      description:
        'The unique reference a carrier gives a waybill, used to track the shipment; an air waybill number has a 3-digit airline prefix and 8 digits.',
      aliases: ['AWB number', 'Tracking number', 'MAWB number', 'HAWB number'],
    },
    {
      id: 6015,
      name: 'Weight and Measurement (W/M)',
      url: 'weight-and-measurement',
      description:
        'The LCL and breakbulk charging basis: freight is charged per revenue ton on the greater of weight (1,000 kg) or volume (1 m³).',
      aliases: ['W/M', 'Weight or measurement', 'Revenue ton', 'Freight ton'],
    },
    {
      id: 6016,
      name: 'Wharfage',
      url: 'wharfage',
      description:
        'A port or terminal charge levied on cargo for passing over a wharf when it is loaded onto or discharged from a vessel.',
      aliases: ['Wharfage charge', 'Wharfage fee'],
    },
    {
      id: 6017,
      name: 'Yield Management',
      url: 'yield-management',
      description:
        'Pricing and allocating perishable carrier capacity, such as slots on a ship or space on a flight, to earn the most revenue from it.',
      aliases: ['Revenue management', 'Freight yield'],
    },
    {
      id: 6018,
      name: 'Zone Pricing',
      url: 'zone-pricing',
      description:
        'Setting shipping rates by geographic zone rather than exact distance, so all shipments of the same weight to the same zone pay the same rate.',
      aliases: ['Shipping zones', 'Zone rates', 'Zone chart'],
    },
    {
      id: 6019,
      name: 'Zone Skipping',
      url: 'zone-skipping',
      description:
        'Consolidating parcels into a truckload and injecting them into the carrier network near the recipients to pay lower zone rates.',
      aliases: ['Zone skip', 'Destination injection'],
    },
  ],
  loaders: {
    'telex-release': () => import('../terms/telex-release'),
    'terminal-handling-charges': () => import('../terms/terminal-handling-charges'),
    'third-party-logistics': () => import('../terms/third-party-logistics'),
    'transit-time': () => import('../terms/transit-time'),
    transloading: () => import('../terms/transloading'),
    transshipment: () => import('../terms/transshipment'),
    'truckload-shipping': () => import('../terms/truckload-shipping'),
    'twenty-foot-equivalent-unit': () => import('../terms/twenty-foot-equivalent-unit'),
    'verified-gross-mass': () => import('../terms/verified-gross-mass'),
    'volume-weight': () => import('../terms/volume-weight'),
    'warehouse-receipt': () => import('../terms/warehouse-receipt'),
    warehousing: () => import('../terms/warehousing'),
    waybill: () => import('../terms/waybill'),
    'waybill-number': () => import('../terms/waybill-number'),
    'weight-and-measurement': () => import('../terms/weight-and-measurement'),
    wharfage: () => import('../terms/wharfage'),
    'yield-management': () => import('../terms/yield-management'),
    'zone-pricing': () => import('../terms/zone-pricing'),
    'zone-skipping': () => import('../terms/zone-skipping'),
  },
};
