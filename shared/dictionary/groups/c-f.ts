import type { TermGroup } from '../schema';

export const group: TermGroup = {
  entries: [
    {
      id: 2001,
      name: 'Countervailing Duties',
      url: 'countervailing-duties',
      description:
        'Extra import duties imposed on goods whose production or export has been subsidized by a foreign government, to offset the subsidy.',
      aliases: ['CVD', 'anti-subsidy duty', 'countervailing duty'],
    },
    {
      id: 2002,
      name: 'Cross Trade',
      url: 'cross-trade',
      description:
        'A transaction in which a company in one country buys goods in a second country and sells them to a buyer in a third, with the goods shipped directly between the two.',
      aliases: ['cross-trade', 'triangular trade', 'third-country trade'],
    },
    {
      id: 2003,
      name: 'Cross-Border Trade',
      url: 'cross-border-trade',
      description:
        'Trade between parties in different countries in which the goods physically cross a national border, often overland by truck or rail between neighboring countries.',
      aliases: ['cross border trade', 'cross-border shipping', 'cross-border trucking'],
    },
    {
      id: 2004,
      name: 'Cross-Docking',
      url: 'cross-docking',
      description:
        'A distribution method in which inbound freight is unloaded, sorted and loaded directly onto outbound vehicles with little or no storage.',
      aliases: ['cross docking', 'cross dock', 'crossdocking'],
    },
    {
      id: 2005,
      name: 'Currency Adjustment Factor (CAF)',
      url: 'currency-adjustment-factor',
      description:
        "An ocean freight surcharge that offsets exchange-rate movements between the freight currency and the currencies of the carrier's costs.",
      aliases: ['CAF', 'currency surcharge'],
    },
    {
      id: 2006,
      name: 'Dangerous Goods Declaration',
      url: 'dangerous-goods-declaration',
      description:
        "The shipper's signed statement that hazardous cargo is correctly classified, packed, marked, labeled and documented under the IMDG Code or IATA rules.",
      aliases: ['DGD', "shipper's declaration for dangerous goods", 'DG declaration'],
    },
    {
      id: 2007,
      name: 'Delivery Order',
      url: 'delivery-order',
      description:
        'A document or electronic release from the carrier or its agent that authorizes a terminal or warehouse to hand imported cargo to the consignee or its trucker.',
      aliases: ['D/O', 'DO'],
    },
    {
      id: 2008,
      name: 'Demurrage',
      url: 'demurrage',
      description:
        'A charge for keeping a full container inside the port or terminal beyond the free time allowed by the carrier.',
      aliases: ['container demurrage', 'demurrage charges'],
    },
    {
      id: 2009,
      name: 'Detention',
      url: 'detention',
      description:
        "A charge for keeping a carrier's container outside the terminal beyond the free time allowed, until it is returned.",
      aliases: ['per diem', 'container detention'],
    },
    {
      id: 2010,
      name: 'Detention and Demurrage',
      url: 'detention-and-demurrage',
      description:
        'The two time-based container charges: demurrage for time inside the terminal and detention for time outside it beyond free time.',
      aliases: ['D&D', 'demurrage and detention'],
    },
    {
      id: 2011,
      name: 'Detention Charges',
      url: 'detention-charges',
      description:
        "Fees for holding equipment longer than agreed: daily charges for a carrier's container or hourly charges for keeping a truck driver waiting.",
      aliases: ['detention fee', 'truck detention'],
    },
    {
      id: 2012,
      name: 'Devanning',
      url: 'devanning',
      description:
        'The unloading of cargo from a shipping container or trailer, also called stripping or unstuffing.',
      aliases: ['stripping', 'unstuffing', 'devan', 'container unloading'],
    },
    {
      id: 2013,
      name: 'Digital Freight Alliance',
      url: 'digital-freight-alliance',
      description:
        'An association of freight forwarders and NVOCCs, created in 2020 by a port operator to unite logistics companies in one community with shared digital tools and payment protection.',
      aliases: ['DFA', 'DF Alliance'],
    },
    {
      id: 2014,
      name: 'Dock Receipt',
      url: 'dock-receipt',
      description:
        'An export document confirming that the ocean carrier or its terminal has received cargo at the dock or warehouse for loading on a named vessel.',
      aliases: ['D/R', 'terminal receipt'],
    },
    {
      id: 2015,
      name: 'Drayage',
      url: 'drayage',
      description:
        'Short-distance trucking of shipping containers between ports or rail terminals and nearby warehouses, rail ramps or other terminals.',
      aliases: ['dray', 'container drayage', 'port drayage'],
    },
    {
      id: 2016,
      name: 'Dry Van in Trucking',
      url: 'dry-van-in-trucking',
      description:
        'An enclosed, non-refrigerated semi-trailer for general freight; a 53-foot US dry van carries up to about 45,000 lb of cargo.',
      aliases: ['dry van', '53-foot trailer', 'enclosed trailer'],
    },
    {
      id: 2017,
      name: 'Dunnage',
      url: 'dunnage',
      description:
        'Materials such as timber, airbags, mats and fillers used to protect, separate and secure cargo in transport, not part of the goods themselves.',
      aliases: ['dunnage bags', 'airbags', 'blocking and bracing'],
    },
    {
      id: 2018,
      name: 'Electronic Data Interchange (EDI)',
      url: 'electronic-data-interchange',
      description:
        'The computer-to-computer exchange of business documents such as bookings, status messages and invoices in a standard format like X12 or UN/EDIFACT.',
      aliases: ['EDI', 'X12', 'EDIFACT'],
    },
    {
      id: 2019,
      name: 'Estimated Time of Arrival (ETA)',
      url: 'estimated-time-of-arrival',
      description:
        'The date and time a vessel, aircraft, truck or shipment is expected to arrive at a port, terminal or delivery point.',
      aliases: ['ETA'],
    },
    {
      id: 2020,
      name: 'Ex Works (EXW)',
      url: 'ex-works',
      description:
        'An Incoterms 2020 rule under which the seller makes the goods available at its premises or another named place, and the buyer bears all costs and risks from there.',
      aliases: ['EXW', 'ex works Incoterms'],
    },
    {
      id: 2021,
      name: 'Export License',
      url: 'export-license',
      description:
        'A government authorization allowing specific controlled goods, software or technology to be exported to a given destination, party and end use.',
      aliases: ['export licence', 'export authorization', 'export permit'],
    },
    {
      id: 2022,
      name: 'Freight All Kinds (FAK)',
      url: 'freight-all-kinds',
      description:
        'A pricing arrangement in which one rate applies to a shipment or container regardless of the different commodities it contains.',
      aliases: ['FAK', 'FAK rate'],
    },
    {
      id: 2023,
      name: 'Freight Bill',
      url: 'freight-bill',
      description:
        "The carrier's invoice for transporting a shipment, showing the rating details, charges and the party that must pay.",
      aliases: ['freight invoice', 'PRO bill'],
    },
    {
      id: 2024,
      name: 'Freight Broker',
      url: 'freight-broker',
      description:
        "An intermediary that arranges transport of a shipper's goods by an independent carrier for a fee or margin, without taking possession of the cargo.",
      aliases: ['freight brokerage', 'property broker', 'truck broker'],
    },
    {
      id: 2025,
      name: 'Full Container Load (FCL)',
      url: 'full-container-load',
      description:
        'An ocean shipment in which one shipper books and pays for the exclusive use of an entire container.',
      aliases: ['FCL'],
    },
  ],
  loaders: {
    'countervailing-duties': () => import('../terms/countervailing-duties'),
    'cross-trade': () => import('../terms/cross-trade'),
    'cross-border-trade': () => import('../terms/cross-border-trade'),
    'cross-docking': () => import('../terms/cross-docking'),
    'currency-adjustment-factor': () => import('../terms/currency-adjustment-factor'),
    'dangerous-goods-declaration': () => import('../terms/dangerous-goods-declaration'),
    'delivery-order': () => import('../terms/delivery-order'),
    demurrage: () => import('../terms/demurrage'),
    detention: () => import('../terms/detention'),
    'detention-and-demurrage': () => import('../terms/detention-and-demurrage'),
    'detention-charges': () => import('../terms/detention-charges'),
    devanning: () => import('../terms/devanning'),
    'digital-freight-alliance': () => import('../terms/digital-freight-alliance'),
    'dock-receipt': () => import('../terms/dock-receipt'),
    drayage: () => import('../terms/drayage'),
    'dry-van-in-trucking': () => import('../terms/dry-van-in-trucking'),
    dunnage: () => import('../terms/dunnage'),
    'electronic-data-interchange': () => import('../terms/electronic-data-interchange'),
    'estimated-time-of-arrival': () => import('../terms/estimated-time-of-arrival'),
    'ex-works': () => import('../terms/ex-works'),
    'export-license': () => import('../terms/export-license'),
    'freight-all-kinds': () => import('../terms/freight-all-kinds'),
    'freight-bill': () => import('../terms/freight-bill'),
    'freight-broker': () => import('../terms/freight-broker'),
    'full-container-load': () => import('../terms/full-container-load'),
  },
};
