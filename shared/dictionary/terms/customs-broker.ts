import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Customs Broker Meaning',
    description:
      'Customs broker explained: what a licensed broker does, how duties and fees are calculated, who stays liable, and how to work with a broker effectively.',
    keywords:
      'customs broker, customs agent, licensed customs broker, customs representative, customs entry, CBP broker license, duty calculation, power of attorney',
  },
  data: {
    titleH1: 'Customs Broker',
    breadcrumb: 'Customs Broker',
    titleH2: 'What does a customs broker do?',
    url: 'customs-broker',
    headParagraphs: [
      [
        'A ',
        { strong: 'customs broker' },
        ' (also called a customs agent or customs representative) is a person or company that prepares and submits customs declarations on behalf of importers and exporters, calculates and pays duties and taxes, and deals with customs authorities until the goods are released. In many countries, including the United States and Canada, brokers must be licensed by the customs authority.',
      ],
      [
        'Most importers use a broker because ',
        {
          link: 'freight-dictionary/customs-clearance',
          text: 'customs clearance',
        },
        ' requires specialist knowledge of tariff classification, valuation, origin rules and the requirements of other government agencies, and because filing is done through systems that are open only to approved users.',
      ],
    ],
    content: [
      {
        title: 'What a broker does',
        paragraphs: ["A broker's work on a typical import includes:"],
        list: {
          title: 'Core services',
          items: [
            'Classifying goods under the Harmonized System and the national tariff, and advising on duty rates and preferences.',
            'Checking the commercial invoice, packing list and transport document, and determining the customs value.',
            'Filing the entry or declaration electronically, together with filings for other agencies (food, health, agriculture, product safety).',
            "Paying duties, taxes and fees, often from the broker's own account or a deferment arrangement, and invoicing the importer.",
            'Handling examinations, holds, requests for information and post-entry corrections.',
          ],
        },
      },
      {
        title: 'Licensing and responsibility',
        paragraphs: [
          [
            "In the United States, customs brokers are licensed by CBP under 19 U.S.C. 1641 and the regulations in 19 CFR Part 111. Individuals must pass the Customs Broker License Exam, brokers must exercise responsible supervision and control over their customs business and now have a continuing education requirement. A broker acts under a power of attorney from the importer. In the European Union there is no EU-wide broker license; declarants act as customs representatives, either in direct representation (in the importer's name) or indirect representation (in their own name, sharing liability).",
          ],
          [
            {
              strong: "Using a broker does not transfer the importer's legal responsibility.",
            },
            ' The ',
            {
              link: 'freight-dictionary/importer-of-record',
              text: 'importer of record',
            },
            ' remains liable for correct classification, value, origin and payment of duties, and for any penalties, even when the broker made the error.',
          ],
        ],
      },
      {
        title: 'Worked example: a U.S. entry',
        paragraphs: [
          [
            'A retailer in Dallas imports kitchen appliances by sea with a transaction value of USD 40,000 (the price paid, excluding international freight and insurance, which the U.S. does not include in dutiable value). The broker classifies the goods at an illustrative duty rate of 3.9% in the ',
            { link: 'freight-dictionary/tariff', text: 'tariff' },
            " schedule. Duty: 40,000 × 3.9% = USD 1,560. Merchandise Processing Fee at 0.3464%: USD 138.56, within the minimum and maximum CBP adjusts each fiscal year. Harbor Maintenance Fee for ocean cargo at 0.125%: USD 50. The total paid to CBP is USD 1,748.56, plus the broker's own entry fee and any charges for extra agency filings.",
          ],
        ],
        summary: 'Duties and fees go to the government; the broker charges separately for its service.',
      },
      {
        title: 'Working well with a broker',
        paragraphs: [
          [
            'Send the broker a complete, accurate ',
            {
              link: 'freight-dictionary/commercial-invoice',
              text: 'commercial invoice',
            },
            ' and packing list before the goods arrive, with clear product descriptions, materials and uses, country of origin and the manufacturer. Agree on a classification for each recurring product and keep it on file; ask for binding rulings where the classification is uncertain. Tell the broker about related-party pricing, assists, royalties or later price adjustments, which affect customs value.',
          ],
        ],
      },
      {
        title: 'Common mistakes',
        paragraphs: [
          'Importers get into trouble when they treat the broker as a post box: sending vague invoices ("spare parts", "samples"), leaving the broker to guess classifications, ignoring the broker\'s queries, or not reviewing entries after release. Another frequent mistake is using a freight forwarder that is not licensed, or not set up, to file entries in the destination country. Review a sample of entries regularly and correct errors through the proper post-entry procedure before customs finds them.',
        ],
      },
    ],
    relatedTerms: [
      { url: 'customs-clearance', name: 'Customs Clearance' },
      { url: 'importer-of-record', name: 'Importer of Record' },
      { url: 'tariff', name: 'Tariff' },
      { url: 'port-of-entry', name: 'Port of Entry' },
      { url: 'bonded-carrier', name: 'Bonded Carrier' },
    ],
  },
};

export default term;
