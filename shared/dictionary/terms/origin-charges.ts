import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Origin Charges Meaning',
    description:
      'Origin charges explained: export-country costs before the main voyage, such as pickup, export clearance, origin THC and documentation, and who pays them.',
    keywords:
      'origin charges, origin THC, export charges, pickup charge, export customs clearance, documentation fee, local charges origin',
  },
  data: {
    titleH1: 'Origin Charges',
    breadcrumb: 'Origin Charges',
    titleH2: 'What are origin charges?',
    url: 'origin-charges',
    description: [
      { strong: 'Origin charges' },
      ' are the costs incurred in the country of export before the main international carriage begins. Typical items are pickup or pre-carriage trucking, warehouse receiving and CFS handling for LCL, export customs clearance, origin terminal handling charges, documentation and bill of lading fees, VGM and seal fees. Who pays them follows the sales terms: under ',
      { link: 'freight-dictionary/incoterms', text: 'Incoterms 2020' },
      ' FCA or FOB the seller pays them up to the point of delivery (for FOB, until the goods are on board the vessel), while under ',
      { link: 'freight-dictionary/ex-works', text: 'Ex Works' },
      " the buyer pays them, including loading at the seller's premises. Always ask whether a freight quote includes origin charges.",
    ],
    content: [],
    relatedTerms: [
      { url: 'ex-works', name: 'Ex Works' },
      { url: 'free-on-board', name: 'Free on Board' },
      { url: 'ocean-freight', name: 'Ocean Freight' },
      { url: 'on-carriage', name: 'On-Carriage' },
      { url: 'container-freight-station', name: 'Container Freight Station' },
    ],
  },
};

export default term;
