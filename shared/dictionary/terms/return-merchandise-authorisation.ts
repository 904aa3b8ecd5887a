import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Return Merchandise Authorisation (RMA) Meaning',
    description:
      'Return merchandise authorisation (RMA) explained: how RMA numbers work, the returns process step by step, who pays, and customs relief for cross-border returns.',
    keywords:
      'return merchandise authorisation, return merchandise authorization, RMA, RMA number, returns process, returned goods relief, reverse logistics',
  },
  data: {
    titleH1: 'Return Merchandise Authorisation (RMA)',
    breadcrumb: 'Return Merchandise Authorisation (RMA)',
    titleH2: 'What is a return merchandise authorisation?',
    url: 'return-merchandise-authorisation',
    headParagraphs: [
      [
        'A ',
        { strong: 'return merchandise authorisation (RMA)' },
        ' is the seller’s approval for a customer to send goods back, identified by a unique RMA number. The number links the returning parcel or pallet to the original order, the reason for return and the agreed remedy (refund, credit, repair or replacement), so the receiving warehouse knows what it is getting and what to do with it.',
      ],
      [
        'RMAs are standard in electronics, industrial parts, medical devices and B2B distribution, and increasingly in e-commerce. They are the front door of ',
        { link: 'freight-dictionary/reverse-logistics', text: 'reverse logistics' },
        ': without an authorisation step, unannounced returns pile up at the dock and refunds are delayed.',
      ],
    ],
    content: [
      {
        title: 'How the RMA process works',
        paragraphs: [],
        list: {
          title: 'Typical steps',
          items: [
            'The customer requests a return, giving the order number, item, serial number and reason (defect, wrong item, damaged in transit, no longer wanted).',
            'The seller checks eligibility against its returns policy or warranty and, if approved, issues an RMA number with instructions: where to send the goods, packing requirements, deadline and whether a prepaid label is supplied.',
            'The customer ships the goods with the RMA number on the outside of the package and on the paperwork.',
            'The returns centre receives the goods, matches them to the RMA, and inspects them.',
            'The goods are dispositioned: restocked, refurbished, repaired, returned to the manufacturer, recycled or scrapped.',
            'The refund, credit note, repair or replacement is issued and the RMA is closed.',
          ],
        },
        summary: 'The RMA number is the key that ties the physical return to the financial settlement.',
      },
      {
        title: 'Who pays for the return',
        paragraphs: [
          'Responsibility follows the reason for return and the contract. For defects, wrong items and transit damage the seller usually pays return freight (and may then claim against the carrier or supplier). For change-of-mind returns, many B2B sellers charge the buyer the freight plus a restocking fee, often stated as a percentage of the invoice value in their terms of sale; consumer protection law in many countries limits what can be charged to private consumers. Returns that arrive without an RMA may be refused or held, at the sender’s cost.',
        ],
      },
      {
        title: 'Cross-border returns and customs',
        paragraphs: [
          [
            'A return across a border is a new export from the customer’s country and a new import into the seller’s. Unless relief is claimed, duty and import VAT can be charged again on goods that already paid them once. Most customs administrations offer relief for goods returned in the same state: in the EU and the UK, Returned Goods Relief generally applies to goods re-imported within three years; in the United States, American goods returned can enter free of duty under chapter 98 of the Harmonized Tariff Schedule, and duty paid on imported goods that are later exported unused may be partly recovered through drawback. Conditions and documents differ, so a ',
            { link: 'freight-dictionary/customs-broker', text: 'customs broker' },
            ' should confirm them before the goods move.',
          ],
          'The RMA paperwork should therefore carry the original export or import references, the original invoice number and a clear statement that the goods are being returned (and why), with a pro forma invoice showing a realistic value.',
        ],
      },
      {
        title: 'Worked example',
        paragraphs: [
          'A distributor in Rotterdam finds that 40 network switches from a Taiwanese manufacturer fail on power-up. It requests an RMA; the manufacturer issues RMA-24-0871 and asks for the units to be sent by air, freight collect, to its repair centre in Taoyuan. The distributor’s forwarder lodges the export declaration under the outward processing procedure, quotes the RMA number on the air waybill and commercial invoice, and keeps the export evidence. When the repaired units come back, the distributor claims outward processing relief, so that duty is charged, if at all, on the cost of the repair rather than on the full value of the switches; a free warranty repair may carry no duty.',
        ],
      },
      {
        title: 'Good practice and common mistakes',
        paragraphs: [
          [
            'Publish clear return windows and conditions, issue RMAs electronically, and print the RMA number on both the label and the packing slip. Grade returned items quickly: stock that waits weeks for inspection loses value. Where a ',
            { link: 'freight-dictionary/3pl-provider', text: '3PL provider' },
            ' handles returns, agree inspection time limits and grading rules in the contract.',
          ],
        ],
        list: {
          title: 'Mistakes to avoid',
          items: [
            'Accepting goods without an RMA, then being unable to identify the customer.',
            'Refunding before inspection, especially for high-value or serialised goods.',
            'Shipping international returns without evidence of the original import, so relief from duty cannot be claimed.',
            'Packing returns poorly; goods damaged on the way back often leave no one liable.',
          ],
        },
      },
    ],
    relatedTerms: [
      { url: 'reverse-logistics', name: 'Reverse Logistics' },
      { url: 'order-fulfillment', name: 'Order Fulfillment' },
      { url: 'warehousing', name: 'Warehousing' },
      { url: 'customs-clearance', name: 'Customs Clearance' },
      { url: '', name: 'Returned Goods Relief' },
    ],
  },
};

export default term;
