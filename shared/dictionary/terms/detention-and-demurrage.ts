import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Detention and Demurrage Meaning',
    description:
      'Detention and demurrage (D&D) explained: how the two container charges differ, combined free time, a worked invoice, FMC rules and ways to cut D&D costs.',
    keywords:
      'detention and demurrage, D&D, D&D charges, container free time, combined free time, merged free time, FMC billing rule, demurrage vs detention',
  },
  data: {
    titleH1: 'Detention and Demurrage',
    breadcrumb: 'Detention and Demurrage',
    titleH2: 'What is the difference between detention and demurrage?',
    url: 'detention-and-demurrage',
    headParagraphs: [
      [
        { strong: 'Detention and demurrage (D&D)' },
        ' are the two time-based charges an ocean carrier applies when its containers are kept longer than the free time it allows. ',
        { link: 'freight-dictionary/demurrage', text: 'Demurrage' },
        ' covers the time a full container spends inside the port or terminal; ',
        { link: 'freight-dictionary/detention', text: 'detention' },
        " covers the time the container spends outside it, in the customer's hands.",
      ],
      'For importers and forwarders D&D is one of the most disputed costs in container shipping, because it can exceed the ocean freight itself when cargo is delayed by customs, documents or congestion.',
    ],
    content: [
      {
        title: 'Demurrage versus detention at a glance',
        paragraphs: [
          'The dividing line is the terminal gate. For an import container, demurrage runs from discharge until gate-out full, and detention runs from gate-out full until the empty is returned. For an export, detention runs from empty pickup until the loaded box is gated in, and demurrage applies if the box sits in the terminal longer than allowed before loading.',
        ],
        list: {
          title: 'Key differences',
          items: [
            'Location: demurrage inside the terminal, detention outside it.',
            'Control: demurrage usually depends on clearance and pickup; detention on unloading and empty return.',
            'Naming: in the US detention is often called per diem; some countries use demurrage for both.',
            'Separate from both: terminal storage, which the terminal operator, not the carrier, may charge for the same days.',
          ],
        },
      },
      {
        title: 'Separate or combined free time',
        paragraphs: [
          'Carriers offer free time in three ways: separate allowances for demurrage and detention, a combined (or merged) allowance that counts every day from discharge to empty return, or a mix. Combined free time is usually easier to manage: a consignee that clears quickly can use the saved days for unloading. Free days and daily rates vary widely by carrier, port, equipment and contract, so quotations should always state them.',
        ],
      },
      {
        title: 'Worked example with combined free time',
        paragraphs: [
          'A 20-foot container of ceramic tiles arrives at Jebel Ali. The service contract grants 10 combined free days, then US$60 a day for days 11 to 15 and US$120 a day from day 16 (illustrative rates). Customs clears the cargo quickly, the container leaves the terminal on day 3, and the empty is returned on day 17.',
        ],
        list: {
          title: 'Calculation',
          items: [
            'Total days from discharge to empty return: 17',
            'Free days: 10, so 7 chargeable days',
            'Days 11 to 15: 5 × US$60 = US$300',
            'Days 16 and 17: 2 × US$120 = US$240',
            'Total D&D: US$540',
          ],
        },
        summary:
          'With separate allowances of 5 demurrage and 5 detention days, the two unused demurrage days would be lost and about 9 or 10 detention days would be charged instead of 7, depending on how the tariff counts the gate-out day.',
      },
      {
        title: 'Rules and disputes',
        paragraphs: [
          "In the United States the FMC's interpretive rule of 2020 says D&D must serve its purpose of moving cargo; charges are likely unreasonable when the customer could not act, for instance because the terminal had no appointments or the depot refused empties. Its billing rule, in force since May 2024 under the Ocean Shipping Reform Act of 2022, requires invoices within 30 days of the last charge, with defined content, and a dispute window of at least 30 days. Elsewhere, disputes rest on the carrier's tariff, the service contract and local law.",
        ],
      },
      {
        title: 'How forwarders keep D&D under control',
        paragraphs: [
          [
            "Good forwarders negotiate free time per lane, track every container's clock daily and warn consignees before free time ends. Pre-clearing cargo, releasing documents early, booking ",
            { link: 'freight-dictionary/drayage', text: 'drayage' },
            ' and return appointments in advance, and choosing a sea waybill when possible all reduce the bill. Because D&D invoices arrive after delivery, forwarders should agree in writing who bears them before quoting; they are often excluded from credit and payment-protection schemes.',
          ],
        ],
      },
    ],
    relatedTerms: [
      { url: 'demurrage', name: 'Demurrage' },
      { url: 'detention', name: 'Detention' },
      { url: 'detention-charges', name: 'Detention Charges' },
      { url: 'drayage', name: 'Drayage' },
      { url: '', name: 'Free Time' },
    ],
  },
};

export default term;
