import type { TermGroup } from '../schema';

export const group: TermGroup = {
  entries: [
    {
      id: 1001,
      name: 'Advanced Shipment Notice (ASN)',
      url: 'advanced-shipment-notice',
      description:
        'An electronic message a supplier sends when goods ship, listing the orders, items, quantities, packing and carrier so the receiver can plan and receive by scanning.',
      aliases: [
        'ASN',
        'Advance Ship Notice',
        'Advance Shipping Notice',
        'EDI 856',
        'DESADV',
        'Dispatch Advice',
      ],
    },
    {
      id: 1002,
      name: 'Air Waybill',
      url: 'air-waybill',
      description:
        'The non-negotiable transport document for air cargo, issued by the airline or its agent as a receipt for the goods and evidence of the contract of carriage.',
      aliases: ['AWB', 'MAWB', 'HAWB', 'e-AWB', 'Air Consignment Note'],
    },
    {
      id: 1003,
      name: 'All-Risk Cargo Insurance',
      url: 'all-risk-cargo-insurance',
      description:
        'The widest standard cargo cover, usually Institute Cargo Clauses (A): it insures loss or damage from any external cause in transit, subject to listed exclusions.',
      aliases: ['All Risks Insurance', 'ICC (A)', 'Institute Cargo Clauses A', 'All-Risk Cover'],
    },
    {
      id: 1004,
      name: 'Anti-Dumping Duty',
      url: 'anti-dumping-duty',
      description:
        'An extra import duty on a product exported at less than its normal value when those imports injure the industry of the importing country.',
      aliases: ['ADD', 'AD Duty', 'Antidumping Duty', 'AD/CVD'],
    },
    {
      id: 1005,
      name: 'Automated Manifest System (AMS)',
      url: 'automated-manifest-system',
      description:
        'The U.S. CBP electronic system through which carriers and NVOCCs file cargo manifest data, for ocean freight at least 24 hours before loading abroad.',
      aliases: ['AMS', 'AMS Filing', '24-Hour Rule', 'ACE Manifest'],
    },
    {
      id: 1006,
      name: 'Backhaul',
      url: 'backhaul',
      description:
        'The return leg of a transport movement, or freight carried on it, usually priced below the main (headhaul) direction to avoid moving empty.',
      aliases: ['Back Haul', 'Return Load', 'Backhaul Freight'],
    },
    {
      id: 1007,
      name: 'Bill of Exchange',
      url: 'bill-of-exchange',
      description:
        'A written, unconditional order by one party to another to pay a fixed sum on demand or at a set future date, used in documentary collections and letters of credit.',
      aliases: ['Draft', 'B/E', 'Sight Draft', 'Time Draft', 'Usance Bill'],
    },
    {
      id: 1008,
      name: 'Bill of Lading',
      url: 'bill-of-lading',
      description:
        'The document a sea carrier issues for goods taken for shipment: a receipt, evidence of the contract of carriage and, when negotiable, a document of title.',
      aliases: ['B/L', 'BOL', 'Ocean Bill of Lading', 'House Bill of Lading', 'HBL'],
    },
    {
      id: 1009,
      name: 'Blank Sailing',
      url: 'blank-sailing',
      description:
        'A scheduled liner voyage or port call that the carrier cancels, usually to cut capacity or restore a delayed schedule, so bookings roll to another vessel.',
      aliases: ['Void Sailing', 'Cancelled Sailing', 'Skipped Sailing'],
    },
    {
      id: 1010,
      name: 'Bonded Carrier',
      url: 'bonded-carrier',
      description:
        'A carrier authorized by customs, and covered by a customs bond, to move imported goods that have not yet been cleared between customs locations.',
      aliases: ['In-Bond Carrier', 'Bonded Trucking', 'Customs Bonded Carrier'],
    },
    {
      id: 1011,
      name: 'Breakbulk',
      url: 'breakbulk',
      description:
        'Cargo loaded and handled as individual pieces or bundles, such as steel, timber or machinery, rather than in containers or as loose bulk.',
      aliases: ['Break Bulk', 'Break-Bulk Cargo', 'General Cargo'],
    },
    {
      id: 1012,
      name: 'Bunker Adjustment Factor (BAF)',
      url: 'bunker-adjustment-factor',
      description:
        'An ocean freight surcharge that passes changes in ship fuel (bunker) prices on to shippers, usually charged per container and revised periodically.',
      aliases: ['BAF', 'Bunker Surcharge', 'Bunker Fuel Surcharge'],
    },
    {
      id: 1013,
      name: 'Cargo Insurance',
      url: 'cargo-insurance',
      description:
        "Insurance that pays for physical loss of or damage to goods in transit by sea, air, road or rail, well beyond the carrier's limited liability.",
      aliases: ['Freight Insurance', 'Marine Cargo Insurance', 'Transit Insurance'],
    },
    {
      id: 1014,
      name: 'Cargo Management',
      url: 'cargo-management',
      description:
        'The planning, handling, documentation and tracking of goods from booking to delivery, so the right cargo moves safely, on time and at the planned cost.',
      aliases: ['Cargo Handling', 'Freight Management'],
    },
    {
      id: 1015,
      name: 'Carriage Paid To (CPT)',
      url: 'carriage-paid',
      description:
        'An Incoterms 2020 rule: the seller pays carriage to the named destination, but risk passes to the buyer when the goods are handed to the first carrier.',
      aliases: ['CPT', 'Carriage Paid', 'CPT Incoterm', 'Carriage and Insurance Paid To', 'CIP'],
    },
    {
      id: 1016,
      name: 'Carrier Haulage',
      url: 'carrier-haulage',
      description:
        'Inland transport of a container arranged and invoiced by the ocean carrier under its own bill of lading, as opposed to merchant haulage.',
      aliases: ['CH', 'Carrier-Arranged Haulage', 'Merchant Haulage', 'Store Door Delivery'],
    },
    {
      id: 1017,
      name: 'Certificate of Origin',
      url: 'certificate-of-origin',
      description:
        'A document stating the country where goods were produced, used to apply the right duty, trade preferences and import rules.',
      aliases: ['CO', 'C/O', 'Proof of Origin', 'EUR.1'],
    },
    {
      id: 1018,
      name: 'Chassis',
      url: 'chassis',
      description:
        'A wheeled steel frame on which a shipping container is mounted so that a truck tractor can haul it by road.',
      aliases: ['Container Chassis', 'Intermodal Chassis', 'Chassis Pool'],
    },
    {
      id: 1019,
      name: 'Commercial Invoice',
      url: 'commercial-invoice',
      description:
        "The seller's invoice to the buyer for goods sold internationally, used by customs to value the goods and by banks in documentary payments.",
      aliases: ['Export Invoice', 'Customs Invoice', 'CI'],
    },
    {
      id: 1020,
      name: 'Consignor and Consignee',
      url: 'consignor-consignee',
      description:
        'The consignor sends goods and hands them to the carrier; the consignee is the party to whom they are sent and who is entitled to take delivery.',
      aliases: ['Consignor', 'Consignee', 'Shipper and Consignee', 'Consignor vs Consignee'],
    },
    {
      id: 1021,
      name: 'Consolidation',
      url: 'consolidation',
      description:
        'Combining smaller shipments from several shippers into one container, truck or air unit that moves under a single carrier document.',
      aliases: ['Groupage', 'Consol', 'Freight Consolidation', 'Co-loading'],
    },
    {
      id: 1022,
      name: 'Container Freight Station (CFS)',
      url: 'container-freight-station',
      description:
        'A warehouse, usually near a port, where LCL cargo is received and packed into shared containers for export, and unpacked and released at import.',
      aliases: ['CFS', 'LCL Warehouse', 'CFS Warehouse'],
    },
    {
      id: 1023,
      name: 'Containerization',
      url: 'containerization',
      description:
        'The system of shipping goods in standardized intermodal containers that move between ship, rail and truck without the cargo being unpacked.',
      aliases: ['Containerisation', 'Container Shipping', 'Intermodal Containers'],
    },
    {
      id: 1024,
      name: 'Customs Broker',
      url: 'customs-broker',
      description:
        'A licensed person or company that prepares customs declarations, calculates and pays duties and handles clearance on behalf of importers and exporters.',
      aliases: ['Customs Agent', 'Customs House Broker', 'Customs Representative', 'Licensed Customs Broker'],
    },
    {
      id: 1025,
      name: 'Customs Clearance',
      url: 'customs-clearance',
      description:
        'The process of declaring goods to customs, meeting legal requirements and paying duties and taxes so they are released for import or export.',
      aliases: ['Import Clearance', 'Export Clearance', 'Customs Declaration'],
    },
  ],
  loaders: {
    'advanced-shipment-notice': () => import('../terms/advanced-shipment-notice'),
    'air-waybill': () => import('../terms/air-waybill'),
    'all-risk-cargo-insurance': () => import('../terms/all-risk-cargo-insurance'),
    'anti-dumping-duty': () => import('../terms/anti-dumping-duty'),
    'automated-manifest-system': () => import('../terms/automated-manifest-system'),
    backhaul: () => import('../terms/backhaul'),
    'bill-of-exchange': () => import('../terms/bill-of-exchange'),
    'bill-of-lading': () => import('../terms/bill-of-lading'),
    'blank-sailing': () => import('../terms/blank-sailing'),
    'bonded-carrier': () => import('../terms/bonded-carrier'),
    breakbulk: () => import('../terms/breakbulk'),
    'bunker-adjustment-factor': () => import('../terms/bunker-adjustment-factor'),
    'cargo-insurance': () => import('../terms/cargo-insurance'),
    'cargo-management': () => import('../terms/cargo-management'),
    'carriage-paid': () => import('../terms/carriage-paid'),
    'carrier-haulage': () => import('../terms/carrier-haulage'),
    'certificate-of-origin': () => import('../terms/certificate-of-origin'),
    chassis: () => import('../terms/chassis'),
    'commercial-invoice': () => import('../terms/commercial-invoice'),
    'consignor-consignee': () => import('../terms/consignor-consignee'),
    consolidation: () => import('../terms/consolidation'),
    'container-freight-station': () => import('../terms/container-freight-station'),
    containerization: () => import('../terms/containerization'),
    'customs-broker': () => import('../terms/customs-broker'),
    'customs-clearance': () => import('../terms/customs-clearance'),
  },
};
