import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Detention Charges Meaning',
    description:
      "Detention charges explained: daily fees for keeping a carrier's container beyond free time, and hourly fees for holding a truck driver, with how each is billed.",
    keywords:
      'detention charges, container detention fee, per diem charges, truck detention pay, driver waiting time, accessorial charges',
  },
  data: {
    titleH1: 'Detention Charges',
    breadcrumb: 'Detention Charges',
    titleH2: 'What are detention charges?',
    url: 'detention-charges',
    description: [
      { strong: 'Detention charges' },
      " are the fees billed when equipment is held longer than agreed. In ocean shipping they are daily charges per container, in rising tiers, for keeping a carrier's box outside the terminal beyond the free time in its tariff or service contract; see ",
      { link: 'freight-dictionary/detention', text: 'detention' },
      ' for how the clock runs. In US trucking they are hourly charges for keeping a driver waiting at pickup or delivery beyond the free time, commonly two hours, shown as an accessorial on the ',
      { link: 'freight-dictionary/freight-bill', text: 'freight bill' },
      '. Rates vary by carrier and contract. Check each invoice against gate-out, return and appointment times, and dispute charges caused by closed depots, refused appointments or other delays the billed party did not control.',
    ],
    content: [],
    relatedTerms: [
      { url: 'detention', name: 'Detention' },
      { url: 'demurrage', name: 'Demurrage' },
      { url: 'detention-and-demurrage', name: 'Detention and Demurrage' },
      { url: 'freight-bill', name: 'Freight Bill' },
    ],
  },
};

export default term;
