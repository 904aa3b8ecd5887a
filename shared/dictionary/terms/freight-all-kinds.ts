import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Freight All Kinds (FAK) Meaning',
    description:
      'Freight All Kinds (FAK) explained: one freight rate for mixed commodities in ocean and LTL shipping, how FAK rates work, exclusions and common pitfalls.',
    keywords:
      'freight all kinds, FAK, FAK rate, FAK ocean freight, FAK LTL, NMFC class, mixed commodities rate, consolidation rate',
  },
  data: {
    titleH1: 'Freight All Kinds (FAK)',
    breadcrumb: 'Freight All Kinds (FAK)',
    titleH2: 'What is an FAK rate?',
    url: 'freight-all-kinds',
    headParagraphs: [
      [
        { strong: 'Freight All Kinds (FAK)' },
        ' is a pricing arrangement in which a carrier applies one rate to a shipment or a container regardless of the different commodities inside it. Instead of rating each product separately by its commodity or class, the carrier charges a single FAK rate per container, per revenue ton or per hundredweight.',
      ],
      'FAK simplifies quoting and invoicing for mixed cargo, which is why consolidators, NVOCCs and shippers of many product lines use it widely in ocean and less-than-truckload (LTL) freight.',
    ],
    content: [
      {
        title: 'FAK in ocean freight',
        paragraphs: [
          [
            'Carriers publish rates either by commodity or as FAK. Today most general dry cargo in major container trades moves on FAK rates per container, with commodity-specific rates kept for special cases such as certain bulk-like or sensitive cargoes. An ',
            { link: 'freight-dictionary/nvocc', text: 'NVOCC' },
            ' consolidating LCL cargo from many shippers relies on FAK pricing from the carrier: it fills a container with furniture, garments and machine parts, pays one container rate, and sells the space to its customers per revenue ton. In US trades, rates offered by carriers and NVOCCs must be published in tariffs or set out in service contracts, NVOCC service arrangements or negotiated rate arrangements, as FMC rules require.',
          ],
        ],
      },
      {
        title: 'FAK in US LTL freight',
        paragraphs: [
          'In LTL trucking, rates normally depend on the freight class of each item under the National Motor Freight Classification (NMFC), which reflects density, handling, stowability and liability. A shipper moving many different products can negotiate an FAK agreement under which all items in a range of classes are rated at one class. For example, products classed from 60 to 100 might all be rated as class 70. This simplifies billing and often lowers the cost of lighter, higher-class items.',
        ],
        list: {
          title: 'Worked example',
          items: [
            'A shipment of 1,200 lb of class 100 items and 800 lb of class 65 items under an FAK of class 70',
            'Without FAK: each part is rated at its own class; the class 100 part costs markedly more per hundredweight',
            'With FAK: the full 2,000 lb (20 hundredweight) is rated at class 70, e.g. 20 × US$32 = US$640 before discount and fuel surcharge (illustrative rate)',
          ],
        },
      },
      {
        title: 'What FAK usually excludes',
        paragraphs: [
          [
            'FAK terms normally exclude ',
            { link: 'freight-dictionary/hazardous-materials', text: 'hazardous materials' },
            ', temperature-controlled cargo, out-of-gauge and overweight cargo, high-value goods and personal effects, and sometimes specific commodities the carrier lists. These are rated separately and may carry surcharges. Always read the exclusions in the rate sheet or contract.',
          ],
        ],
        summary:
          'FAK simplifies the rate, not the rules: hazardous or special cargo still needs its own booking and price.',
      },
      {
        title: 'Common misunderstandings',
        paragraphs: [
          [
            'FAK is a pricing term, not a cargo description. The bill of lading, the manifest and the customs declaration must still describe each commodity accurately, with its HS code, because customs authorities assess duties and risks by product. Writing "FAK" or "general cargo" as the description on a ',
            { link: 'freight-dictionary/bill-of-lading', text: 'bill of lading' },
            ' can lead to holds or penalties in many countries. In LTL, a shipper that ships items outside the agreed class range, or misstates the density, can face reclassification and a re-bill after carrier inspection.',
          ],
        ],
      },
    ],
    relatedTerms: [
      { url: 'less-than-container-load', name: 'Less than Container Load (LCL)' },
      { url: 'consolidation', name: 'Consolidation' },
      { url: 'freight-charge', name: 'Freight Charge' },
      { url: 'tariff', name: 'Tariff' },
      { url: '', name: 'NMFC Freight Class' },
    ],
  },
};

export default term;
