import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Shipping Line Meaning',
    description:
      'Shipping line meaning: a company that operates ships on regular routes and schedules, carrying containers or other cargo for shippers and forwarders.',
    keywords:
      'shipping line, ocean carrier, container line, VOCC, liner shipping, shipping alliance, carrier',
  },
  data: {
    titleH1: 'Shipping Line',
    breadcrumb: 'Shipping Line',
    titleH2: 'What is a shipping line?',
    url: 'shipping-line',
    description: [
      'A ',
      { strong: 'shipping line' },
      ' (ocean carrier, or vessel-operating common carrier, VOCC, in US regulatory language) is a company that operates owned or chartered ships on published routes with fixed port rotations and sailing schedules. Container lines such as Maersk, MSC, CMA CGM, COSCO and Hapag-Lloyd sell space to shippers directly under contracts and to forwarders and ',
      { link: 'freight-dictionary/nvocc', text: 'NVOCCs' },
      ', issue master bills of lading, and supply the containers. Many lines share vessels through alliances and vessel-sharing agreements, so the ship that carries a box may belong to a partner. In US trades, lines must publish tariffs and file service contracts with the Federal Maritime Commission.',
    ],
    content: [],
    relatedTerms: [
      { url: 'sea-freight', name: 'Sea Freight' },
      { url: 'nvocc', name: 'NVOCC' },
      { url: 'master-bill-of-lading', name: 'Master Bill of Lading' },
      { url: 'blank-sailing', name: 'Blank Sailing' },
    ],
  },
};

export default term;
