import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Demurrage Meaning',
    description:
      'Demurrage explained: the charge for leaving a container in the terminal beyond free time, how it is calculated, who pays, FMC billing rules and how to avoid it.',
    keywords:
      'demurrage, container demurrage, demurrage charges, free time, port demurrage, vessel demurrage, FMC demurrage rule, detention and demurrage',
  },
  data: {
    titleH1: 'Demurrage',
    breadcrumb: 'Demurrage',
    titleH2: 'What is demurrage in shipping?',
    url: 'demurrage',
    headParagraphs: [
      [
        'In container shipping, ',
        { strong: 'demurrage' },
        ' is the charge a carrier makes when a full container stays inside the port or terminal longer than the free time allowed. On imports the clock runs from the day the container is discharged from the vessel until it leaves the terminal gate; on exports it runs when a loaded container is delivered to the terminal earlier than the free time allows before the vessel sails.',
      ],
      [
        'Demurrage compensates the carrier for equipment that is not earning revenue and encourages fast cargo flow through congested terminals. It is different from ',
        { link: 'freight-dictionary/detention', text: 'detention' },
        ", which applies once the container has left the terminal, and from the terminal's own storage charges, although some carriers and ports bundle them.",
      ],
    ],
    content: [
      {
        title: 'How free time and tariffs work',
        paragraphs: [
          'Each carrier publishes a demurrage tariff per port and container type. Free time at import is commonly between 3 and 7 calendar days, but it varies by carrier, port, trade lane and contract, and large shippers often negotiate more. After free time, a daily rate applies per container, usually in rising tiers, with higher rates for 40-foot, reefer and special equipment. Some carriers count calendar days, others working days, and weekends and holidays may or may not be excluded: always check the tariff in force on the day of discharge.',
        ],
      },
      {
        title: 'Worked example',
        paragraphs: [
          'A 40-foot dry container of furniture is discharged at the Port of Oakland on day 1. The carrier grants 5 free days; the tariff then charges US$90 a day for days 6 to 10 and US$160 a day from day 11 (illustrative rates). Customs holds the container for an inspection, and it leaves the terminal on day 13.',
        ],
        list: {
          title: 'Calculation',
          items: [
            'Days in terminal: 13, of which 5 are free, so 8 chargeable days',
            'Days 6 to 10: 5 × US$90 = US$450',
            'Days 11 to 13: 3 × US$160 = US$480',
            'Demurrage owed before release: US$930, on top of any terminal storage',
          ],
        },
        summary: 'A customs hold does not usually stop the demurrage clock; the consignee still pays.',
      },
      {
        title: 'Who pays',
        paragraphs: [
          [
            'The carrier invoices the merchant named on its ',
            { link: 'freight-dictionary/bill-of-lading', text: 'bill of lading' },
            ', in practice the consignee or its forwarder at import and the shipper at export. The container is normally not released until demurrage is paid. Whether the buyer can recover the cost from the seller depends on the sales contract; an Incoterms 2020 rule such as CIF or DAP leaves import clearance and collection of the goods to the buyer, but it does not itself allocate demurrage caused by late documents or a late payment.',
          ],
        ],
      },
      {
        title: 'Regulation',
        paragraphs: [
          'In the United States the Federal Maritime Commission (FMC) treats unreasonable demurrage and detention practices as a violation of the Shipping Act. Following the Ocean Shipping Reform Act of 2022, its billing rule (in force since May 2024) requires carriers and marine terminals to issue demurrage and detention invoices within 30 days of the charges last being incurred, to include specified information, and to give the billed party at least 30 days to dispute. An invoice that does not meet these requirements does not have to be paid. Other countries have fewer rules, so disputes depend on the contract and tariff.',
        ],
      },
      {
        title: 'How to avoid demurrage',
        paragraphs: [
          'Most demurrage comes from documents that are not ready: an original bill of lading still in the bank, a missing certificate, an unpaid duty, or no truck booked. The remedies are preparation and negotiation.',
        ],
        list: {
          title: 'Practical steps',
          items: [
            'Negotiate free time when signing the freight contract, not after arrival.',
            [
              'File customs data before arrival and arrange ',
              { link: 'freight-dictionary/drayage', text: 'drayage' },
              ' as soon as the ETA is firm.',
            ],
            'Use a sea waybill or telex release when the buyer is trusted, so no original bill is needed.',
            'Track the vessel and know exactly when the clock starts.',
          ],
        },
      },
      {
        title: 'Vessel demurrage',
        paragraphs: [
          'In chartering, demurrage has an older meaning: the amount the charterer pays the shipowner per day when loading or discharging takes longer than the laytime agreed in the charter party. The principle is the same, paying for delay, but it applies to the ship rather than to a container.',
        ],
      },
    ],
    relatedTerms: [
      { url: 'detention', name: 'Detention' },
      { url: 'detention-and-demurrage', name: 'Detention and Demurrage' },
      { url: 'drayage', name: 'Drayage' },
      { url: 'bill-of-lading', name: 'Bill of Lading' },
      { url: '', name: 'Free Time' },
    ],
  },
};

export default term;
