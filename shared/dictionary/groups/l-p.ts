import type { TermGroup } from '../schema';

export const group: TermGroup = {
  entries: [
    {
      id: 4001,
      name: 'Last-Mile Logistics',
      url: 'last-mile-logistics',
      description:
        'The final leg of delivery, from the last hub or depot to the end recipient, including routing, time windows, proof of delivery and returns.',
      aliases: ['last mile delivery', 'last mile'],
    },
    {
      id: 4002,
      name: 'Line Haul',
      url: 'line-haul',
      description:
        'The main long-distance movement of freight between cities or terminals, excluding local pickup and delivery; also the base rate charged for that leg.',
      aliases: ['linehaul', 'line-haul rate'],
    },
    {
      id: 4003,
      name: 'Lumper Services',
      url: 'lumper-services',
      description:
        'Loading or unloading of trucks by third-party workers (lumpers) at a warehouse or distribution center, billed as a lumper fee on top of the freight rate.',
      aliases: ['lumper fee', 'lumper'],
    },
    {
      id: 4004,
      name: 'Manifest',
      url: 'manifest',
      description:
        'A list of all cargo on one vessel voyage, flight, truck or train, compiled from the transport documents and filed with customs before arrival.',
      aliases: ['cargo manifest', 'freight manifest'],
    },
    {
      id: 4005,
      name: 'Marine Insurance',
      url: 'marine-insurance',
      description:
        "Insurance against losses connected with carriage by sea, covering ships (hull and machinery), shipowners' liabilities (P&I) and the cargo carried.",
      aliases: ['marine cargo insurance', 'hull insurance'],
    },
    {
      id: 4006,
      name: 'Master Bill of Lading',
      url: 'master-bill-of-lading',
      description:
        'The bill of lading issued by the ocean carrier to the forwarder or NVOCC that booked the space, as opposed to the house bill issued to the actual shipper.',
      aliases: ['MBL', 'MBOL', 'ocean bill of lading'],
    },
    {
      id: 4007,
      name: 'Multimodal Transportation',
      url: 'multi-modal-transportation',
      description:
        'Carriage of goods by at least two modes under one contract, with a single multimodal transport operator responsible for the whole journey.',
      aliases: ['multi-modal transportation', 'multimodal transport', 'combined transport', 'MTO'],
    },
    {
      id: 4008,
      name: 'NVOCC',
      url: 'nvocc',
      description:
        'Non-vessel operating common carrier: a company that acts as an ocean carrier to shippers and issues its own bills of lading without operating ships.',
      aliases: ['non-vessel operating common carrier', 'NVO'],
    },
    {
      id: 4009,
      name: 'Ocean Freight',
      url: 'ocean-freight',
      description:
        'The transport of goods by sea, mostly in containers on liner services, and the charge a carrier makes for that transport.',
      aliases: ['ocean shipping', 'ocean freight rate'],
    },
    {
      id: 4010,
      name: 'On-Carriage',
      url: 'on-carriage',
      description:
        'The transport leg after the main international carriage, from the port or terminal of discharge to the final place of delivery.',
      aliases: ['oncarriage', 'onward carriage'],
    },
    {
      id: 4011,
      name: 'Order Fulfillment',
      url: 'order-fulfillment',
      description:
        'The operations that turn a customer order into a delivered shipment: receiving, storage, picking, packing, shipping and returns.',
      aliases: ['order fulfilment', 'fulfillment', 'pick and pack'],
    },
    {
      id: 4012,
      name: 'Origin Charges',
      url: 'origin-charges',
      description:
        'Costs incurred in the export country before the main carriage, such as pickup, export clearance, origin terminal handling and documentation.',
      aliases: ['origin THC', 'export charges'],
    },
    {
      id: 4013,
      name: 'Packing List',
      url: 'packing-list',
      description:
        "An exporter's document listing the packages in a shipment with their contents, marks, weights and dimensions, without prices.",
      aliases: ['packing slip', 'export packing list'],
    },
    {
      id: 4014,
      name: 'Palletization',
      url: 'palletization',
      description:
        'Stacking and securing goods on a pallet to form one unit load that can be handled by forklift, for faster handling and less damage.',
      aliases: ['palletisation', 'palletizing', 'pallet load'],
    },
    {
      id: 4015,
      name: 'Peak Season Surcharge',
      url: 'peak-season-surcharge',
      description:
        'An extra charge carriers add to freight rates during periods of high demand, such as the pre-holiday season on main container trades.',
      aliases: ['PSS'],
    },
    {
      id: 4016,
      name: 'Port Authority',
      url: 'port-authority',
      description:
        "The public body or publicly owned company that manages a port's land, waterways and infrastructure, regulates port activity and sets port dues.",
      aliases: ['harbor authority', 'harbour authority'],
    },
    {
      id: 4017,
      name: 'Port Congestion',
      url: 'port-congestion',
      description:
        'A backlog at a port when ships, containers or trucks arrive faster than the port can handle them, causing waiting times and extra costs.',
      aliases: ['congestion surcharge'],
    },
    {
      id: 4018,
      name: 'Port of Entry',
      url: 'port-of-entry',
      description:
        'A place designated by the government where goods and people may lawfully enter a country and be cleared by customs.',
      aliases: ['POE', 'entry port'],
    },
    {
      id: 4019,
      name: 'Pre-Shipment Inspection',
      url: 'pre-shipment-inspection',
      description:
        'A check of goods at the supplier before shipment, usually by an independent inspector, to confirm quantity, quality, packing and marking.',
      aliases: ['PSI', 'final random inspection', 'preshipment inspection'],
    },
    {
      id: 4020,
      name: 'Project Cargo',
      url: 'project-cargo',
      description:
        'Large, heavy, high-value or complex equipment shipped for an industrial or infrastructure project, often needing heavy-lift and out-of-gauge handling.',
      aliases: ['heavy lift cargo', 'OOG cargo', 'project logistics'],
    },
    {
      id: 4021,
      name: 'Proof of Delivery (POD)',
      url: 'proof-of-delivery-pod',
      description:
        'A signed or electronic record that a shipment was delivered, showing who received it, when, how many pieces and any damage noted.',
      aliases: ['POD', 'ePOD', 'proof of delivery'],
    },
  ],
  loaders: {
    'last-mile-logistics': () => import('../terms/last-mile-logistics'),
    'line-haul': () => import('../terms/line-haul'),
    'lumper-services': () => import('../terms/lumper-services'),
    manifest: () => import('../terms/manifest'),
    'marine-insurance': () => import('../terms/marine-insurance'),
    'master-bill-of-lading': () => import('../terms/master-bill-of-lading'),
    'multi-modal-transportation': () => import('../terms/multi-modal-transportation'),
    nvocc: () => import('../terms/nvocc'),
    'ocean-freight': () => import('../terms/ocean-freight'),
    'on-carriage': () => import('../terms/on-carriage'),
    'order-fulfillment': () => import('../terms/order-fulfillment'),
    'origin-charges': () => import('../terms/origin-charges'),
    'packing-list': () => import('../terms/packing-list'),
    palletization: () => import('../terms/palletization'),
    'peak-season-surcharge': () => import('../terms/peak-season-surcharge'),
    'port-authority': () => import('../terms/port-authority'),
    'port-congestion': () => import('../terms/port-congestion'),
    'port-of-entry': () => import('../terms/port-of-entry'),
    'pre-shipment-inspection': () => import('../terms/pre-shipment-inspection'),
    'project-cargo': () => import('../terms/project-cargo'),
    'proof-of-delivery-pod': () => import('../terms/proof-of-delivery-pod'),
  },
};
