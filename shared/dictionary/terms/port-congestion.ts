import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Port Congestion Meaning',
    description:
      'Port congestion explained: why ships queue outside ports, how it delays cargo, the surcharges and storage costs it triggers, and what shippers can do about it.',
    keywords:
      'port congestion, port congestion surcharge, vessel waiting time, berth delay, terminal congestion, container yard utilization',
  },
  data: {
    titleH1: 'Port Congestion',
    breadcrumb: 'Port Congestion',
    titleH2: 'What is port congestion?',
    url: 'port-congestion',
    description: [
      { strong: 'Port congestion' },
      ' is the situation in which ships, containers or trucks arrive at a port faster than it can handle them, so vessels wait at anchor for a berth and boxes pile up in the yard. Causes include demand surges, bunching of delayed ships, labor shortages or strikes, bad weather, equipment failures and slow inland removal of containers. For shippers it means later arrivals, missed connections, congestion surcharges from carriers, and extra storage, ',
      { link: 'freight-dictionary/demurrage', text: 'demurrage' },
      ' and detention when free time runs out. Carriers may respond by omitting the port call or with ',
      { link: 'freight-dictionary/blank-sailing', text: 'blank sailings' },
      '.',
    ],
    content: [],
    relatedTerms: [
      { url: 'port-authority', name: 'Port Authority' },
      { url: 'demurrage', name: 'Demurrage' },
      { url: 'blank-sailing', name: 'Blank Sailing' },
      { url: 'peak-season-surcharge', name: 'Peak Season Surcharge' },
      { url: 'transit-time', name: 'Transit Time' },
    ],
  },
};

export default term;
