import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is House Bill of Lading (HBL) Meaning',
    description:
      'A house bill of lading (HBL) is the B/L an NVOCC or forwarder issues to the shipper. Learn how it differs from the master B/L and when each is used.',
    keywords:
      'house bill of lading, HBL, house B/L, master bill of lading, MBL, NVOCC bill of lading, forwarder bill of lading, FCR',
  },
  data: {
    titleH1: 'House Bill of Lading (HBL)',
    breadcrumb: 'House Bill of Lading (HBL)',
    titleH2: 'What is a house bill of lading?',
    url: 'house-bill-of-lading',
    description: [
      'A ',
      { strong: 'house bill of lading (HBL)' },
      ' is a bill of lading issued by an NVOCC or freight forwarder to the actual shipper, naming the real shipper and consignee. The forwarder in turn receives a ',
      { link: 'freight-dictionary/master-bill-of-lading', text: 'master bill of lading' },
      " (MBL) from the ocean carrier, on which it usually appears as shipper and its destination agent as consignee. In LCL shipments one master bill covers the container, while each shipper inside it holds its own house bill. The HBL is the document the shipper uses to obtain payment and the consignee uses to take delivery from the forwarder's agent; the NVOCC acts as carrier towards the shipper and is liable under the HBL's terms. Make sure the house and master bills are consistent in description, weight and container numbers, and that any letter of credit specifies whether a house bill is acceptable.",
    ],
    content: [],
    relatedTerms: [
      { url: 'master-bill-of-lading', name: 'Master Bill of Lading' },
      { url: 'bill-of-lading', name: 'Bill of Lading' },
      { url: 'nvocc', name: 'NVOCC' },
      { url: 'less-than-container-load', name: 'Less than Container Load (LCL)' },
    ],
  },
};

export default term;
