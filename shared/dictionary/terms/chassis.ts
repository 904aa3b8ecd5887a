import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Chassis Meaning',
    description:
      'Container chassis explained: the wheeled frame that carries a shipping container by road, chassis sizes, U.S. chassis pools and daily usage fees.',
    keywords:
      'chassis, container chassis, intermodal chassis, chassis pool, chassis usage fee, chassis split, drayage chassis, tri-axle chassis',
  },
  data: {
    titleH1: 'Chassis',
    breadcrumb: 'Chassis',
    url: 'chassis',
    description: [
      'A ',
      { strong: 'chassis' },
      ' is a wheeled steel frame with twistlocks at its corners on which a shipping container is mounted so a truck tractor can haul it by road. Chassis are built for 20-foot, 40-foot and 45-foot containers, with extendable and tri-axle models for heavy loads. In much of the world trucking companies own their chassis, but in the United States they are mostly supplied by leasing companies and shared pools, and the trucker or cargo owner pays a daily usage fee. Chassis shortages at U.S. ports regularly delay ',
      { link: 'freight-dictionary/drayage', text: 'drayage' },
      ' and add costs. Under ISO 6346, the equipment category letter Z marks trailers and chassis.',
    ],
    content: [],
    relatedTerms: [
      { url: 'drayage', name: 'Drayage' },
      { url: 'containerization', name: 'Containerization' },
      { url: 'intermodal-transportation', name: 'Intermodal Transportation' },
      { url: 'carrier-haulage', name: 'Carrier Haulage' },
    ],
  },
};

export default term;
