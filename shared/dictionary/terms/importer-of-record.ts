import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Importer of Record (IOR) Meaning',
    description:
      'Importer of record (IOR) explained: who is legally responsible for an import, duties, bonds and compliance with CBP, and the risks of acting as IOR under DDP.',
    keywords:
      'importer of record, IOR, IOR number, CBP, customs bond, entry, ISF, reasonable care, non-resident importer, DDP, customs compliance',
  },
  data: {
    titleH1: 'Importer of Record (IOR)',
    breadcrumb: 'Importer of Record (IOR)',
    titleH2: 'What is an importer of record?',
    url: 'importer-of-record',
    headParagraphs: [
      [
        'The ',
        { strong: 'importer of record (IOR)' },
        ' is the person or company legally responsible for an import: for making sure the goods comply with the laws of the importing country, for declaring them correctly to customs, and for paying the duties, taxes and fees. It is a legal role, not a physical one; the IOR need not touch the goods or even own them at the time of import.',
      ],
      'The term is most used in the United States, where U.S. Customs and Border Protection (CBP) defines who may act as IOR. Other countries use similar concepts under names such as "declarant" or "importer" in the EU.',
    ],
    content: [
      {
        title: 'Who can be the importer of record',
        paragraphs: [
          [
            'In the US, the IOR may be the owner or purchaser of the goods, or a licensed ',
            { link: 'freight-dictionary/customs-broker', text: 'customs broker' },
            ' designated by the owner, purchaser or consignee. In practice the IOR is usually the US buyer, with a customs broker filing the entry on its behalf under a power of attorney. A foreign company can act as a non-resident importer if it meets CBP requirements, including a US-resident agent for service of process and a customs bond.',
          ],
        ],
      },
      {
        title: 'Responsibilities of the IOR',
        paragraphs: [
          'US law requires the importer of record to use "reasonable care". In practice that covers:',
        ],
        list: {
          title: 'Main obligations',
          items: [
            'Obtaining an IOR number (usually the IRS employer identification number) and posting a customs bond, either continuous or single-entry.',
            'Filing, directly or through a broker, the Importer Security Filing (ISF, "10+2") for ocean cargo at least 24 hours before loading at the foreign port, and the entry and entry summary.',
            [
              'Declaring the correct classification, value and country of origin, and paying duties, including any ',
              { link: 'freight-dictionary/anti-dumping-duty', text: 'anti-dumping' },
              ' or countervailing duties.',
            ],
            'Meeting partner-agency requirements (for example FDA, USDA, EPA or CPSC) for regulated goods.',
            'Keeping import records, generally for five years from the date of entry.',
          ],
        },
        summary: 'The IOR answers to customs for the entry, even when a broker prepared it.',
      },
      {
        title: 'Example',
        paragraphs: [
          [
            "A machine builder in Stuttgart sells a packaging line to a food company in Ohio. Under FOB or FCA the Ohio buyer is the IOR: its broker files the ISF and entry, the buyer's continuous bond covers the shipment, and the buyer pays the duty. If the same sale is made on DDP, Incoterms 2020, the German seller has promised to clear the goods for import and pay duties, so it must act as IOR itself (as a non-resident importer with its own bond and resident agent) or arrange a lawful alternative. Many sellers discover this only after the goods reach the ",
            { link: 'freight-dictionary/port-of-entry', text: 'port of entry' },
            '.',
          ],
        ],
      },
      {
        title: 'Liability after release',
        paragraphs: [
          [
            'Responsibility does not end at ',
            { link: 'freight-dictionary/customs-clearance', text: 'customs clearance' },
            '. CBP can review entries after release, issue requests for information, assess additional duties and impose penalties for negligence, gross negligence or fraud. Post-entry audits are the point at which misclassification or undervaluation usually comes to light, sometimes years later.',
          ],
        ],
      },
      {
        title: 'Common mistakes',
        paragraphs: [
          "Typical problems are agreeing to DDP without being able to act as IOR in the destination country; lending an IOR number to a supplier or an e-commerce seller, which makes the lender liable for their entries; relying entirely on the broker for classification without checking; and failing to keep records. Before each new trade, decide explicitly who will be the importer of record and make sure the Incoterms rule, the bond and the broker's power of attorney all match that choice.",
        ],
      },
    ],
    relatedTerms: [
      { url: 'customs-broker', name: 'Customs Broker' },
      { url: 'customs-clearance', name: 'Customs Clearance' },
      { url: 'port-of-entry', name: 'Port of Entry' },
      { url: 'tariff', name: 'Tariff' },
      { url: 'incoterms', name: 'Incoterms' },
    ],
  },
};

export default term;
