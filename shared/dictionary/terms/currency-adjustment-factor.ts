import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Currency Adjustment Factor (CAF) Meaning',
    description:
      "Currency adjustment factor (CAF): an ocean freight surcharge that offsets exchange-rate swings between the freight currency and the carrier's costs.",
    keywords:
      'currency adjustment factor, CAF, CAF surcharge, currency surcharge, ocean freight surcharges, exchange rate surcharge',
  },
  data: {
    titleH1: 'Currency Adjustment Factor (CAF)',
    breadcrumb: 'Currency Adjustment Factor (CAF)',
    titleH2: 'What is a currency adjustment factor?',
    url: 'currency-adjustment-factor',
    description: [
      'A ',
      { strong: 'currency adjustment factor (CAF)' },
      ' is a surcharge that carriers add to ',
      { link: 'freight-dictionary/ocean-freight', text: 'ocean freight' },
      " to protect themselves against exchange-rate movements between the currency in which freight is quoted, usually US dollars, and the currencies in which they pay their costs. It is usually a percentage of the base freight and is revised periodically, often monthly or quarterly. For example, a 4% CAF on a base rate of US$2,000 adds US$80. Whether CAF applies, and how much, depends on the trade lane and carrier; many carriers now fold it into the base rate, so check each quotation's list of surcharges.",
    ],
    content: [],
    relatedTerms: [
      { url: 'ocean-freight', name: 'Ocean Freight' },
      { url: 'freight-charge', name: 'Freight Charge' },
      { url: 'fuel-surcharge', name: 'Fuel Surcharge' },
      { url: 'peak-season-surcharge', name: 'Peak Season Surcharge' },
    ],
  },
};

export default term;
