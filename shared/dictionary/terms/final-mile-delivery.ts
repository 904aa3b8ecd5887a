import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Final Mile Delivery Meaning',
    description:
      'Final mile delivery explained: the last leg from hub to end customer, service levels for bulky goods, costs, proof of delivery and common failures.',
    keywords:
      'final mile delivery, final mile, last mile, white glove delivery, threshold delivery, room of choice, home delivery, bulky goods delivery',
  },
  data: {
    titleH1: 'Final Mile Delivery',
    breadcrumb: 'Final Mile Delivery',
    titleH2: 'What is final mile delivery?',
    url: 'final-mile-delivery',
    headParagraphs: [
      [
        { strong: 'Final mile delivery' },
        ' is the last leg of a shipment: the movement from a local hub, cross-dock or store to the address of the end customer. The term is often used interchangeably with ',
        { link: 'freight-dictionary/last-mile-logistics', text: 'last-mile logistics' },
        ', but in the freight industry "final mile" usually refers to heavy or bulky consignments such as furniture, appliances, fitness equipment and building materials that need a two-person crew, an appointment and sometimes installation.',
      ],
      'Although it is the shortest part of the journey, it is typically the most expensive leg per unit shipped, and it is the part the consignee actually sees. A container can cross the Pacific on time and the customer will still judge the whole shipment by whether the sofa arrived in the agreed window, undamaged, and was carried to the right room.',
    ],
    content: [
      {
        title: 'How final mile delivery works',
        paragraphs: [
          [
            'Goods arrive at a regional hub by line-haul truck, rail or ',
            { link: 'freight-dictionary/cross-docking', text: 'cross-dock' },
            ' transfer. The final-mile provider sorts them by route, contacts the consignee to book a delivery slot, loads box trucks or vans, and completes the delivery with an electronic ',
            { link: 'freight-dictionary/proof-of-delivery-pod', text: 'proof of delivery' },
            ' (signature, photos, GPS time stamp). Exceptions such as refusals, damage or an absent customer are recorded on the spot and returned to the hub.',
          ],
        ],
        list: {
          title: 'Common service levels',
          items: [
            [{ strong: 'Curbside' }, ': goods are left at the curb or driveway.'],
            [{ strong: 'Threshold' }, ': goods are placed just inside the first door or garage.'],
            [{ strong: 'Room of choice' }, ': the crew carries the item to the room the customer selects.'],
            [
              { strong: 'White glove' },
              ': room of choice plus unpacking, assembly or installation and removal of packaging debris.',
            ],
          ],
        },
      },
      {
        title: 'Who pays and who is responsible',
        paragraphs: [
          'In e-commerce and retail, the seller or brand normally contracts and pays the final-mile carrier and builds the cost into the product price or a delivery fee. In B2B freight, responsibility follows the sales contract: under a delivered Incoterms 2020 rule such as DAP or DDP the seller arranges carriage to the named place, while under FCA or FOB the buyer controls the inland leg at destination. Liability for loss or damage is set by the carrier contract and local law, and is often limited per kilogram or per item unless higher value is declared.',
        ],
      },
      {
        title: 'How it is priced: a worked example',
        paragraphs: [
          'Final-mile rates are usually quoted per stop and vary by zone (distance from the hub), item weight or size band, and service level, with extra charges for stairs, long carries, assembly or a second attempt. Rates differ widely by provider and market, so the figures here are illustrative only.',
          'A retailer ships a 95 kg three-seat sofa from its Dallas distribution center to a customer 40 miles away. Suppose the carrier charges US$85 for a room-of-choice stop in zone 2, US$25 for a third-floor walk-up and US$40 for removing packaging: the delivery costs US$150. If the customer is absent and a redelivery at US$60 is needed, the final-mile cost rises to US$210, which may exceed the ocean freight the sofa paid to cross the Pacific.',
        ],
        summary:
          'Failed attempts and accessorial charges, not distance, are what usually make final-mile costs run over budget.',
      },
      {
        title: 'Common mistakes and how to avoid them',
        paragraphs: [
          'Most final-mile failures trace back to information, not trucks. Incomplete addresses, missing phone numbers, no note that the building has no lift, or a product weight that is too heavy for a two-person crew all lead to failed attempts and damage claims.',
        ],
        list: {
          title: 'Good practice',
          items: [
            'Capture delivery-access details (stairs, lift, gate codes, parking) at checkout or order entry.',
            'Confirm the appointment 24 hours in advance and send live tracking on the day.',
            'Package bulky items for handling by people, not only for transport by pallet.',
            'Agree damage-inspection rules: note visible damage on the POD before the crew leaves.',
          ],
        },
      },
      {
        title: 'Trends in final mile delivery',
        paragraphs: [
          [
            'Shippers increasingly combine final mile with ',
            { link: 'freight-dictionary/zone-skipping', text: 'zone skipping' },
            ' (trucking full loads close to the destination before injecting them into local networks), regional micro-fulfillment centers, route-optimization software and crowd-sourced or gig-economy drivers for small parcels. For bulky goods, specialist two-person networks remain the norm because damage and returns are costly.',
          ],
        ],
      },
    ],
    relatedTerms: [
      { url: 'last-mile-logistics', name: 'Last Mile Logistics' },
      { url: 'proof-of-delivery-pod', name: 'Proof of Delivery (POD)' },
      { url: 'cross-docking', name: 'Cross Docking' },
      { url: 'zone-skipping', name: 'Zone Skipping' },
      { url: '', name: 'White glove delivery' },
    ],
  },
};

export default term;
