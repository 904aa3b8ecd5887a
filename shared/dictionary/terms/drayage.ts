import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Drayage Meaning',
    description:
      'Drayage explained: short-distance trucking of containers to and from ports and rail ramps, what it costs, common accessorial charges and how to avoid delays.',
    keywords:
      'drayage, container drayage, port drayage, dray, chassis, pre-pull, drayage rates, intermodal drayage, container trucking',
  },
  data: {
    titleH1: 'Drayage',
    breadcrumb: 'Drayage',
    titleH2: 'What is drayage?',
    url: 'drayage',
    headParagraphs: [
      [
        { strong: 'Drayage' },
        ' is the short-distance trucking of shipping containers between a port or rail terminal and a nearby warehouse, distribution center, rail ramp or another terminal. It is the first or last leg of most container journeys. Port moves are often under 50 miles, though regional moves of a few hundred miles that a driver can complete in a day are also called drayage.',
      ],
      [
        'A drayage truck pulls the ocean container on a chassis, a wheeled frame built to carry it. Drayage is a key link in ',
        { link: 'freight-dictionary/intermodal-transportation', text: 'intermodal transportation' },
        ', because the container must be moved between ship, rail and road without its cargo being handled.',
      ],
    ],
    content: [
      {
        title: 'Types of drayage moves',
        paragraphs: [],
        list: {
          title: 'Common moves',
          items: [
            'Port to door: picking up an import container at the terminal and delivering it to the consignee.',
            'Door to port: delivering an export container to the terminal before cut-off.',
            'Port to rail (cross-town): moving a container between a marine terminal and an off-dock rail ramp.',
            'Port to transload or cross-dock facility, where the cargo is moved into domestic trailers.',
            "Pre-pull: collecting a container early and storing it in the trucker's yard to avoid demurrage or terminal congestion.",
          ],
        },
      },
      {
        title: 'How drayage is priced',
        paragraphs: [
          'Drayage is usually quoted per container as a flat base rate for a given port and delivery zone, plus a fuel surcharge and accessorial charges. Rates vary greatly by port, distance, season and congestion, so each quote should list what is included.',
        ],
        list: {
          title: 'Frequent accessorial charges',
          items: [
            'Chassis rental, charged per day',
            'Waiting time after the free period at the terminal or the customer, often one to two hours',
            'Pre-pull and yard storage',
            'Overweight or tri-axle chassis for heavy containers',
            'Hazardous cargo, reefer power and genset fees',
            'Port and terminal fees passed through at cost',
          ],
        },
      },
      {
        title: 'Worked example',
        paragraphs: [
          [
            'An importer in Ontario, California, receives a 40-foot container from the Port of Long Beach, about 60 miles away. The quote is US$650 base, a 20% fuel surcharge and a chassis at US$40 a day (illustrative figures). The driver waits three hours at the terminal, and the container stays on the chassis for two days for a drop-and-pick unload. The bill is US$650 + US$130 fuel + US$80 chassis, plus waiting time beyond the free period, and any ',
            { link: 'freight-dictionary/detention', text: 'detention' },
            ' if the empty goes back late.',
          ],
        ],
        summary: 'The base rate is rarely the final cost; ask for the full accessorial schedule.',
      },
      {
        title: 'Who arranges it and what can go wrong',
        paragraphs: [
          [
            'Drayage is arranged either by the ocean carrier, as ',
            { link: 'freight-dictionary/carrier-haulage', text: 'carrier haulage' },
            ', or by the importer, exporter or their forwarder, as merchant haulage. In the United States, drivers entering port terminals need a TWIC card, and most terminals require an appointment to pick up or return containers.',
          ],
          [
            'Delays come from customs or freight holds, unpaid charges, no available chassis, missed appointments and full empty depots. Each day lost can add ',
            { link: 'freight-dictionary/demurrage', text: 'demurrage' },
            ' or detention, so forwarders check that the container is released and available before dispatching a truck.',
          ],
        ],
      },
    ],
    relatedTerms: [
      { url: 'intermodal-transportation', name: 'Intermodal Transportation' },
      { url: 'carrier-haulage', name: 'Carrier Haulage' },
      { url: 'demurrage', name: 'Demurrage' },
      { url: 'transloading', name: 'Transloading' },
      { url: '', name: 'Chassis' },
    ],
  },
};

export default term;
