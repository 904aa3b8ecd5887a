import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Cargo Insurance Meaning',
    description:
      'Cargo insurance explained: why carrier liability is not enough, types of cover and policy, who buys it under Incoterms 2020, premiums and claims.',
    keywords:
      'cargo insurance, freight insurance, marine cargo insurance, open cover, insured value, carrier liability, Institute Cargo Clauses, general average',
  },
  data: {
    titleH1: 'Cargo Insurance',
    breadcrumb: 'Cargo Insurance',
    titleH2: 'What is cargo insurance?',
    url: 'cargo-insurance',
    headParagraphs: [
      [
        { strong: 'Cargo insurance' },
        ' protects the owner of goods, or whoever bears the risk of them, against physical loss or damage while they are being transported by sea, air, road or rail, including related storage and handling. Although it grew out of ',
        {
          link: 'freight-dictionary/marine-insurance',
          text: 'marine insurance',
        },
        ', a modern cargo policy normally covers the whole door-to-door journey across all modes.',
      ],
      "It is a separate product from the carrier's liability and from credit-risk cover: it pays for the goods, not for unpaid invoices or for the carrier's own exposure.",
    ],
    content: [
      {
        title: 'Why carrier liability is not enough',
        paragraphs: [
          'Carriers are liable only when they are at fault, can rely on many defenses (such as perils of the sea or nautical fault under the Hague-Visby Rules), and their liability is capped by convention. Typical limits:',
        ],
        list: {
          title: 'Carrier liability limits',
          items: [
            'Sea (Hague-Visby Rules): 666.67 SDR per package or 2 SDR per kilogram, whichever is higher; in the U.S. under COGSA, USD 500 per package.',
            'Air (Montreal Convention): 26 SDR per kilogram since December 2024.',
            'Road in Europe (CMR Convention): 8.33 SDR per kilogram.',
          ],
        },
        summary: [
          'A 20 kg carton of smartphones worth USD 15,000 would yield well under USD 1,000 from the carrier under any of these limits. ',
          {
            strong: 'Insurance, not carrier liability, is what restores the value of the goods.',
          },
        ],
      },
      {
        title: 'Types of cover and policy',
        paragraphs: [
          [
            'Cover is usually written on the Institute Cargo Clauses: ',
            {
              link: 'freight-dictionary/all-risk-cargo-insurance',
              text: 'all-risk cover',
            },
            ' under clauses (A), or the narrower named-perils clauses (B) and (C), with war and strikes cover added separately. Shippers with regular volumes buy an open cover (open policy), which insures every shipment automatically within agreed limits and is declared monthly or per shipment. Occasional shippers buy a single-shipment policy. Forwarders often offer insurance under their own open cover and issue a certificate for each shipment.',
          ],
        ],
      },
      {
        title: 'Who buys it: Incoterms 2020',
        paragraphs: [
          [
            'Under ',
            { link: 'freight-dictionary/incoterms', text: 'Incoterms 2020' },
            " only CIF and CIP oblige the seller to insure for the buyer's benefit, with minimum cover of ICC (C) under CIF and ICC (A) under CIP, for at least 110% of the contract price. Under every other rule, including ",
            { link: 'freight-dictionary/free-on-board', text: 'FOB' },
            ', FCA and EXW, nobody is obliged to insure, and the party who bears the risk at each stage should arrange its own cover. A buyer under FOB, for example, carries the risk once the goods are on board and needs cover from that point.',
          ],
        ],
      },
      {
        title: 'Premium and a worked claim',
        paragraphs: [
          'Goods are normally insured at CIF or CIP value plus 10%. The premium is the sum insured times a rate based on commodity, packing, route and loss history.',
          'Example: textiles shipped from Chittagong to Hamburg have a CIF value of USD 80,000, so the sum insured is USD 88,000. At an illustrative 0.20% all-risk rate, the premium is USD 176. On arrival, seawater has damaged 15% of the cartons. After a survey confirms the cause, the insurer pays 15% of USD 88,000, or USD 13,200, less any deductible, and then pursues the carrier for what it can recover.',
        ],
      },
      {
        title: 'General average and claims practice',
        paragraphs: [
          "If a ship's master sacrifices cargo or incurs extraordinary expense to save the voyage, for example after a fire, all cargo owners share the cost in general average under the York-Antwerp Rules, even if their own goods were undamaged. The carrier holds each owner's cargo until security is given, while an average adjuster works out what each must contribute. An insured cargo owner gets a guarantee from its insurer; an uninsured one must usually pay a cash deposit, which can be a substantial share of the cargo value.",
          "For any claim: note damage on the delivery receipt, call the insurer's surveyor before disposing of anything, notify the carrier in writing within its time limits, and keep the invoice, packing list, transport document and photographs.",
        ],
      },
    ],
    relatedTerms: [
      { url: 'all-risk-cargo-insurance', name: 'All-Risk Cargo Insurance' },
      { url: 'marine-insurance', name: 'Marine Insurance' },
      { url: 'incoterms', name: 'Incoterms' },
      { url: 'carriage-paid', name: 'Carriage Paid To (CPT)' },
      { url: 'general-average', name: 'General average' },
    ],
  },
};

export default term;
