import type { TermGroup } from '../schema';

export const group: TermGroup = {
  entries: [
    {
      id: 5001,
      name: '3PL Provider',
      url: '3pl-provider',
      description:
        'A company that runs warehousing, fulfillment, transport or returns for another business under contract, using its own or subcontracted resources.',
      aliases: ['3PL', 'third-party logistics provider', '3PL company', 'logistics service provider'],
    },
    {
      id: 5002,
      name: 'Quarantine',
      url: 'quarantine',
      description:
        'A biosecurity hold on imported goods, packaging or vessels until the authority has inspected, treated or rejected them to keep out pests and diseases.',
      aliases: [
        'biosecurity inspection',
        'phytosanitary inspection',
        'quarantine hold',
        'agricultural inspection',
      ],
    },
    {
      id: 5003,
      name: 'Rail Freight',
      url: 'rail-freight',
      description:
        'The movement of goods by train, in railcars loaded at a siding or in containers and trailers carried between rail terminals.',
      aliases: ['rail cargo', 'rail shipping', 'freight rail', 'railroad freight', 'rail transport'],
    },
    {
      id: 5004,
      name: 'Reefer',
      url: 'reefer',
      description:
        'Industry shorthand for a refrigerated transport unit (container, trailer, railcar or ship) that keeps perishable cargo at a set temperature.',
      aliases: ['refrigerated transport', 'reefer truck', 'reefer trailer', 'reefer cargo'],
    },
    {
      id: 5005,
      name: 'Reefer Container',
      url: 'reefer-container',
      description:
        'An insulated ISO container with a built-in refrigeration unit that holds perishable cargo at a set temperature from loading to delivery.',
      aliases: ['refrigerated container', 'RF container', 'reefer box', '40ft reefer', 'integral reefer'],
    },
    {
      id: 5006,
      name: 'Return Merchandise Authorisation (RMA)',
      url: 'return-merchandise-authorisation',
      description:
        'A seller’s approval, identified by an RMA number, for a customer to send goods back for refund, credit, repair or replacement.',
      aliases: [
        'RMA',
        'return merchandise authorization',
        'return authorization',
        'RMA number',
        'returns authorisation',
      ],
    },
    {
      id: 5007,
      name: 'Reverse Logistics',
      url: 'reverse-logistics',
      description:
        'The flow of goods back from customers or stores for return, repair, refurbishment, recycling or disposal, and the recovery of their value.',
      aliases: ['returns logistics', 'return logistics', 'returns management'],
    },
    {
      id: 5008,
      name: 'Roll-On/Roll-Off (RoRo)',
      url: 'roll-on-roll-off',
      description:
        'Shipping in which wheeled or trailer-mounted cargo, such as cars, trucks and machinery, is driven or towed on and off the vessel over ramps.',
      aliases: ['RoRo', 'Ro-Ro', 'Ro/Ro', 'roll on roll off', 'car carrier', 'PCTC'],
    },
    {
      id: 5009,
      name: 'Sea Freight',
      url: 'sea-freight',
      description:
        'The transport of goods by ship, in containers, as breakbulk, RoRo or bulk cargo, and the charge paid for that carriage.',
      aliases: ['ocean shipping', 'sea shipping', 'sea cargo', 'maritime freight', 'shipping by sea'],
    },
    {
      id: 5010,
      name: 'Shipment Consolidation',
      url: 'shipment-consolidation',
      description:
        'Combining several smaller shipments into one container, truck or air load that travels under one main transport contract to reduce cost.',
      aliases: [
        'freight consolidation',
        'cargo consolidation',
        'buyer’s consolidation',
        'consolidated shipment',
      ],
    },
    {
      id: 5011,
      name: 'Shipment Tracking',
      url: 'shipment-tracking',
      description:
        'Following a consignment from pickup to delivery through recorded events such as gate-in, loading, departure, arrival and discharge.',
      aliases: [
        'cargo tracking',
        'container tracking',
        'track and trace',
        'shipment visibility',
        'B/L tracking',
      ],
    },
    {
      id: 5012,
      name: 'Shipper',
      url: 'shipper',
      description:
        'The party that contracts with a carrier for transport or hands goods over for carriage, named as shipper on the bill of lading or air waybill.',
      aliases: ['consignor', 'exporter', 'beneficial cargo owner', 'BCO'],
    },
    {
      id: 5013,
      name: 'Shipping Line',
      url: 'shipping-line',
      description:
        'A company that operates owned or chartered ships on published routes and schedules, selling cargo space to shippers and forwarders.',
      aliases: ['ocean carrier', 'container line', 'VOCC', 'liner company', 'carrier'],
    },
    {
      id: 5014,
      name: 'Shipping Manifest',
      url: 'shipping-manifest',
      description:
        'The list of all cargo on one vessel voyage, flight, truck or train, compiled from the bills of lading or waybills and filed with customs.',
      aliases: ['cargo manifest', 'freight manifest', 'vessel manifest', 'ship manifest'],
    },
    {
      id: 5015,
      name: 'Short Haul',
      url: 'short-haul',
      description:
        'Freight moved over a short distance, typically under 300 miles (about 480 km), though carriers and brokers draw the line differently.',
      aliases: ['short-haul trucking', 'short haul freight', 'local haul', 'regional haul'],
    },
    {
      id: 5016,
      name: 'SLI in Shipping',
      url: 'sli-in-shipping',
      description:
        'A shipper’s letter of instruction: the exporter’s document telling its forwarder how to handle an export shipment and prepare its documents.',
      aliases: [
        'SLI',
        'shipper’s letter of instruction',
        'shippers letter of instructions',
        'letter of instruction',
      ],
    },
    {
      id: 5017,
      name: 'Stevedoring',
      url: 'stevedoring',
      description:
        'The loading and discharging of ships, including crane work, lashing and stowing cargo, carried out by stevedores and dock workers.',
      aliases: ['stevedore', 'longshoremen', 'longshore work', 'ship loading'],
    },
    {
      id: 5018,
      name: 'Supply Chain Management',
      url: 'supply-chain-management',
      description:
        'The coordination of planning, sourcing, production, inventory, transport, delivery and returns so that goods reach customers at the right cost.',
      aliases: ['SCM', 'supply chain', 'supply chain planning'],
    },
    {
      id: 5019,
      name: 'Tariff',
      url: 'tariff',
      description:
        'A customs duty on imported goods, or the schedule listing duty rates by product; in freight, also a carrier’s published rates and rules.',
      aliases: ['customs tariff', 'import duty', 'duty rate', 'freight tariff', 'HTS'],
    },
  ],
  loaders: {
    '3pl-provider': () => import('../terms/3pl-provider'),
    quarantine: () => import('../terms/quarantine'),
    'rail-freight': () => import('../terms/rail-freight'),
    reefer: () => import('../terms/reefer'),
    'reefer-container': () => import('../terms/reefer-container'),
    'return-merchandise-authorisation': () => import('../terms/return-merchandise-authorisation'),
    'reverse-logistics': () => import('../terms/reverse-logistics'),
    'roll-on-roll-off': () => import('../terms/roll-on-roll-off'),
    'sea-freight': () => import('../terms/sea-freight'),
    'shipment-consolidation': () => import('../terms/shipment-consolidation'),
    'shipment-tracking': () => import('../terms/shipment-tracking'),
    shipper: () => import('../terms/shipper'),
    'shipping-line': () => import('../terms/shipping-line'),
    'shipping-manifest': () => import('../terms/shipping-manifest'),
    'short-haul': () => import('../terms/short-haul'),
    'sli-in-shipping': () => import('../terms/sli-in-shipping'),
    stevedoring: () => import('../terms/stevedoring'),
    'supply-chain-management': () => import('../terms/supply-chain-management'),
    tariff: () => import('../terms/tariff'),
  },
};
