import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Estimated Time of Arrival (ETA) Meaning',
    description:
      'Estimated time of arrival (ETA): the date and time a vessel, flight, truck or shipment is expected to arrive, how it changes and how to plan around it.',
    keywords:
      'estimated time of arrival, ETA, ETA shipping, vessel ETA, ETD, ATA, arrival notice, shipment tracking',
  },
  data: {
    titleH1: 'Estimated Time of Arrival (ETA)',
    breadcrumb: 'Estimated Time of Arrival (ETA)',
    titleH2: 'What does ETA mean in shipping?',
    url: 'estimated-time-of-arrival',
    description: [
      'The ',
      { strong: 'estimated time of arrival (ETA)' },
      ' is the date and time at which a vessel, aircraft, truck or shipment is expected to reach a port, terminal or delivery point. Carriers update it as the journey progresses, so an ETA given at booking can move by days because of weather, port congestion, blank sailings or transshipment delays. It is paired with the estimated time of departure (ETD), and once the event happens it becomes the actual time of arrival (ATA). Importers use the ETA to file customs data, book ',
      { link: 'freight-dictionary/drayage', text: 'drayage' },
      ' and plan free time; follow updates through ',
      { link: 'freight-dictionary/shipment-tracking', text: 'shipment tracking' },
      ' rather than the original schedule.',
    ],
    content: [],
    relatedTerms: [
      { url: 'transit-time', name: 'Transit Time' },
      { url: 'shipment-tracking', name: 'Shipment Tracking' },
      { url: 'blank-sailing', name: 'Blank Sailing' },
      { url: 'transshipment', name: 'Transshipment' },
    ],
  },
};

export default term;
