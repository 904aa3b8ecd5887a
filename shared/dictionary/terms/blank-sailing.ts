import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Blank Sailing Meaning',
    description:
      'Blank sailing explained: why ocean carriers cancel voyages or port calls, how it affects bookings, transit time and costs, and how shippers can prepare.',
    keywords:
      'blank sailing, void sailing, cancelled sailing, skipped port call, capacity management, rolled cargo, Chinese New Year, ocean freight',
  },
  data: {
    titleH1: 'Blank Sailing',
    breadcrumb: 'Blank Sailing',
    titleH2: 'What is a blank sailing?',
    url: 'blank-sailing',
    headParagraphs: [
      [
        'A ',
        { strong: 'blank sailing' },
        " (also called a void or canceled sailing) is a scheduled voyage of a liner service that the carrier cancels, or a port call that it skips, so that no vessel departs from that port in that week's slot. Container lines publish fixed weekly rotations, and a blank sailing leaves a gap in that schedule.",
      ],
      [
        'For shippers and forwarders the result is the same whether the whole voyage or only one call is dropped: bookings on that sailing are moved to another vessel, ',
        { link: 'freight-dictionary/transit-time', text: 'transit times' },
        ' grow, and cut-off dates change.',
      ],
    ],
    content: [
      {
        title: 'Why carriers blank sailings',
        paragraphs: ['Most blank sailings are commercial decisions, but some are operational:'],
        list: {
          title: 'Common reasons',
          items: [
            "Weak demand: removing a sailing lifts the load factor of the remaining ships and supports freight rates. This is routine after Chinese New Year and around China's Golden Week holiday.",
            'Port congestion or vessel bunching: when ships run days late, a carrier may skip a voyage to restore the weekly rhythm.',
            'Disruption: storms, canal or strait closures, strikes and rerouting can force cancellations.',
            'Network changes: alliance restructuring, vessel redeliveries or dry-docking can leave a slot without a ship.',
          ],
        },
      },
      {
        title: 'How it affects a shipment',
        paragraphs: [
          'A cargo booked on a blanked sailing is usually rolled to the next available vessel in the same service, often a week later, or offered an alternative routing through another service, sometimes with an extra transshipment. The container may already be at the terminal, so storage and demurrage questions arise, and export documents, letters of credit with latest shipment dates and production plans at destination can all be affected.',
          [
            'Carriers usually announce blank sailings days or weeks ahead, but late notices do happen. Capacity reductions around peak periods also tend to come with rate increases or a ',
            {
              link: 'freight-dictionary/peak-season-surcharge',
              text: 'peak season surcharge',
            },
            '.',
          ],
        ],
      },
      {
        title: 'Example',
        paragraphs: [
          [
            "An importer in Los Angeles has a 40-foot container of household goods booked from Ningbo on a weekly transpacific service, departing in week 7, with 14 days of transit. The carrier blanks the week 7 sailing because of low post-holiday volumes. The booking rolls to week 8, so the cargo arrives seven days later. The importer's retail promotion is pushed back, and because the box was delivered to the Ningbo terminal before the cancellation, the exporter asks the line to extend free time rather than pay port storage. Anyone with ",
            {
              link: 'freight-dictionary/detention-and-demurrage',
              text: 'detention and demurrage',
            },
            ' exposure should check whether the carrier will adjust free time in such cases, as practice varies.',
          ],
        ],
      },
      {
        title: 'How to reduce the impact',
        paragraphs: ['Blank sailings cannot be prevented by shippers, but their cost can be limited.'],
        list: {
          title: 'Practical steps',
          items: [
            'Book early in periods known for capacity cuts, and watch carrier advisories and schedule reliability reports.',
            'Ask your forwarder for the confirmed vessel and voyage, not only the service, and recheck before trucking the box to the port.',
            'Keep buffer stock or flexible delivery dates for the weeks after Chinese New Year and Golden Week.',
            'Agree in advance with your carrier or NVOCC how rolled cargo is handled and whether free time is extended.',
            'Split critical volume across more than one service or carrier.',
          ],
        },
        summary:
          'Treat the published schedule as a plan, not a promise, and build slack where blank sailings are common.',
      },
      {
        title: 'Regulatory context',
        paragraphs: [
          'Blank sailings are legal and part of normal capacity management. Regulators watch them, however: in the United States the Federal Maritime Commission monitors carrier capacity decisions, and the Ocean Shipping Reform Act of 2022 gave it added powers against carriers that unreasonably refuse to provide vessel space for U.S. exports or imports. Competition authorities in other regions review how carrier alliances coordinate capacity.',
        ],
      },
    ],
    relatedTerms: [
      { url: 'transit-time', name: 'Transit Time' },
      { url: 'ocean-freight', name: 'Ocean Freight' },
      { url: 'peak-season-surcharge', name: 'Peak Season Surcharge' },
      { url: 'transshipment', name: 'Transshipment' },
      { url: '', name: 'Rolled cargo' },
    ],
  },
};

export default term;
