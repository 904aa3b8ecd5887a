import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Rail Freight Meaning',
    description:
      'Rail freight explained: carload and intermodal rail, China–Europe trains, rail documents (CIM, SMGS), pricing, transit times and which Incoterms fit.',
    keywords:
      'rail freight, rail cargo, intermodal rail, carload, China Europe rail, CIM consignment note, SMGS, railroad shipping, double-stack',
  },
  data: {
    titleH1: 'Rail Freight',
    breadcrumb: 'Rail Freight',
    titleH2: 'What is rail freight?',
    url: 'rail-freight',
    headParagraphs: [
      [
        { strong: 'Rail freight' },
        ' is the movement of goods by train, either in railcars loaded directly at the shipper’s siding or in containers and trailers carried on flat wagons between rail terminals. It is strongest for heavy or high-volume cargo over long distances, where a single train can replace dozens or hundreds of trucks.',
      ],
      [
        'Most shippers do not have a rail siding, so rail usually forms the long middle leg of a journey, with trucks handling collection and delivery. That combination is ',
        { link: 'freight-dictionary/intermodal-transportation', text: 'intermodal transportation' },
        ', and the short truck moves to and from the rail terminal are ',
        { link: 'freight-dictionary/drayage', text: 'drayage' },
        '.',
      ],
    ],
    content: [
      {
        title: 'Main types of rail freight',
        paragraphs: [],
        list: {
          title: 'How cargo moves by rail',
          items: [
            [
              { strong: 'Carload' },
              ': a whole railcar (boxcar, tank car, hopper, flatcar) loaded at an industrial siding, typical for grain, chemicals, coal, steel, lumber and automobiles.',
            ],
            [
              { strong: 'Unit train' },
              ': a full train of one commodity from one origin to one destination, such as coal or iron ore.',
            ],
            [
              { strong: 'Intermodal' },
              ': ISO containers or domestic containers and trailers loaded on flat or well cars. North American railroads run double-stack trains, which Europe’s lower bridges and tunnels largely rule out.',
            ],
            [
              { strong: 'Wagonload' },
              ': the European equivalent of carload, where single wagons are collected and combined into trains in marshalling yards.',
            ],
          ],
        },
      },
      {
        title: 'Rail freight in North America, Europe and Asia',
        paragraphs: [
          'In the United States most long-distance rail freight is carried by a few large Class I railroads, with shorter regional and short-line railroads serving local customers. Rates and service disputes come under the Surface Transportation Board (STB). The Association of American Railroads reports that rail moves a ton of freight close to 500 miles on one gallon of fuel on average, several times the efficiency of trucks.',
          'In Europe, rail operators compete on open-access networks. International consignments travel on a CIM consignment note under the COTIF convention. Trains between China and Europe use the SMGS note across the former Soviet railways, or a joint CIM/SMGS note, and containers are lifted between wagons at the break of gauge (1,435 mm standard gauge to 1,520 mm broad gauge and back), for example at the Kazakh–Chinese and Belarus–Poland borders.',
        ],
      },
      {
        title: 'How rail freight is priced',
        paragraphs: [
          [
            'Rates are quoted per car, per container or per trailer for a lane, and sometimes per ton for bulk. On top come a ',
            { link: 'freight-dictionary/fuel-surcharge', text: 'fuel surcharge' },
            ', terminal lift charges, chassis or equipment charges, storage once free time at the ramp expires, and the drayage at each end. For intermodal, shippers usually pay a door-to-door price through an intermodal marketing company, forwarder or the railroad’s own intermodal service.',
          ],
          'Worked example (illustrative figures): a 40-foot high cube from Chongqing to Duisburg, roughly 11,000 km, quoted at US$4,500 rail terminal to terminal, plus US$350 for collection in China and €400 for delivery in Germany. The same box by sea might cost less but take two to three weeks longer, so the rail option suits goods where the time saved is worth more than the price difference, such as electronics, automotive parts and fashion.',
        ],
        summary: 'Rail sits between sea and air on both price and speed for Asia–Europe cargo.',
      },
      {
        title: 'Transit times and reliability',
        paragraphs: [
          'China–Europe trains are commonly planned at roughly two to three weeks terminal to terminal, against five to six weeks or more by sea; border congestion, gauge changes and sanctions-related routing can add days. In North America, intermodal is typically a day or more slower than a truck on long lanes, at a lower price. Schedules depend on cut-off times at the origin ramp: a container that misses the train waits for the next departure.',
        ],
      },
      {
        title: 'Documents, Incoterms and responsibility',
        paragraphs: [
          'The CIM and SMGS consignment notes are receipts and evidence of the contract of carriage, not documents of title, so they cannot be endorsed like an ocean bill of lading to transfer control of the goods; North American railroads issue their own bills of lading, normally non-negotiable. Letters of credit must be worded to accept the rail document actually used.',
          'Incoterms 2020 rules for any mode suit rail: FCA, CPT, CIP, DAP, DPU and DDP. FOB, CFR and CIF are reserved for sea and inland waterway transport and should not be used for rail or containerized rail shipments. As with all Incoterms, the rule allocates costs, risk and formalities but does not transfer ownership of the goods.',
        ],
      },
      {
        title: 'Common mistakes',
        paragraphs: [],
        list: {
          title: 'What to watch',
          items: [
            'Poor load securing: rail shunting and buffing subject cargo to strong longitudinal forces, so blocking and bracing must be designed for rail, not only for road.',
            'Ignoring winter conditions on Eurasian routes, where temperatures can fall far below freezing; use insulated or heated equipment for sensitive goods.',
            'Overlooking sanctions and export controls on transit countries.',
            'Letting containers sit at the destination ramp beyond free time.',
          ],
        },
      },
    ],
    relatedTerms: [
      { url: 'intermodal-transportation', name: 'Intermodal Transportation' },
      { url: 'multi-modal-transportation', name: 'Multi-Modal Transportation' },
      { url: 'drayage', name: 'Drayage' },
      { url: 'transloading', name: 'Transloading' },
      { url: 'line-haul', name: 'Line Haul' },
    ],
  },
};

export default term;
