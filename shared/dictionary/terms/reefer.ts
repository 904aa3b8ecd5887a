import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Reefer Meaning',
    description:
      'Reefer meaning in logistics: any refrigerated transport unit (container, trailer, railcar or ship) that keeps perishable cargo at a set temperature.',
    keywords:
      'reefer, reefer meaning, refrigerated transport, reefer truck, reefer trailer, reefer cargo, cold chain',
  },
  data: {
    titleH1: 'Reefer',
    breadcrumb: 'Reefer',
    titleH2: 'What does reefer mean in shipping?',
    url: 'reefer',
    description: [
      { strong: 'Reefer' },
      ' is the industry’s short word for any refrigerated transport unit: a ',
      { link: 'freight-dictionary/reefer-container', text: 'reefer container' },
      ', a refrigerated truck or trailer, a refrigerated railcar, or a specialized reefer vessel that carries palletized fruit in cooled holds. The term also describes the cargo itself (“reefer cargo”) and the rates that apply to it. A reefer holds a set temperature, typically anywhere from deep-frozen to cool, for meat, fish, fruit, vegetables, dairy, flowers, pharmaceuticals and some chemicals. It maintains the temperature of cargo that was loaded at that temperature; it is not designed to cool warm goods quickly, so products must be pre-cooled before loading.',
    ],
    content: [],
    relatedTerms: [
      { url: 'reefer-container', name: 'Reefer Container' },
      { url: 'full-truck-load', name: 'Full Truck Load' },
      { url: 'ocean-freight', name: 'Ocean Freight' },
      { url: '', name: 'Cold Chain' },
    ],
  },
};

export default term;
