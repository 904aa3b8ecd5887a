import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Fuel Surcharge Meaning',
    description:
      'Fuel surcharge explained: how trucking, ocean (BAF) and air carriers index fuel costs, the per-mile formula with a worked example, and how to audit it.',
    keywords:
      'fuel surcharge, FSC, BAF, bunker adjustment factor, trucking fuel surcharge, DOE diesel index, air fuel surcharge, low sulfur surcharge',
  },
  data: {
    titleH1: 'Fuel Surcharge',
    breadcrumb: 'Fuel Surcharge',
    titleH2: 'What is a fuel surcharge?',
    url: 'fuel-surcharge',
    headParagraphs: [
      [
        'A ',
        { strong: 'fuel surcharge' },
        ' (FSC) is a variable charge added to a base freight rate so that the carrier can pass on changes in the price of fuel without renegotiating the rate itself. It is linked to a published fuel-price index and adjusted on a fixed schedule: weekly in US trucking, and anywhere from weekly to quarterly for air and ocean carriers, depending on the carrier.',
      ],
      [
        'At sea the same idea is called the bunker adjustment factor (BAF) or bunker surcharge. Because fuel is one of the largest operating costs for every mode, the surcharge can be a large share of the total ',
        { link: 'freight-dictionary/freight-charge', text: 'freight charge' },
        ', so it deserves the same scrutiny as the base rate.',
      ],
    ],
    content: [
      {
        title: 'How fuel surcharges work by mode',
        paragraphs: ['Each mode uses its own index and unit, and carriers publish their own tables.'],
        list: {
          title: 'Common methods',
          items: [
            [
              { strong: 'Truckload (US)' },
              ': a per-mile charge tied to the weekly US average on-highway diesel price published by the Energy Information Administration (the "DOE index"). ',
              { link: 'freight-dictionary/full-truck-load', text: 'Full truckload' },
              ' contracts usually set a base fuel price and an assumed fuel economy.',
            ],
            [
              { strong: 'LTL and parcel' },
              ': usually a percentage of the line-haul or base charge, read from a carrier table that steps up with the diesel price.',
            ],
            [
              { strong: 'Ocean' },
              ': the BAF, charged per container or per revenue ton and typically revised monthly or quarterly from bunker price averages. Since the IMO 2020 sulfur cap limited marine fuel sulfur to 0.50%, many carriers have built the cost of compliant fuel into the BAF or a separate low-sulfur surcharge, and in Europe separate charges now recover EU Emissions Trading System costs.',
            ],
            [
              { strong: 'Air' },
              ': a per-kilogram charge on the chargeable weight, based on a jet fuel index.',
            ],
          ],
        },
      },
      {
        title: 'Calculating a trucking fuel surcharge: worked example',
        paragraphs: [
          'A common US formula is: fuel surcharge per mile = (current diesel price − base price) ÷ miles per gallon. The base price and the mpg figure are negotiated, so different contracts produce different answers.',
          "Suppose a contract fixes a base price of US$1.20 per gallon and 6 miles per gallon, and this week's DOE average is US$3.80. The surcharge is (3.80 − 1.20) ÷ 6 = US$0.433 per mile. On a 660-mile load from Atlanta to Miami, that adds about US$286 to the line-haul rate. If diesel rises to US$4.10 next week, the surcharge becomes US$0.483 per mile, or about US$319 for the same trip.",
        ],
        summary:
          'Same lane, same carrier, different week: the fuel surcharge moves with the index, not with the rate.',
      },
      {
        title: 'Who pays the fuel surcharge',
        paragraphs: [
          'The party that pays the freight pays the surcharge. Under an Incoterms 2020 rule such as CFR or CIF the seller pays the main carriage and therefore the BAF; under FOB or FCA the buyer does. Shippers should clarify whether a quote is "all-in" or "plus BAF", because an all-in quote fixes the fuel element for the quote\'s validity while a "plus" quote will move.',
        ],
      },
      {
        title: 'Common mistakes and how to avoid them',
        paragraphs: [
          'Fuel surcharges are a frequent source of overbilling, mostly through errors rather than bad faith.',
        ],
        list: {
          title: 'What to check on invoices',
          items: [
            'The index week used matches the contract (for example, the price effective on the pickup date).',
            'The surcharge is applied to the agreed base only, not to accessorials or other surcharges.',
            'Mileage matches the agreed mileage guide rather than actual route miles.',
            'Expired tables are not used after the contract has been renewed.',
          ],
        },
      },
      {
        title: 'Why fuel surcharges exist',
        paragraphs: [
          [
            'Fuel prices can swing sharply within a contract year. Indexing protects carriers from losses when prices spike and protects shippers from paying inflated fixed rates when prices fall. In US ocean trades, carriers and NVOCCs must publish their rates, rules and surcharges in public ',
            { link: 'freight-dictionary/tariff', text: 'tariffs' },
            ' or agree them in service contracts, under rules of the Federal Maritime Commission (FMC).',
          ],
        ],
      },
    ],
    relatedTerms: [
      { url: 'freight-charge', name: 'Freight Charge' },
      { url: 'peak-season-surcharge', name: 'Peak Season Surcharge' },
      { url: 'full-truck-load', name: 'Full Truck Load (FTL)' },
      { url: 'line-haul', name: 'Line Haul' },
      { url: '', name: 'Bunker Adjustment Factor (BAF)' },
    ],
  },
};

export default term;
