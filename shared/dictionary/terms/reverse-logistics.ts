import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Reverse Logistics Meaning',
    description:
      'Reverse logistics: moving goods back from customers or stores for return, repair, refurbishment, recycling or disposal, and recovering value on the way.',
    keywords:
      'reverse logistics, returns logistics, product returns, refurbishment, recycling, RMA, returns management',
  },
  data: {
    titleH1: 'Reverse Logistics',
    breadcrumb: 'Reverse Logistics',
    titleH2: 'What is reverse logistics?',
    url: 'reverse-logistics',
    description: [
      { strong: 'Reverse logistics' },
      ' covers every flow of goods back up the supply chain, from the customer or store towards the seller, manufacturer or recycler: product returns, warranty repairs, recalls, unsold seasonal stock, reusable packaging such as pallets and returnable containers, and end-of-life products. The process usually starts with a ',
      {
        link: 'freight-dictionary/return-merchandise-authorisation',
        text: 'return merchandise authorisation (RMA)',
      },
      ', then collection, consolidation at a returns center, inspection and grading, and a decision on disposition: resell as new, refurbish, sell as second grade, repair, recycle or scrap. Because returned items lose value every day they wait, speed of inspection matters more than freight cost. Cross-border returns also need customs planning so that duty is not paid twice.',
    ],
    content: [],
    relatedTerms: [
      { url: 'return-merchandise-authorisation', name: 'Return Merchandise Authorisation (RMA)' },
      { url: 'supply-chain-management', name: 'Supply Chain Management' },
      { url: 'warehousing', name: 'Warehousing' },
      { url: 'logistics', name: 'Logistics' },
    ],
  },
};

export default term;
