import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Bunker Adjustment Factor (BAF) Meaning',
    description:
      'Bunker adjustment factor (BAF) explained: the ocean freight fuel surcharge, how carriers calculate and update it, and what IMO 2020 changed.',
    keywords:
      'bunker adjustment factor, BAF, bunker surcharge, fuel surcharge ocean freight, low sulphur surcharge, IMO 2020, ocean freight surcharges',
  },
  data: {
    titleH1: 'Bunker Adjustment Factor (BAF)',
    breadcrumb: 'Bunker Adjustment Factor (BAF)',
    url: 'bunker-adjustment-factor',
    description: [
      'A ',
      { strong: 'bunker adjustment factor (BAF)' },
      ' is a surcharge ocean carriers add to the base freight rate to pass on changes in the cost of ship fuel, known as bunkers. It is usually charged per container or per TEU and revised monthly or quarterly by a formula that links the fuel consumed per container on each trade to a published fuel price. Since IMO 2020 cut the sulphur limit for marine fuel to 0.50% outside emission control areas, most carriers base BAF on low-sulphur fuel prices. When comparing ',
      { link: 'freight-dictionary/ocean-freight', text: 'ocean freight' },
      ' quotes, check whether BAF is included or "subject to change"; it is the sea equivalent of a road ',
      { link: 'freight-dictionary/fuel-surcharge', text: 'fuel surcharge' },
      '.',
    ],
    content: [],
    relatedTerms: [
      { url: 'fuel-surcharge', name: 'Fuel Surcharge' },
      { url: 'ocean-freight', name: 'Ocean Freight' },
      { url: 'peak-season-surcharge', name: 'Peak Season Surcharge' },
      { url: 'freight-charge', name: 'Freight Charge' },
    ],
  },
};

export default term;
