import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Shipment Tracking Meaning',
    description:
      'Shipment tracking explained: which reference numbers to use, what tracking events mean, where the data comes from, how to validate a container number and read ETAs.',
    keywords:
      'shipment tracking, cargo tracking, container tracking, track and trace, bill of lading tracking, AWB tracking, ETA, milestone events, ISO 6346',
  },
  data: {
    titleH1: 'Shipment Tracking',
    breadcrumb: 'Shipment Tracking',
    titleH2: 'What is shipment tracking?',
    url: 'shipment-tracking',
    headParagraphs: [
      [
        { strong: 'Shipment tracking' },
        ' is following a consignment’s progress from pickup to delivery through a series of recorded events: gate-in at the terminal, loading, departure, transshipment, arrival, discharge, customs release and delivery. Each event has a place, a time and a status (planned, estimated or actual), and the sequence tells shippers, forwarders and consignees where the cargo is and when it is likely to arrive.',
      ],
      'Tracking is used to plan warehouse labor and deliveries, to warn customers of delays before they ask, to manage free time so that demurrage and detention are avoided, and to support claims when something goes wrong.',
    ],
    content: [
      {
        title: 'Which reference to track by',
        paragraphs: [],
        list: {
          title: 'Common tracking references',
          items: [
            [
              { strong: 'Container number' },
              ': four letters and seven digits under ISO 6346, such as CSQU3054383. The best key for FCL once the box is assigned.',
            ],
            [
              { strong: 'Bill of lading number' },
              ': the carrier’s master B/L number often starts with, or is filed with, the line’s SCAC code (for example, HLCU for Hapag-Lloyd); house bills issued by forwarders can only be tracked in the forwarder’s system.',
            ],
            [
              { strong: 'Booking number' },
              ': available before the bill of lading is issued, useful for tracking equipment release and gate-in.',
            ],
            [
              { strong: 'Air waybill number' },
              ': 11 digits, where the first three identify the airline (for example, 176 for Emirates).',
            ],
            [
              { strong: 'Carrier PRO or tracking number' },
              ': used by trucking companies and parcel carriers.',
            ],
          ],
        },
      },
      {
        title: 'Where tracking data comes from',
        paragraphs: [
          [
            'Carriers record events in their operating systems and publish them through websites, APIs and ',
            { link: 'freight-dictionary/electronic-data-interchange', text: 'EDI' },
            ' messages (for example, the ANSI X12 315 container status message). The Digital Container Shipping Association (DCSA) has published a Track & Trace standard that defines shipment, transport and equipment events with common codes, such as gate-in, load, discharge and gate-out. Vessel positions come from the Automatic Identification System (AIS) that SOLAS requires on ships above a size threshold, and trucks report through GPS and electronic logging devices. Some shippers add IoT trackers inside containers for location, temperature, shock and door-opening data.',
          ],
          'Aggregator platforms collect data from many carriers and normalize it into one view; that is how a single tool can cover well over a hundred lines.',
        ],
      },
      {
        title: 'Reading events and ETAs',
        paragraphs: [
          [
            'Trust actual events over estimates, and estimates over the original plan. An ETA shown by a carrier is a forecast that often lags reality after port congestion, a blank sailing or a missed connection at a ',
            { link: 'freight-dictionary/transshipment', text: 'transshipment' },
            ' hub. Distinguish the time an event happened from the time it was recorded: a “discharged” event may appear hours after the box was lifted off. An event missing for longer than the normal ',
            { link: 'freight-dictionary/transit-time', text: 'transit time' },
            ' allows (for example, no loading event at transshipment three days after arrival) usually means the container was rolled to a later vessel.',
          ],
        ],
        summary:
          'Act on exceptions: a missing or late event is more useful than a long list of routine ones.',
      },
      {
        title: 'How to check a container number',
        paragraphs: [
          'The last digit of an ISO 6346 container number is a check digit that catches most typing errors. Each letter of the first four characters takes a value (A = 10, B = 12, C = 13 and so on, skipping multiples of 11), digits keep their value, and each of the first ten characters is multiplied by 2 raised to its position (1, 2, 4 … 512). The sum is divided by 11, and the remainder (with 10 counted as 0) is the check digit.',
          'Worked example for CSQU305438-3: C 13×1 + S 30×2 + Q 28×4 + U 32×8 + 3×16 + 0×32 + 5×64 + 4×128 + 3×256 + 8×512 = 6,185. 6,185 ÷ 11 leaves a remainder of 3, which matches the check digit 3, so the number is valid. A wrong check digit means the number was mistyped.',
        ],
      },
      {
        title: 'Common mistakes',
        paragraphs: [],
        list: {
          title: 'What goes wrong',
          items: [
            'Tracking a house bill number on the shipping line’s website, where it does not exist.',
            'Mixing up the letter O and the digit 0 in container numbers.',
            'Promising customers the first ETA quoted at booking.',
            'Ignoring the “empty returned” event, which stops detention charges and should be checked against the carrier’s invoice.',
          ],
        },
      },
    ],
    relatedTerms: [
      { url: 'waybill-number', name: 'Waybill Number' },
      { url: 'bill-of-lading', name: 'Bill of Lading' },
      { url: 'advanced-shipment-notice', name: 'Advanced Shipment Notice' },
      { url: 'transit-time', name: 'Transit Time' },
      { url: 'proof-of-delivery-pod', name: 'Proof of Delivery (POD)' },
    ],
  },
};

export default term;
