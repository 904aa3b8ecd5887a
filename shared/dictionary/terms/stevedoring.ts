import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Stevedoring Meaning',
    description:
      'Stevedoring: loading and discharging ships, lashing and securing cargo, and how stevedoring costs reach shippers through terminal handling charges or charter terms.',
    keywords:
      'stevedoring, stevedore, longshoremen, dock workers, cargo handling, terminal handling charges, FIOS, liner terms',
  },
  data: {
    titleH1: 'Stevedoring',
    breadcrumb: 'Stevedoring',
    titleH2: 'What is stevedoring?',
    url: 'stevedoring',
    description: [
      { strong: 'Stevedoring' },
      ' is the work of loading cargo onto ships and discharging it, including operating cranes, lashing and securing containers and breakbulk, and stowing cargo to the ship’s plan. A stevedore (or stevedoring company) employs the dock workers, called longshoremen in North America, and is usually hired by the ',
      { link: 'freight-dictionary/shipping-line', text: 'shipping line' },
      ' or the terminal operator. Under liner terms the carrier pays for stevedoring and recovers it through the freight rate and terminal handling charges; in chartering, terms such as FIOS (free in and out, stowed) shift these costs to the charterer or cargo side. Poor stowage or lashing is a common cause of cargo damage claims.',
    ],
    content: [],
    relatedTerms: [
      { url: 'port-authority', name: 'Port Authority' },
      { url: 'wharfage', name: 'Wharfage' },
      { url: 'breakbulk', name: 'Breakbulk' },
      { url: 'dunnage', name: 'Dunnage' },
    ],
  },
};

export default term;
