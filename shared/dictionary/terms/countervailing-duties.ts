import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Countervailing Duties Meaning',
    description:
      'Countervailing duties explained: how anti-subsidy duties are set, who pays them at import, how cash deposits are calculated and how importers avoid surprises.',
    keywords:
      'countervailing duties, CVD, anti-subsidy duty, WTO SCM Agreement, AD/CVD, cash deposit, CBP, import duties, trade remedies',
  },
  data: {
    titleH1: 'Countervailing Duties',
    breadcrumb: 'Countervailing Duties',
    titleH2: 'What are countervailing duties?',
    url: 'countervailing-duties',
    headParagraphs: [
      [
        { strong: 'Countervailing duties (CVD)' },
        ' are extra import duties that a country imposes on goods whose production or export has been subsidized by a foreign government. Their purpose is to cancel out the price advantage the subsidy gives, so that the domestic industry of the importing country competes on a level footing.',
      ],
      [
        'They are a trade remedy, like an ',
        { link: 'freight-dictionary/anti-dumping-duty', text: 'anti-dumping duty' },
        ', but the target differs: anti-dumping duty answers unfair pricing by the exporter, while a countervailing duty answers a financial contribution by a government, such as grants, tax breaks, cheap loans or inputs sold below market price. The same product is often hit by both at once, which is why traders speak of AD/CVD cases.',
      ],
    ],
    content: [
      {
        title: 'The legal basis',
        paragraphs: [
          'Countervailing duties are governed internationally by the WTO Agreement on Subsidies and Countervailing Measures (the SCM Agreement). It allows a member to impose a duty only after an investigation shows three things: a specific subsidy exists, the domestic industry suffers or is threatened with material injury, and there is a causal link between the two. If the subsidy is de minimis (below 1% ad valorem for most countries) the investigation must be closed.',
          'In the United States the Department of Commerce (International Trade Administration) calculates the subsidy rate, the US International Trade Commission decides on injury, and CBP collects the duty at entry. In the European Union the European Commission runs anti-subsidy investigations and imposes the duties by regulation. Other countries have their own trade-remedy authorities.',
        ],
      },
      {
        title: 'How the duty is applied at import',
        paragraphs: [
          'A CVD order covers a precisely described product from a named country. Rates are usually ad valorem and can be specific to each exporter: cooperating companies get their own rate, while all others pay an "all others" rate, which can be far higher. The duty is paid in addition to the normal customs tariff and any anti-dumping duty.',
          [
            'The ',
            { link: 'freight-dictionary/importer-of-record', text: 'importer of record' },
            ' is liable. In the US the system is retrospective: at entry the importer pays a cash deposit at the current rate, and the final amount is fixed later, often through an administrative review. If the final rate is higher, the importer owes the difference plus interest, sometimes years after the goods were sold; if it is lower, the excess deposit is refunded with interest.',
          ],
        ],
      },
      {
        title: 'Worked example',
        paragraphs: [
          "A US importer brings in a 40-foot container of aluminum extrusions from a country subject to both an anti-dumping and a countervailing duty order. The entered value is US$120,000. The normal duty rate is 5%, the exporter's CVD cash deposit rate is 14.2% and its AD rate is 32.8% (illustrative figures; the real rates are published in each order and change with every review).",
        ],
        list: {
          title: 'Duty payable at entry',
          items: [
            'Normal duty: 5% × US$120,000 = US$6,000',
            'CVD cash deposit: 14.2% × US$120,000 = US$17,040',
            'AD cash deposit: 32.8% × US$120,000 = US$39,360',
            'Total deposits and duty: US$62,400, more than half the value of the goods',
          ],
        },
        summary: 'Check AD/CVD exposure before quoting a landed cost, not after the container arrives.',
      },
      {
        title: 'Common mistakes and how to avoid them',
        paragraphs: [
          'Trade-remedy duties catch importers who assume the normal tariff is the whole cost. The scope of an order is defined by the product description, not only by the HS code, so a code that looks duty-free can still be covered. Transshipping goods through a third country or describing them as something else to escape an order is evasion; CBP can investigate it under the Enforce and Protect Act and it carries heavy penalties.',
        ],
        list: {
          title: 'Good practice',
          items: [
            'Search the current orders for the product and country of origin before signing a purchase contract.',
            'Ask the supplier which producer actually made the goods, since rates are often producer-specific.',
            [
              'Brief your ',
              { link: 'freight-dictionary/customs-broker', text: 'customs broker' },
              ' early and budget for a possible increase at review.',
            ],
            'Keep mill certificates and origin evidence to prove the country of origin if questioned.',
          ],
        },
      },
    ],
    relatedTerms: [
      { url: 'anti-dumping-duty', name: 'Anti-Dumping Duty' },
      { url: 'tariff', name: 'Tariff' },
      { url: 'importer-of-record', name: 'Importer of Record' },
      { url: 'customs-clearance', name: 'Customs Clearance' },
      { url: '', name: 'WTO SCM Agreement' },
    ],
  },
};

export default term;
