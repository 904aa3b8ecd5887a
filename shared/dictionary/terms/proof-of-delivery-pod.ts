import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Proof of Delivery (POD) Meaning',
    description:
      'Proof of delivery (POD) explained: what a POD shows, paper and electronic PODs, its role in invoicing and cargo claims, notation rules and claim deadlines.',
    keywords:
      'proof of delivery, POD, ePOD, delivery receipt, signed bill of lading, delivery confirmation, exceptions, cargo claim, CMR reservations',
  },
  data: {
    titleH1: 'Proof of Delivery (POD)',
    breadcrumb: 'Proof of Delivery (POD)',
    titleH2: 'What is a proof of delivery?',
    url: 'proof-of-delivery-pod',
    headParagraphs: [
      [
        'A ',
        { strong: 'proof of delivery (POD)' },
        ' is the record that a shipment reached its consignee: a delivery receipt, a copy of the bill of lading or consignment note, or an electronic record, signed or otherwise confirmed by the receiver. It shows who received the goods, where and when, how many pieces arrived, and any damage or shortage noted at the time.',
      ],
      [
        'The POD closes the transport contract. Carriers use it to invoice, shippers use it to prove they performed the sale, and everyone relies on it when a claim arises.',
      ],
    ],
    content: [
      {
        title: 'What a good POD contains',
        paragraphs: [],
        list: {
          title: 'Essential details',
          items: [
            'Shipment reference: bill of lading, waybill, order or tracking number.',
            'Consignee name and delivery address.',
            'Date and time of delivery.',
            'Number of pieces or pallets received, against the number shipped.',
            'Printed name and signature of the receiver (or, for parcels, a photo, GPS position or safe-place note).',
            'Exceptions: damage, shortage, overage or seal discrepancies, written on the document before signing.',
          ],
        },
      },
      {
        title: 'Paper POD and electronic POD',
        paragraphs: [
          "Traditionally, the driver brings back a signed copy of the delivery receipt or bill of lading. Electronic POD (ePOD) apps now capture the signature on a handheld device together with photos, timestamp and location, and send it to the shipper's or broker's system within minutes. ePOD shortens billing cycles and cuts disputes over illegible signatures or lost paperwork. In international road transport, the receiver signs the CMR consignment note, and the e-CMR protocol allows an electronic version between states that have adopted it.",
        ],
      },
      {
        title: 'Why it matters for payment and claims',
        paragraphs: [
          [
            "Most brokers and shippers pay a carrier's ",
            { link: 'freight-dictionary/freight-bill', text: 'freight bill' },
            ' only against a POD, and factoring companies require it before advancing money. For claims, a ',
            {
              strong:
                'clean POD (signed with no remarks) is evidence that the goods arrived complete and in good condition',
            },
            ', which makes a later damage claim much harder to win.',
          ],
          'Claim rules depend on the mode and the law. Under the CMR Convention, apparent loss or damage must be noted at delivery, and non-apparent damage must be notified in writing within 7 days (Sundays and public holidays excluded). In US domestic trucking under the Carmack Amendment, carriers may not set a claim-filing deadline shorter than 9 months from delivery. For ocean carriage under the Hague-Visby Rules, notice of non-apparent damage is due within 3 days of delivery.',
        ],
        summary: 'Note every exception on the POD before signing; a clean signature is hard to undo.',
      },
      {
        title: 'Example',
        paragraphs: [
          [
            "A full truckload of 22 pallets of bottled sauces travels from Rotterdam to a retailer's warehouse near Lyon under a CMR consignment note, sold DAP Lyon (Incoterms 2020), so the seller bears the risk of loss or damage in transit. At unloading, the receiver counts 22 pallets but finds two crushed and leaking. The warehouse clerk writes in the reservations box: \"2 pallets crushed, approx. 60 bottles broken, photos taken\", signs with printed name, and the driver countersigns. The seller sends the annotated POD and photos to its insurer and the carrier within days, which supports a claim under the carrier's CMR liability or the seller's ",
            { link: 'freight-dictionary/cargo-insurance', text: 'cargo insurance' },
            '.',
          ],
        ],
      },
      {
        title: 'Common mistakes and how to avoid them',
        paragraphs: [
          [
            'Signing before counting or inspecting, signing "received in good order" under pressure from the driver, writing vague remarks like "subject to check" that courts may treat as meaningless, and accepting illegible signatures without a printed name are the most frequent failures. In ',
            { link: 'freight-dictionary/last-mile-logistics', text: 'last-mile logistics' },
            ', photo PODs and delivery to a named person or locker help resist "not received" disputes. Keep PODs for as long as your claim and audit periods require.',
          ],
        ],
      },
    ],
    relatedTerms: [
      { url: 'bill-of-lading', name: 'Bill of Lading' },
      { url: 'freight-bill', name: 'Freight Bill' },
      { url: 'waybill', name: 'Waybill' },
      { url: 'cargo-insurance', name: 'Cargo Insurance' },
      { url: 'last-mile-logistics', name: 'Last-Mile Logistics' },
      { url: 'shipment-tracking', name: 'Shipment Tracking' },
    ],
  },
};

export default term;
