import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Dangerous Goods Declaration Meaning',
    description:
      "Dangerous goods declaration (DGD): the shipper's signed statement that hazardous cargo is classified, packed, marked and labeled under IMDG or IATA rules.",
    keywords:
      "dangerous goods declaration, DGD, shipper's declaration for dangerous goods, IMDG Code, IATA DGR, hazardous cargo, UN number",
  },
  data: {
    titleH1: 'Dangerous Goods Declaration',
    breadcrumb: 'Dangerous Goods Declaration',
    titleH2: 'What is a dangerous goods declaration?',
    url: 'dangerous-goods-declaration',
    description: [
      'A ',
      { strong: 'dangerous goods declaration (DGD)' },
      " is the shipper's signed statement that ",
      { link: 'freight-dictionary/hazardous-materials', text: 'hazardous cargo' },
      " has been correctly classified, packed, marked, labeled and documented. For sea transport its content is set by the IMO's IMDG Code; for air, the IATA Dangerous Goods Regulations require a Shipper's Declaration for Dangerous Goods. It lists each item's UN number, proper shipping name, hazard class, packing group, quantity and type of packaging, plus an emergency contact. The shipper remains legally responsible for its accuracy, even when a forwarder prepares it. Undeclared or misdeclared dangerous goods cause fires on ships and aircraft and carry heavy penalties.",
    ],
    content: [],
    relatedTerms: [
      { url: 'hazardous-materials', name: 'Hazardous Materials' },
      { url: 'bill-of-lading', name: 'Bill of Lading' },
      { url: 'air-waybill', name: 'Air Waybill' },
      { url: '', name: 'IMDG Code' },
    ],
  },
};

export default term;
