import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Cargo Management Meaning',
    description:
      'Cargo management explained: planning, documenting, loading, tracking and delivering freight, with load-planning figures, VGM rules and key KPIs.',
    keywords:
      'cargo management, cargo handling, load planning, shipment planning, VGM, cargo tracking, freight operations, cargo management system',
  },
  data: {
    titleH1: 'Cargo Management',
    breadcrumb: 'Cargo Management',
    titleH2: 'What is cargo management?',
    url: 'cargo-management',
    headParagraphs: [
      [
        { strong: 'Cargo management' },
        ' is the planning, handling, documentation and control of goods from the moment a shipment is booked until it is delivered and invoiced. It covers physical work such as packing, loading and storage, and information work such as bookings, customs data, tracking and exception handling.',
      ],
      'The term is used by shippers, forwarders, airlines, shipping lines and terminals, each for its own part of the chain. For a forwarder it means running every shipment so that the right cargo, with the right documents, leaves on the planned departure and arrives in the condition and time promised.',
    ],
    content: [
      {
        title: 'The main stages',
        paragraphs: ['Whatever the mode, cargo management follows the same sequence:'],
        list: {
          title: 'Stages',
          items: [
            'Booking and capacity: choosing mode, routing and carrier, and securing space.',
            'Documentation: commercial invoice, packing list, transport documents, certificates and customs filings.',
            'Load planning and packing: selecting equipment, building pallets, stowing and securing cargo.',
            'Movement and visibility: tracking milestones and acting on delays, damage or holds.',
            'Delivery and close-out: proof of delivery, claims, cost reconciliation and invoicing.',
          ],
        },
      },
      {
        title: 'Load planning in practice',
        paragraphs: [
          [
            "Good load planning uses the container's space and payload without breaking weight limits. A 20-foot general-purpose container offers about 33 m³ and a typical maximum payload of about 28,200 kg; a 40-foot high cube offers about 76 m³ and about 26,500 kg, though figures vary by owner. A 20-foot box takes about 11 EUR pallets (1,200 × 800 mm) on the floor. Heavy goods such as tiles hit the weight limit long before the box is full, while light goods such as furniture fill the space first, which is why ",
            { link: 'freight-dictionary/palletization', text: 'palletization' },
            ' and carton sizes matter.',
          ],
          "Example: a shipper has 11 EUR pallets of ceramic tiles at 1,600 kg each, or 17,600 kg of cargo, taking up only about 11 m³ at 1 m high. They fit a 20-foot container by floor space and stay well inside its payload, so a 40-foot box would add cost without adding capacity. Before booking, the shipper still confirms with the truckers at both ends that tractor, chassis, container and cargo together stay within local road weight limits, which can bind before the container's rating does.",
        ],
      },
      {
        title: 'Safety and compliance rules',
        paragraphs: [
          [
            'Several international rules shape cargo management. Under SOLAS, in force for this purpose since July 2016, a container may not be loaded on a ship without a verified gross mass (VGM) declared by the shipper. Dangerous goods must be classified, packed, marked and declared under the IMDG Code for sea and the IATA Dangerous Goods Regulations for air; see ',
            {
              link: 'freight-dictionary/hazardous-materials',
              text: 'hazardous materials',
            },
            '. The IMO/ILO/UNECE Code of Practice for Packing of Cargo Transport Units (CTU Code) sets out good practice for packing and securing.',
          ],
        ],
        summary:
          'Weight, dangerous goods and securing errors are the ones that get cargo refused or people hurt.',
      },
      {
        title: 'Visibility and systems',
        paragraphs: [
          [
            'Forwarders and shippers manage cargo through transport management systems, forwarding ERPs and carrier portals, linked by ',
            {
              link: 'freight-dictionary/electronic-data-interchange',
              text: 'EDI',
            },
            ' or APIs. Carrier events such as gate-in, loading, departure, arrival and discharge feed ',
            {
              link: 'freight-dictionary/shipment-tracking',
              text: 'shipment tracking',
            },
            ', so staff can work by exception: instead of checking every shipment, they act on the ones that miss a milestone.',
          ],
        ],
      },
      {
        title: 'Measuring performance',
        paragraphs: ['Common indicators of good cargo management:'],
        list: {
          title: 'KPIs',
          items: [
            'On-time departure and on-time delivery against the promised date.',
            'Damage and claims rate, per shipment or per value shipped.',
            'Container utilization (share of volume or payload used).',
            'Documentation accuracy: shipments with amendments, customs holds or rejected filings.',
            'Demurrage, detention and storage costs incurred per shipment.',
          ],
        },
      },
    ],
    relatedTerms: [
      { url: 'logistics', name: 'Logistics' },
      { url: 'shipment-tracking', name: 'Shipment Tracking' },
      { url: 'palletization', name: 'Palletization' },
      { url: 'warehousing', name: 'Warehousing' },
      { url: 'supply-chain-management', name: 'Supply Chain Management' },
    ],
  },
};

export default term;
