import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Transloading Meaning',
    description:
      'Transloading explained: moving cargo from one mode or container to another, why importers transload ocean boxes into 53-foot trailers, costs and risks.',
    keywords:
      'transloading, transload, transload warehouse, ocean container to 53 foot trailer, rail to truck transfer, transloading vs cross-docking',
  },
  data: {
    titleH1: 'Transloading',
    breadcrumb: 'Transloading',
    titleH2: 'What is transloading?',
    url: 'transloading',
    headParagraphs: [
      [
        { strong: 'Transloading' },
        ' is the transfer of a shipment from one mode of transport or one piece of equipment to another on its way to the final destination: from an ocean container into a domestic truck trailer, from a rail hopper car into bulk tank trucks, or from a flatbed onto a railcar. The goods themselves travel on; only the vehicle or box changes.',
      ],
      [
        'It is a key tool in ',
        { link: 'freight-dictionary/intermodal-transportation', text: 'intermodal transportation' },
        ', where no single mode can cover the whole route economically, and in port gateways where importers want to release ocean equipment quickly.',
      ],
    ],
    content: [
      {
        title: 'How transloading works in practice',
        paragraphs: [
          [
            'For containerized imports, the usual sequence is: the container is discharged at the port, picked up by a ',
            { link: 'freight-dictionary/drayage', text: 'drayage' },
            ' carrier and delivered to a transload facility near the port; the facility unloads it (',
            { link: 'freight-dictionary/devanning', text: 'devanning' },
            "), counts and checks the cargo, sorts it by destination, loads it into domestic trailers and returns the empty container to the carrier's depot. The domestic trailers then run to distribution centers as truckload or intermodal shipments.",
          ],
          'Bulk transloading follows the same idea with different equipment: grain, plastic pellets, chemicals or lumber are moved between railcars and trucks using conveyors, pumps or forklifts, so that a site without a rail siding can still use rail for the long haul.',
        ],
      },
      {
        title: 'Why importers transload',
        paragraphs: [
          'In the United States a 53-foot domestic trailer holds considerably more volume than a 40-foot ocean container, so the rule of thumb used in the trade is that three 40-foot containers fit into two 53-foot trailers. That cuts the number of inland truckloads. Other reasons are just as important:',
        ],
        list: {
          title: 'Main benefits',
          items: [
            [
              'The ocean container is returned within free time, which avoids carrier ',
              { link: 'freight-dictionary/detention', text: 'detention' },
              ' charges on long inland moves.',
            ],
            'Deferred allocation: the importer can decide at the port which stores or regions receive which cartons, based on current sales.',
            'Access to domestic trucking and rail capacity, which is often cheaper per mile than moving ocean equipment inland.',
            'Mixing cargo from several containers into one trailer for a single customer.',
          ],
        },
      },
      {
        title: 'Costs and a worked example',
        paragraphs: [
          'Transload facilities usually charge per container handled, with surcharges for floor-loaded cartons (which take longer to unload than pallets), palletizing, labeling and storage beyond a set number of free days. Rates vary by port and labor market.',
          'Example: a furniture importer receives six 40-foot high-cube containers of floor-loaded cartons from Ningbo at the Port of Savannah, bound for warehouses in Ohio and Texas. Instead of draying each box inland and paying detention while it is away, the cartons are transloaded into four 53-foot dry vans the day after arrival: two to Ohio and two to Texas. The importer pays six drayage moves to the nearby facility, six handling fees and four long-haul truckloads, instead of six long-haul container moves with chassis rental and detention.',
        ],
        summary:
          'Transloading pays off when the saving on inland loads and equipment charges exceeds the handling fee and the extra touch.',
      },
      {
        title: 'Transloading, cross-docking and risks',
        paragraphs: [
          [
            'Transloading and ',
            { link: 'freight-dictionary/cross-docking', text: 'cross-docking' },
            ' overlap: both move goods from inbound to outbound vehicles with little or no storage. Transloading stresses the change of equipment or mode; cross-docking stresses fast sorting and consolidation, often within one mode.',
          ],
          'Every extra handling adds a chance of damage, shortage and mis-sorting, so the facility should tally against the packing list and record exceptions with photos before the ocean bill of lading is closed. Weight matters too: an ocean container loaded to its limit can be too heavy for one US trailer, which is normally limited to about 45,000 lb of cargo under the 80,000 lb federal gross vehicle limit. Imports still under customs control must be moved and handled in bond under CBP rules until they are cleared.',
        ],
      },
    ],
    relatedTerms: [
      { url: 'cross-docking', name: 'Cross-Docking' },
      { url: 'drayage', name: 'Drayage' },
      { url: 'devanning', name: 'Devanning' },
      { url: 'intermodal-transportation', name: 'Intermodal Transportation' },
      { url: 'truckload-shipping', name: 'Truckload Shipping' },
    ],
  },
};

export default term;
