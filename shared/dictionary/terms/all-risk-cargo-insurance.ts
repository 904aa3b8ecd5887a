import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is All-Risk Cargo Insurance Meaning',
    description:
      'All-risk cargo insurance explained: Institute Cargo Clauses (A), what is covered and excluded, how the premium is worked out, and its role under CIP.',
    keywords:
      'all risk cargo insurance, all risks, Institute Cargo Clauses A, ICC A, marine cargo insurance, CIP insurance, cargo policy exclusions',
  },
  data: {
    titleH1: 'All-Risk Cargo Insurance',
    breadcrumb: 'All-Risk Cargo Insurance',
    titleH2: 'What is all-risk cargo insurance?',
    url: 'all-risk-cargo-insurance',
    headParagraphs: [
      [
        { strong: 'All-risk cargo insurance' },
        ' is the widest standard form of ',
        { link: 'freight-dictionary/cargo-insurance', text: 'cargo insurance' },
        '. Instead of listing the events it covers, it covers any external cause of physical loss of or damage to the goods during transit, and then lists what it excludes. In the international market the usual wording is the Institute Cargo Clauses (A), known as ICC (A).',
      ],
      [
        '"All risks" does not mean everything. The exclusions are long and matter in practice, and the insured still has to show that the loss happened during the insured transit.',
      ],
    ],
    content: [
      {
        title: 'ICC (A) compared with (B) and (C)',
        paragraphs: [
          'The Institute Cargo Clauses, drafted in the London market and last revised in 2009, come in three levels. Clauses (B) and (C) are named-perils covers: the claimant must prove that one of the listed events caused the loss. Clause (A) reverses the logic, which gives the insured a much easier claim.',
        ],
        list: {
          title: 'The three levels in brief',
          items: [
            'ICC (C): major casualties such as fire or explosion, the vessel sinking, stranding or colliding, overturning of a land conveyance, jettison and general average.',
            'ICC (B): everything in (C) plus, for example, earthquake or lightning, washing overboard, entry of sea or river water, and total loss of a package dropped during loading or unloading.',
            'ICC (A): all risks of loss or damage, subject to the exclusions; theft, pilferage, rough handling and rain damage are covered under (A) but not under (B) or (C) unless added.',
          ],
        },
      },
      {
        title: 'What all-risk cover excludes',
        paragraphs: [
          'Even under ICC (A) the standard exclusions include: wilful misconduct of the insured; ordinary leakage, loss in weight or volume and wear and tear; insufficient or unsuitable packing; inherent vice (the nature of the goods, such as fruit ripening or steel rusting from its own moisture); delay, even if caused by an insured peril; insolvency or financial default of the owners or operators of the vessel; and nuclear risks. War and strikes are excluded from the main clauses and are added through the separate Institute War Clauses and Institute Strikes Clauses, normally at small extra cost.',
        ],
        summary: [
          { strong: 'Packing is the most common reason a claim is refused' },
          ': goods must be packed to survive the normal course of the transit.',
        ],
      },
      {
        title: 'Insured value and premium',
        paragraphs: [
          "Cargo is usually insured for its CIF or CIP value plus 10%, to cover the buyer's expected margin and costs. The premium is the insured value multiplied by a rate that depends on the commodity, packing, route, mode and claims history.",
          'Example: a consignment of laptops worth USD 48,000 with USD 2,000 of freight has a CIF value of USD 50,000. Insured at 110%, the sum insured is USD 55,000. At an illustrative rate of 0.25%, the premium is USD 137.50. High-theft or fragile goods can cost several times that rate and may carry a deductible.',
        ],
      },
      {
        title: 'All-risk cover and Incoterms 2020',
        paragraphs: [
          [
            'Only two ',
            { link: 'freight-dictionary/incoterms', text: 'Incoterms 2020' },
            ' rules oblige the seller to insure. Under CIF (Cost, Insurance and Freight) the seller must buy at least ICC (C) cover. Under CIP (',
            {
              link: 'freight-dictionary/carriage-paid',
              text: 'Carriage and Insurance Paid To',
            },
            ') the 2020 edition raised the minimum to ICC (A) level. In both cases the minimum amount is 110% of the contract price, unless the parties agree otherwise. A buyer under CIF who wants all-risk cover should say so in the sales contract or buy it separately.',
          ],
        ],
      },
      {
        title: 'Making a claim',
        paragraphs: [
          "Note any visible damage on the delivery receipt, photograph it, and notify the insurer or its local claims agent at once so a survey can be arranged. Keep the damaged goods and packing until the surveyor releases them. Send a written claim to the carrier within its notice period to protect the insurer's recovery rights; under the Hague-Visby Rules, for example, suit against the ocean carrier must be brought within one year of delivery. Then submit the policy or certificate, invoice, packing list, transport document, survey report and the correspondence with the carrier.",
        ],
      },
    ],
    relatedTerms: [
      { url: 'cargo-insurance', name: 'Cargo Insurance' },
      { url: 'marine-insurance', name: 'Marine Insurance' },
      { url: 'carriage-paid', name: 'Carriage Paid To (CPT)' },
      { url: 'incoterms', name: 'Incoterms' },
      { url: '', name: 'General average' },
    ],
  },
};

export default term;
