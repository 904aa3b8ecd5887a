import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Transshipment Meaning',
    description:
      'Transshipment explained: how cargo changes vessels at hub ports, how it shows on the bill of lading and letter of credit, customs rules and origin risks.',
    keywords:
      'transshipment, transhipment, T/S port, transshipment hub, feeder vessel, transshipment bill of lading, illegal transshipment',
  },
  data: {
    titleH1: 'Transshipment',
    breadcrumb: 'Transshipment',
    titleH2: 'What is transshipment?',
    url: 'transshipment',
    headParagraphs: [
      [
        { strong: 'Transshipment' },
        " (also spelled transhipment, abbreviated T/S) is the unloading of cargo from one vessel or aircraft and its reloading onto another at an intermediate port or airport, on the way to the final destination. The cargo travels under a single transport contract; the change of ship happens within the carrier's network.",
      ],
      'Most container trade outside the largest port pairs involves at least one transshipment, because carriers run big mainline ships between hub ports and smaller feeder ships between hubs and regional ports.',
    ],
    content: [
      {
        title: 'How hub-and-spoke shipping works',
        paragraphs: [
          "A container from a port that large ships do not call at is first carried by a feeder vessel to a hub, discharged into the terminal's yard and later loaded onto a mainline vessel, or the other way round at destination. Major transshipment hubs include Singapore, Tanjung Pelepas, Colombo, Port Klang, Busan, Jebel Ali, Algeciras and Tanger Med, where a large share of all boxes handled never leave the port by land.",
          'Transshipment gives small ports access to global services and lets carriers fill large ships. The price is time and risk: each extra call adds dwell time in the hub yard, another two crane moves, and a chance that the box misses its connection and waits for the next vessel.',
        ],
      },
      {
        title: 'Example',
        paragraphs: [
          [
            'A garment exporter in Chittagong books a 40-foot high-cube to Hamburg. Chittagong cannot take large mainline vessels, so the box sails on a feeder to Colombo or Singapore, where it is transshipped onto an Asia–North Europe service. The ',
            { link: 'freight-dictionary/bill-of-lading', text: 'bill of lading' },
            ' shows Chittagong as port of loading and Hamburg as port of discharge; the hub may be named as the port of transshipment or not shown at all. If the feeder arrives late and the box is rolled at the hub, the ',
            { link: 'freight-dictionary/transit-time', text: 'transit time' },
            ' can grow by a week or more.',
          ],
        ],
      },
      {
        title: 'Documents and letters of credit',
        paragraphs: [
          'A through bill of lading or air waybill covers the whole voyage, so the shipper and consignee usually see only one contract and one carrier liable for the whole carriage. Tracking events show the discharge and reloading at the hub.',
          'Buyers sometimes write "transshipment prohibited" into a letter of credit. Under the ICC\'s UCP 600 (article 20), a bill of lading that shows transshipment will or may take place is still acceptable, even when the credit prohibits it, if the goods are shipped in a container, trailer or LASH barge as evidenced by the bill, provided one bill covers the entire carriage. For breakbulk cargo, a prohibition does bite, so the terms must match the routing the carrier actually uses.',
        ],
        summary: 'Check the real routing before agreeing L/C terms that restrict transshipment.',
      },
      {
        title: 'Customs treatment and origin',
        paragraphs: [
          'Cargo in transshipment is not imported into the hub country: it stays under customs control in the port, usually with a transshipment or transit declaration made by the carrier or its agent. Some hubs restrict or require permits for certain goods, such as dangerous goods, arms, waste or sanctioned cargo.',
          [
            'Transshipment does not change the country of origin. Routing goods through a third country and relabeling them to avoid duties, quotas or ',
            { link: 'freight-dictionary/anti-dumping-duty', text: 'anti-dumping duties' },
            ' is illegal transshipment, a form of origin fraud that customs agencies such as CBP investigate and penalize, and it can also trigger anti-circumvention findings against whole product flows.',
          ],
        ],
      },
      {
        title: 'Transshipment versus transloading',
        paragraphs: [
          [
            'Transshipment moves the same container from one vessel to another. ',
            { link: 'freight-dictionary/transloading', text: 'Transloading' },
            ' moves the goods out of one piece of equipment into another, usually with a change of mode, such as from an ocean container into a road trailer. Direct services avoid both, at a price; shippers with time-critical cargo should ask their forwarder whether a direct call exists and compare its rate and reliability with the transshipment option.',
          ],
        ],
      },
    ],
    relatedTerms: [
      { url: 'transit-time', name: 'Transit Time' },
      { url: 'transloading', name: 'Transloading' },
      { url: 'bill-of-lading', name: 'Bill of Lading' },
      { url: 'ocean-freight', name: 'Ocean Freight' },
      { url: '', name: 'Feeder vessel' },
    ],
  },
};

export default term;
