import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Freight Forwarder Meaning',
    description:
      'A freight forwarder organizes shipments for shippers: booking carriers, documents, customs and insurance. Learn its role, licensing and agent vs carrier liability.',
    keywords:
      'freight forwarder, forwarding agent, freight forwarding, ocean freight forwarder, OTI, FMC license, FIATA, forwarder vs NVOCC',
  },
  data: {
    titleH1: 'Freight Forwarder',
    breadcrumb: 'Freight Forwarder',
    titleH2: 'What is a freight forwarder?',
    url: 'freight-forwarder',
    description: [
      'A ',
      { strong: 'freight forwarder' },
      " is a company that organizes the transport of goods on behalf of shippers: it books space with shipping lines, airlines, railways and truckers, prepares or collects the shipping documents, arranges customs clearance, cargo insurance, warehousing and consolidation, and tracks the shipment to delivery. A forwarder may act as an agent, arranging carriage in the client's name, or as a contracting carrier issuing its own transport document, as an ",
      { link: 'freight-dictionary/nvocc', text: 'NVOCC' },
      ' does at sea; its liability depends on which role it plays and on its trading conditions. In the United States, ocean freight forwarders are licensed by the Federal Maritime Commission (FMC) as ocean transportation intermediaries. Internationally, national associations belong to FIATA, whose model documents, such as the FIATA bill of lading, are widely used.',
    ],
    content: [],
    relatedTerms: [
      { url: 'nvocc', name: 'NVOCC' },
      { url: 'freight-broker', name: 'Freight Broker' },
      { url: 'customs-broker', name: 'Customs Broker' },
      { url: 'house-bill-of-lading', name: 'House Bill of Lading (HBL)' },
      { url: 'third-party-logistics', name: 'Third-Party Logistics' },
    ],
  },
};

export default term;
