import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Anti-Dumping Duty Meaning',
    description:
      'Anti-dumping duty explained: when it applies, how the dumping margin is calculated, who pays it and how importers avoid costly surprises.',
    keywords:
      'anti-dumping duty, ADD, dumping margin, AD/CVD, trade remedy, WTO anti-dumping agreement, import duty',
  },
  data: {
    titleH1: 'Anti-Dumping Duty',
    breadcrumb: 'Anti-Dumping Duty',
    titleH2: 'What is an anti-dumping duty?',
    url: 'anti-dumping-duty',
    headParagraphs: [
      [
        'An ',
        { strong: 'anti-dumping duty (ADD)' },
        " is an extra import duty imposed on a specific product from a specific country when that product is exported at a price below its normal value, usually the price in the exporter's home market, and the imports cause or threaten material injury to the industry in the importing country.",
      ],
      [
        'It is a trade remedy, charged on top of the ordinary ',
        { link: 'freight-dictionary/tariff', text: 'customs tariff' },
        ' rate. Rates can be modest or several hundred percent, and they can differ from one exporting company to another, so an anti-dumping order can change the landed cost of a product overnight.',
      ],
    ],
    content: [
      {
        title: 'The legal framework',
        paragraphs: [
          'Anti-dumping measures rest on Article VI of the GATT 1994 and the WTO Anti-Dumping Agreement, which set the conditions every WTO member must respect: proof of dumping, proof of injury, and a causal link between them. Each country applies these rules through its own authorities.',
          'In the United States the Department of Commerce determines whether dumping occurs and calculates the margin, the US International Trade Commission decides whether the domestic industry is injured, and CBP collects the duties at entry. In the European Union the European Commission runs the investigation and imposes the measures. Measures normally last five years and can be extended after an expiry (sunset) review.',
        ],
      },
      {
        title: 'How the dumping margin is calculated',
        paragraphs: [
          'The dumping margin is the difference between the normal value and the export price, usually expressed as a percentage of the export price (in the EU, of the CIF price at the EU border). Both prices are adjusted to a comparable basis, typically ex-works, by removing freight, packing and selling costs.',
          "Example: a steel fitting sells for USD 100 in the exporter's home market and is exported for USD 80. The margin is (100 − 80) ÷ 80 = 25%. If an importer brings in a consignment with an entered value of USD 60,000, an anti-dumping duty of 25% adds USD 15,000, on top of the normal duty and any countervailing duty.",
        ],
        summary:
          'The duty usually equals the dumping margin; the EU may apply a lower rate if that is enough to remove the injury (the lesser duty rule).',
      },
      {
        title: 'Who pays and when',
        paragraphs: [
          [
            'The duty is paid by the ',
            {
              link: 'freight-dictionary/importer-of-record',
              text: 'importer of record',
            },
            ', not by the foreign exporter. In the US the importer pays a cash deposit at entry at the rate in force, but the final amount is set later in an administrative review: if the reviewed margin is higher, the importer receives a bill for the difference with interest (or a refund if it is lower), sometimes years after the goods were sold. In the EU the definitive duty is generally collected at import.',
          ],
          'This retrospective risk is why importers of goods under anti-dumping orders often ask suppliers for price adjustment clauses or hold reserves.',
        ],
      },
      {
        title: 'Practical checks before you ship',
        paragraphs: [
          [
            'A ',
            {
              link: 'freight-dictionary/customs-broker',
              text: 'customs broker',
            },
            ' will flag known orders, but the importer carries the liability. Useful checks:',
          ],
        ],
        list: {
          title: 'Checklist',
          items: [
            "Compare the product's tariff classification and description with the scope wording of current orders; scope follows the product description, not only the HS code.",
            'Confirm the manufacturer, not only the seller: rates are often specific to named producers, with a higher all-others rate.',
            'Check origin carefully; a certificate of origin from a third country does not help if the goods were only repacked or lightly processed there.',
            'Watch for new investigations in your product line; provisional duties can apply within months of initiation.',
          ],
        },
      },
      {
        title: 'Common mistakes and evasion risks',
        paragraphs: [
          [
            'The most serious mistake is accepting a routing that hides the true origin. Transshipping goods through a third country or declaring them under a different description to escape an order is evasion. In the US it can be investigated under the Enforce and Protect Act, and the EU runs anti-circumvention investigations that extend duties to the routing country. Penalties, back duties and seizure fall on the importer, even if a supplier proposed the scheme.',
          ],
          'A second frequent mistake is quoting a landed cost without checking for an order at all, which turns a profitable deal into a loss when the duty appears at clearance.',
        ],
      },
    ],
    relatedTerms: [
      { url: 'countervailing-duties', name: 'Countervailing Duties' },
      { url: 'tariff', name: 'Tariff' },
      { url: 'importer-of-record', name: 'Importer of Record' },
      { url: 'customs-clearance', name: 'Customs Clearance' },
      { url: 'certificate-of-origin', name: 'Certificate of Origin' },
    ],
  },
};

export default term;
