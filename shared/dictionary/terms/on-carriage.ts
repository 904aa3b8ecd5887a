import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is On-Carriage Meaning',
    description:
      'On-carriage explained: the transport leg after the main carriage, from the port or airport of discharge to the final destination, and how it is arranged and paid for.',
    keywords:
      'on-carriage, oncarriage, onward carriage, pre-carriage, main carriage, inland delivery, carrier haulage, merchant haulage',
  },
  data: {
    titleH1: 'On-Carriage',
    breadcrumb: 'On-Carriage',
    titleH2: 'What is on-carriage?',
    url: 'on-carriage',
    description: [
      { strong: 'On-carriage' },
      ' is the transport leg that follows the main international carriage: the movement of goods from the port, airport or rail terminal of discharge to the final place of delivery, usually by truck, rail or barge. It mirrors pre-carriage at origin. When the shipping line arranges it under its bill of lading, it is ',
      { link: 'freight-dictionary/carrier-haulage', text: 'carrier haulage' },
      '; when the importer or its forwarder books the trucker, it is merchant haulage. Under Incoterms 2020 CPT, CIP and the D rules to an inland place, the seller pays for on-carriage; under FOB, CFR or CIF the buyer arranges it. Short container moves from a port are also called ',
      { link: 'freight-dictionary/drayage', text: 'drayage' },
      '.',
    ],
    content: [],
    relatedTerms: [
      { url: 'carrier-haulage', name: 'Carrier Haulage' },
      { url: 'drayage', name: 'Drayage' },
      { url: 'multi-modal-transportation', name: 'Multimodal Transportation' },
      { url: 'origin-charges', name: 'Origin Charges' },
      { url: 'final-mile-delivery', name: 'Final Mile Delivery' },
    ],
  },
};

export default term;
