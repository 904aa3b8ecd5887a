import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Containerization Meaning',
    description:
      'Containerization explained: how standard ISO containers changed shipping, the main box types and sizes, the rules behind them and how to load one well.',
    keywords:
      'containerization, containerisation, shipping container, ISO container, intermodal container, TEU, container types, container standards, Malcom McLean',
  },
  data: {
    titleH1: 'Containerization',
    breadcrumb: 'Containerization',
    titleH2: 'What is containerization?',
    url: 'containerization',
    headParagraphs: [
      [
        { strong: 'Containerization' },
        ' is the system of shipping goods in standardized steel boxes that can be moved between ships, trains and trucks without unpacking the cargo. Because every container shares the same dimensions and corner fittings, any port crane, rail wagon or truck chassis built to the standard can lift and carry any box.',
      ],
      [
        'It is the foundation of modern ',
        {
          link: 'freight-dictionary/intermodal-transportation',
          text: 'intermodal transport',
        },
        ' and of global supply chains: handling became faster and cheaper, theft and damage fell, and ships grew from a few hundred boxes to more than 24,000 ',
        { link: 'freight-dictionary/twenty-foot-equivalent-unit', text: 'TEU' },
        '.',
      ],
    ],
    content: [
      {
        title: 'From breakbulk to the box',
        paragraphs: [
          [
            'Before containers, general cargo moved as ',
            { link: 'freight-dictionary/breakbulk', text: 'breakbulk' },
            ': sacks, crates and bales were loaded piece by piece, and a ship could spend as long in port as at sea. In April 1956 the trucking entrepreneur Malcom McLean sent 58 containers from Newark to Houston on the converted tanker Ideal X, and the idea spread through the 1960s. International standards for dimensions and fittings followed, and by the end of the century most general cargo on deep-sea routes moved in containers.',
          ],
        ],
      },
      {
        title: 'The standards behind it',
        paragraphs: ['Containerization works because a few standards are applied everywhere:'],
        list: {
          title: 'Key standards',
          items: [
            'ISO 668: external dimensions and ratings (20-foot and 40-foot lengths, 8 feet wide, 8 ft 6 in standard height or 9 ft 6 in high cube).',
            'ISO 1161: corner fittings, which let twistlocks and cranes secure and lift any box.',
            'ISO 6346: the owner code, category letter, serial number and check digit marked on every container, for example MSKU6104820.',
            'The International Convention for Safe Containers (CSC), an IMO convention, which requires each container to carry a safety approval plate and be examined periodically.',
          ],
        },
      },
      {
        title: 'Main container types',
        paragraphs: [
          'Typical internal figures, which vary by owner: a 20-foot general-purpose container holds about 33 m³ with a maximum payload of roughly 28,200 kg; a 40-foot holds about 67 m³ and 26,700 kg; a 40-foot high cube about 76 m³ and 26,500 kg.',
        ],
        list: {
          title: 'Beyond the dry box',
          items: [
            [
              {
                link: 'freight-dictionary/reefer-container',
                text: 'Reefer containers',
              },
              ' with their own refrigeration units for chilled and frozen cargo.',
            ],
            'Open-top containers for tall cargo loaded by crane from above.',
            'Flat racks for heavy or oversized pieces such as machinery and vehicles.',
            'Tank containers for liquids and gases, including many dangerous goods.',
          ],
        },
      },
      {
        title: 'Worked example: choosing the box',
        paragraphs: [
          "An exporter ships 1,100 cartons of sports shoes, each 0.06 m³ and 8 kg: 66 m³ and 8,800 kg. On paper a 40-foot standard container (about 67 m³) could just hold them, but because cartons never fit the walls exactly, usually only about 85 to 90% of a box's nominal volume can be used. The exporter therefore books a 40-foot high cube (about 76 m³), which the load fills to about 87%, and checks the stowage plan before confirming. Weight is far below the payload limit, so volume decides the choice.",
        ],
        summary: "Light goods fill a container's volume first; heavy goods hit its weight limit first.",
      },
      {
        title: 'Loading a container safely',
        paragraphs: [
          'Most container incidents start at packing, not at sea. The IMO/ILO/UNECE Code of Practice for Packing of Cargo Transport Units (CTU Code) sets out good practice: spread the weight evenly along the floor, keep the center of gravity low and near the middle, block and brace cargo so it cannot shift, and never exceed the maximum gross mass on the CSC plate. Under SOLAS the shipper must declare the verified gross mass (VGM) before the container is loaded on a ship, and misdeclared dangerous goods are a frequent cause of container ship fires.',
        ],
      },
    ],
    relatedTerms: [
      {
        url: 'twenty-foot-equivalent-unit',
        name: 'Twenty-Foot Equivalent Unit',
      },
      { url: 'full-container-load', name: 'Full Container Load' },
      { url: 'intermodal-transportation', name: 'Intermodal Transportation' },
      { url: 'reefer-container', name: 'Reefer Container' },
      { url: 'breakbulk', name: 'Breakbulk' },
      { url: 'chassis', name: 'Chassis' },
    ],
  },
};

export default term;
