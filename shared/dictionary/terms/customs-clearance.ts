import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Customs Clearance Meaning',
    description:
      'Customs clearance explained: the steps, documents, classification, valuation and duty calculation for import and export, with a worked EU example.',
    keywords:
      'customs clearance, import clearance, export clearance, customs declaration, HS code, customs value, import duty, import VAT, release',
  },
  data: {
    titleH1: 'Customs Clearance',
    breadcrumb: 'Customs Clearance',
    titleH2: 'What is customs clearance?',
    url: 'customs-clearance',
    headParagraphs: [
      [
        { strong: 'Customs clearance' },
        ' is the process of getting goods released by the customs authority so that they can enter a country (import clearance) or leave it (export clearance). It involves declaring the goods, showing that they meet all legal requirements, paying any duties and taxes, and obtaining release.',
      ],
      [
        "Clearance is usually carried out by the importer's or exporter's ",
        { link: 'freight-dictionary/customs-broker', text: 'customs broker' },
        ' or forwarder, but the legal responsibility stays with the declarant or the ',
        {
          link: 'freight-dictionary/importer-of-record',
          text: 'importer of record',
        },
        '. Until goods are cleared, they remain under customs control at the port, airport, bonded warehouse or container freight station.',
      ],
    ],
    content: [
      {
        title: 'The steps of import clearance',
        paragraphs: ['Procedures differ by country, but the sequence is broadly the same everywhere:'],
        list: {
          title: 'Steps',
          items: [
            'Advance cargo information: the carrier reports the cargo before loading or arrival (for example AMS in the U.S. or ICS2 in the EU).',
            'Declaration: the broker files the import declaration electronically with classification, value, origin and the supporting documents.',
            'Risk assessment: customs systems decide whether to release the goods directly, review documents, or order a physical or X-ray examination.',
            'Payment: duties, import VAT or sales tax and fees are paid or secured by a guarantee or deferment account.',
            'Release: customs authorizes delivery, and the carrier or terminal hands over the goods once its own charges are paid.',
          ],
        },
      },
      {
        title: 'Documents usually required',
        paragraphs: [
          [
            'The core set is the ',
            {
              link: 'freight-dictionary/commercial-invoice',
              text: 'commercial invoice',
            },
            ', the packing list and the transport document (bill of lading or air waybill). Depending on the goods and the countries involved, customs may also need a ',
            {
              link: 'freight-dictionary/certificate-of-origin',
              text: 'certificate of origin',
            },
            ' or origin statement to claim a preferential rate, import licenses or permits, health or phytosanitary certificates, conformity certificates, and inspection reports.',
          ],
        ],
      },
      {
        title: 'Classification, value and origin',
        paragraphs: [
          [
            'Three questions decide how much is paid. Classification places the goods in the Harmonized System maintained by the WCO: six digits are common worldwide, and countries add digits for their own ',
            { link: 'freight-dictionary/tariff', text: 'tariff' },
            " (eight in the EU's Combined Nomenclature, ten in the U.S. HTS). Valuation follows the WTO Customs Valuation Agreement, normally using the transaction value, the price actually paid; the EU adds freight and insurance to the EU border, while the U.S. excludes international freight. Origin determines whether preferential rates under a trade agreement, or extra duties such as anti-dumping duties, apply.",
          ],
        ],
      },
      {
        title: 'Worked example: an import into Germany',
        paragraphs: [
          "A German company imports industrial valves from a non-EU supplier. Invoice value is EUR 46,000, and ocean freight and insurance to Hamburg cost EUR 4,000, so the customs value is EUR 50,000. At an illustrative duty rate of 4%, duty is EUR 2,000. Import VAT at Germany's standard rate of 19% is charged on the customs value plus duty (and certain delivery costs within the EU): 19% × 52,000 = EUR 9,880. A VAT-registered business can usually recover the import VAT, so the real cost of clearance is the duty plus the broker's fees, but the cash must still be paid or deferred at import.",
        ],
        summary: 'Duty is calculated on the customs value; import VAT is calculated on the value plus duty.',
      },
      {
        title: 'Export clearance',
        paragraphs: [
          'Exports also need a declaration in most countries, filed before the goods leave: in the EU an export declaration must be lodged and the goods confirmed as exited, and in the U.S. Electronic Export Information is filed in AESDirect/ACE for most shipments over USD 2,500 per Schedule B number, or where a license is required. Export clearance checks export controls, sanctions and licensing, and gives the exporter proof of export for VAT purposes.',
        ],
      },
      {
        title: 'Why clearance gets delayed',
        paragraphs: [
          'Most holds come from the paperwork, not from the goods: invoices with vague descriptions or missing values, classification errors, missing permits for regulated products, mismatches between the declaration and the manifest, and unpaid duties. Prepare documents before the goods arrive, let the broker file pre-arrival where the country allows it, and answer customs queries the same day. Each day of delay adds storage and demurrage charges at the port.',
        ],
      },
    ],
    relatedTerms: [
      { url: 'customs-broker', name: 'Customs Broker' },
      { url: 'importer-of-record', name: 'Importer of Record' },
      { url: 'port-of-entry', name: 'Port of Entry' },
      { url: 'commercial-invoice', name: 'Commercial Invoice' },
      { url: 'pre-shipment-inspection', name: 'Pre-Shipment Inspection' },
      { url: 'anti-dumping-duty', name: 'Anti-Dumping Duty' },
    ],
  },
};

export default term;
