import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Tariff Meaning',
    description:
      'Tariff meaning in trade and freight: customs duty schedules, HS codes, how import duty is calculated with examples, and published carrier freight tariffs.',
    keywords:
      'tariff, customs tariff, import duty, tariff classification, HS code, HTS, ad valorem duty, freight tariff, FMC tariff, duty calculation',
  },
  data: {
    titleH1: 'Tariff',
    breadcrumb: 'Tariff',
    titleH2: 'What is a tariff?',
    url: 'tariff',
    headParagraphs: [
      [
        'A ',
        { strong: 'tariff' },
        ' has two meanings in trade. Most often it is a customs duty charged on imported goods, or the official schedule (the customs tariff) that lists every product with its duty rate. In freight it also means a carrier’s published list of rates, charges and rules.',
      ],
      [
        'Customs tariffs are paid by the importer, usually through its ',
        { link: 'freight-dictionary/customs-broker', text: 'customs broker' },
        ', at the time of ',
        { link: 'freight-dictionary/customs-clearance', text: 'customs clearance' },
        '. They raise revenue and protect domestic industry, and they are a major part of the landed cost that buyers must estimate before ordering.',
      ],
    ],
    content: [
      {
        title: 'How a customs tariff is organized',
        paragraphs: [
          'Almost every country builds its tariff on the Harmonized System (HS), maintained by the World Customs Organization (WCO). The HS classifies goods in a 6-digit code that is the same worldwide; countries add digits for their own duty rates and statistics. The United States uses the 10-digit Harmonized Tariff Schedule (HTSUS); the European Union uses the 8-digit Combined Nomenclature, extended to 10 digits in its TARIC database. Classification follows the HS General Interpretative Rules, and a wrong code means a wrong duty rate.',
        ],
        list: {
          title: 'Types of duty rate',
          items: [
            [{ strong: 'Ad valorem' }, ': a percentage of the customs value, the most common form.'],
            [{ strong: 'Specific' }, ': a fixed amount per unit, such as per kilogram or per liter.'],
            [{ strong: 'Compound' }, ': an ad valorem rate plus a specific amount.'],
            [
              { strong: 'Preferential' },
              ': a reduced or zero rate under a free trade agreement, available only when the goods meet its rules of origin and the proof of origin is in order.',
            ],
          ],
        },
      },
      {
        title: 'How import duty is calculated',
        paragraphs: [
          'Duty = customs value × duty rate. What the customs value includes differs by country. The EU and most other countries value goods on a CIF basis (cost of goods plus international freight and insurance to the border); the United States uses the transaction value excluding international freight and insurance, close to an FOB value.',
          'Worked example, EU: a German importer buys goods with a CIF value of €50,000 at a 4% duty rate. Duty is €2,000. Import VAT at Germany’s standard 19% is charged on value plus duty: €52,000 × 19% = €9,880, usually recoverable by a VAT-registered business.',
          'Worked example, United States: goods with an FOB value of US$40,000 at 3.4% pay US$1,360 in duty, plus the merchandise processing fee (a percentage of value with an annual minimum and maximum) and, for ocean imports, the harbor maintenance fee of 0.125% of value (US$50).',
        ],
        summary:
          'Classification, origin and valuation decide the duty; get all three right before pricing a deal.',
      },
      {
        title: 'Additional duties and trade remedies',
        paragraphs: [
          [
            'On top of ordinary rates, governments impose ',
            { link: 'freight-dictionary/anti-dumping-duty', text: 'anti-dumping duties' },
            ' on goods sold below fair value, ',
            { link: 'freight-dictionary/countervailing-duties', text: 'countervailing duties' },
            ' against subsidies, safeguard duties against import surges, and retaliatory or national-security tariffs, such as the US Section 301 duties on many Chinese goods and Section 232 duties on steel and aluminum. These can exceed the normal rate many times over and change at short notice, so check the current measures for the exact product and origin.',
          ],
        ],
      },
      {
        title: 'Who pays: Incoterms and the importer of record',
        paragraphs: [
          [
            'The ',
            { link: 'freight-dictionary/importer-of-record', text: 'importer of record' },
            ' is legally liable for duty. Under Incoterms 2020, import duties fall on the buyer under every rule except DDP, where the seller pays them and must be able to act as importer in the destination country. An Incoterm allocates costs and risk only; it does not transfer ownership of the goods.',
          ],
        ],
      },
      {
        title: 'Freight tariffs',
        paragraphs: [
          'Carriers publish tariffs with base rates, surcharges, accessorial charges and the rules that apply to them (free time, demurrage and detention, minimum charges). In US ocean trades the Federal Maritime Commission requires vessel-operating carriers and NVOCCs to publish their tariffs and make them available to the public; NVOCCs may use negotiated rate arrangements or service arrangements instead of tariff rates for individual shippers. Airlines and truckers publish their own tariffs and general rules.',
        ],
        list: {
          title: 'Common mistakes',
          items: [
            'Relying on the supplier’s HS code without checking it against the importing country’s tariff.',
            'Claiming preferential rates without valid proof of origin, which leads to back-duty and penalties.',
            'Forgetting additional duties when quoting a landed price.',
          ],
        },
      },
    ],
    relatedTerms: [
      { url: 'anti-dumping-duty', name: 'Anti-Dumping Duty' },
      { url: 'countervailing-duties', name: 'Countervailing Duties' },
      { url: 'importer-of-record', name: 'Importer of Record' },
      { url: 'customs-broker', name: 'Customs Broker' },
      { url: 'incoterms', name: 'Incoterms' },
    ],
  },
};

export default term;
