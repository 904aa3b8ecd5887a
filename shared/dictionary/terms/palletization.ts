import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Palletization Meaning',
    description:
      'Palletization explained: pallet sizes, how to build and secure a pallet load, ISPM 15 rules for wood, pallets per container and a worked carton-per-pallet example.',
    keywords:
      'palletization, palletizing, pallet load, EUR pallet, 48x40 pallet, ISPM 15, pallets per container, unit load, stretch wrap',
  },
  data: {
    titleH1: 'Palletization',
    breadcrumb: 'Palletization',
    titleH2: 'What is palletization?',
    url: 'palletization',
    headParagraphs: [
      [
        { strong: 'Palletization' },
        ' is the practice of stacking goods on a pallet and securing them into a single unit load that can be moved by forklift or pallet jack. Instead of handling dozens of cartons one by one, warehouses, trucks and container terminals handle one stable block, which speeds up loading, reduces damage and theft, and makes counting easier.',
      ],
    ],
    content: [
      {
        title: 'Pallet types and sizes',
        paragraphs: [
          'The dominant sizes differ by region, which matters for export packing and container planning. ISO 6780 recognizes six pallet footprints; the ones most often met in freight are listed below.',
        ],
        list: {
          title: 'Common pallet footprints',
          items: [
            'EUR (EPAL) pallet: 1,200 × 800 mm, standard in Europe.',
            'US "GMA" pallet: 48 × 40 in (1,219 × 1,016 mm), standard in North America.',
            '1,200 × 1,000 mm: common in the UK, Europe for industrial goods, and parts of Asia.',
            '1,100 × 1,100 mm: common in Japan and other Asian markets.',
          ],
        },
      },
      {
        title: 'How a pallet load is built',
        paragraphs: [
          'Cartons are stacked square to the pallet edges with no overhang (overhang weakens cartons and gets crushed), heaviest at the bottom, usually in an interlocking pattern so each layer ties the one below. Corner boards, a top sheet, stretch wrap tied to the pallet deck, and plastic or steel strapping hold the load together. Each pallet gets a label with consignee, marks, pallet number ("1 of 12") and gross weight. Load limits depend on the pallet: an EPAL Euro pallet, for example, is rated for roughly 1,500 kg evenly distributed; check the manufacturer\'s rating and the carrier\'s height limit before building.',
        ],
      },
      {
        title: 'Worked example: cartons per pallet',
        paragraphs: [
          'An exporter ships cartons of 40 × 30 × 25 cm, each weighing 9 kg, on EUR pallets, with a maximum total height of 1.6 m. The pallet itself is 14.4 cm high. Laying cartons with the 30 cm side along the 1,200 mm edge gives 4 × 2 = 8 cartons per layer (the other orientation gives only 3 × 2 = 6). Usable height = 160 − 14.4 = 145.6 cm, so 5 layers of 25 cm fit (125 cm). The pallet carries 40 cartons, stands 139.4 cm high and weighs about 40 × 9 + 25 = 385 kg including the pallet.',
          [
            'A 20-foot container takes about 11 EUR pallets on the floor and a 40-foot about 23–24; with 48 × 40 in pallets the figures are about 10 and 20. In ',
            { link: 'freight-dictionary/less-than-container-load', text: 'LCL' },
            ' and air freight, chargeable volume is measured over the outer dimensions of the built pallet, including the base and any overhang, and a pallet declared non-stackable may be charged for the space above it as well.',
          ],
        ],
        summary: 'Match carton sizes to the pallet footprint to avoid paying for air.',
      },
      {
        title: 'ISPM 15 and wooden pallets',
        paragraphs: [
          "Solid-wood packaging crossing borders, including pallets, must meet the international standard ISPM 15: the wood is heat-treated (core temperature of at least 56 °C for 30 minutes) or fumigated with methyl bromide, and stamped with the IPPC mark, the country code, the producer number and the treatment code (HT or MB). Some countries no longer accept methyl bromide. Non-compliant pallets can be refused, treated or destroyed at the importer's cost. Plastic pallets, presswood pallets and pallets of plywood or particle board are outside ISPM 15.",
        ],
      },
      {
        title: 'Pallets or floor loading?',
        paragraphs: [
          [
            'Floor loading fits more cartons into a container, which can lower freight cost per unit, but loading and unloading take hours of manual work and many distribution centers charge heavily for it through ',
            { link: 'freight-dictionary/lumper-services', text: 'lumper services' },
            '. Palletized loads unload in minutes and are easier to count and store. ',
            { link: 'freight-dictionary/dunnage', text: 'Dunnage' },
            ' such as airbags or wooden bracing keeps pallets from shifting in transit.',
          ],
        ],
        list: {
          title: 'Common mistakes',
          items: [
            'Overhang or pyramid stacking that crushes the bottom cartons.',
            'Wrap not tied to the pallet deck, so the load slides off as a block.',
            'Untreated or unmarked wooden pallets on export shipments.',
            'Building pallets taller than the receiver, carrier or container door allows.',
          ],
        },
      },
    ],
    relatedTerms: [
      { url: 'dunnage', name: 'Dunnage' },
      { url: 'lumper-services', name: 'Lumper Services' },
      { url: 'less-than-container-load', name: 'Less Than Container Load' },
      { url: 'warehousing', name: 'Warehousing' },
      { url: 'packing-list', name: 'Packing List' },
      { url: '', name: 'ISPM 15' },
    ],
  },
};

export default term;
