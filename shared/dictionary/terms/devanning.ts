import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Devanning Meaning',
    description:
      'Devanning explained: unloading cargo from a shipping container, where and by whom it is done, how long it takes, safety checks and how damage is recorded.',
    keywords:
      'devanning, container unloading, stripping, unstuffing, devan, CFS devanning, floor-loaded container, live unload',
  },
  data: {
    titleH1: 'Devanning',
    breadcrumb: 'Devanning',
    titleH2: 'What is devanning?',
    url: 'devanning',
    headParagraphs: [
      [
        { strong: 'Devanning' },
        ' is the unloading of cargo from a shipping container or trailer. It is also called stripping or unstuffing, and it is the reverse of vanning (stuffing), when the container is loaded at origin. The term comes from "van", a long-standing US word for a container or enclosed trailer.',
      ],
      "Devanning happens either at the consignee's own dock, when a full container is delivered, or at a container freight station or transload warehouse, where the cargo is split into smaller deliveries.",
    ],
    content: [
      {
        title: 'Where and by whom',
        paragraphs: [
          [
            'For an FCL shipment, the consignee usually devans at its own premises, either as a live unload, with the truck and driver waiting, or as a drop, where the container is left on its chassis and collected empty later. For LCL cargo, the consolidator devans the container at a ',
            { link: 'freight-dictionary/container-freight-station', text: 'container freight station' },
            ' and each consignee collects its own lots. Near ports, transload warehouses devan ocean containers and reload the goods into domestic trailers.',
          ],
          [
            "The labor can come from the consignee's staff, from the warehouse, or from contracted unloading crews; in US grocery and retail distribution centers this is often done by ",
            { link: 'freight-dictionary/lumper-services', text: 'lumper services' },
            ' billed per load.',
          ],
        ],
      },
      {
        title: 'Step by step',
        paragraphs: [],
        list: {
          title: 'A careful devanning sequence',
          items: [
            'Check that the seal number matches the bill of lading and the seal is intact; photograph it before cutting.',
            'Inspect the container exterior for holes or damage and note them on the delivery receipt.',
            'If the cargo may have been fumigated, check for warning labels and measure gas before entering.',
            'Open the doors slowly, one at a time, in case cargo has shifted against them.',
            'Unload, count and check cargo against the packing list; record shortages, overages and damage.',
            'Sweep the container, remove dunnage and labels as the carrier requires, and return it empty on time.',
          ],
        },
      },
      {
        title: 'How long it takes and what it costs',
        paragraphs: [
          'Palletized cargo in a 40-foot container can often be unloaded with a forklift in under an hour. Floor-loaded cartons take much longer: a 40-foot high-cube holding around 1,500 to 2,000 loose cartons commonly needs a crew of two or three for three to five hours, depending on carton weight and sorting. Warehouses price devanning per container, with higher rates for floor loads, heavy cartons or many SKUs that must be sorted.',
          [
            'Slow devanning costs more than labor. Drivers waiting for a live unload charge waiting time after the free period, and a container kept too long triggers ',
            { link: 'freight-dictionary/detention', text: 'detention' },
            '.',
          ],
        ],
        summary: 'Palletizing at origin costs some cube but can save hours at destination.',
      },
      {
        title: 'Damage and claims',
        paragraphs: [
          'Devanning is the moment when loss or damage is discovered, so the record made then decides any cargo claim. Note exceptions on the delivery receipt before signing, photograph damaged cargo in place before moving it, keep damaged packaging, and notify the carrier and insurer in writing promptly. Under most carriage regimes, notice of non-apparent damage must be given within a few days of delivery, so the consignee should not leave a container unopened for weeks.',
        ],
      },
    ],
    relatedTerms: [
      { url: 'container-freight-station', name: 'Container Freight Station' },
      { url: 'transloading', name: 'Transloading' },
      { url: 'lumper-services', name: 'Lumper Services' },
      { url: 'dunnage', name: 'Dunnage' },
      { url: '', name: 'Stuffing (Vanning)' },
    ],
  },
};

export default term;
