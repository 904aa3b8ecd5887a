import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Freight Broker Meaning',
    description:
      'Freight broker explained: how brokers match shippers with carriers, FMCSA licensing and the US$75,000 bond, how brokers earn a margin and how they differ from forwarders.',
    keywords:
      'freight broker, freight brokerage, property broker, FMCSA broker authority, BMC-84 bond, broker vs forwarder, truckload broker, freight broker margin',
  },
  data: {
    titleH1: 'Freight Broker',
    breadcrumb: 'Freight Broker',
    titleH2: 'What does a freight broker do?',
    url: 'freight-broker',
    headParagraphs: [
      [
        'A ',
        { strong: 'freight broker' },
        " is an intermediary that arranges transport of a shipper's goods by an independent carrier, for a fee or margin, without owning the vehicles or taking possession of the cargo. The broker finds capacity, negotiates the rate, books the load, follows it through delivery and handles the paperwork and payment between shipper and carrier.",
      ],
      [
        'The term is used most in US road freight, where brokers arrange a large share of ',
        { link: 'freight-dictionary/full-truck-load', text: 'full truckload' },
        ' and LTL shipments. In ocean and air freight, similar roles are played by freight forwarders and, at sea, by NVOCCs, which usually take on more responsibility.',
      ],
    ],
    content: [
      {
        title: 'How a brokered load works',
        paragraphs: [],
        list: {
          title: 'Typical steps',
          items: [
            'The shipper sends a load request: origin, destination, dates, equipment, weight and commodity.',
            'The broker quotes a rate, then finds a carrier through its own network, load boards or carrier contracts.',
            "The broker checks the carrier's operating authority, safety record and insurance, and sends a rate confirmation.",
            'The carrier picks up under a bill of lading, the broker tracks the load and handles exceptions.',
            'After delivery, the carrier invoices the broker with proof of delivery, and the broker invoices the shipper.',
          ],
        },
      },
      {
        title: 'Licensing and rules in the United States',
        paragraphs: [
          'A broker arranging interstate truck transport must register with the Federal Motor Carrier Safety Administration (FMCSA) as a property broker and hold a financial security of US$75,000, either a surety bond (form BMC-84) or a trust fund (form BMC-85), to protect carriers and shippers if it fails to pay. Brokers must use only carriers with valid FMCSA authority and must keep records of each transaction. Other countries regulate brokers differently, and in some no specific license exists, so check local rules.',
          'Legally, a broker is not a carrier. Unless it has contracted otherwise, it is not liable for cargo loss or damage in the way a motor carrier is, although courts have sometimes held brokers liable for negligent carrier selection. Shippers should read the broker-shipper agreement for liability and insurance terms.',
        ],
      },
      {
        title: 'How brokers earn money: a worked example',
        paragraphs: [
          [
            'A shipper in Chicago needs a 53-foot ',
            { link: 'freight-dictionary/dry-van-in-trucking', text: 'dry van' },
            ' load of packaged food delivered to Atlanta, about 720 miles. The broker quotes the shipper US$2,300 all-in and books a carrier at US$1,980. The gross margin is US$320, about 14% of revenue. Broker margins vary widely with the market; they tend to narrow when truck capacity is tight and widen when it is loose. Out of that margin, the broker pays for staff, software, insurance and the risk of paying the carrier before the shipper pays.',
          ],
        ],
        summary: "The margin is the broker's fee for finding, vetting and managing the carrier.",
      },
      {
        title: 'Freight broker, forwarder and NVOCC',
        paragraphs: [
          [
            'A freight forwarder organizes the whole movement of a shipment, often across several modes and borders, and may issue its own transport document. An ',
            { link: 'freight-dictionary/nvocc', text: 'NVOCC' },
            ' acts as a carrier to its customers in ocean shipping, issuing house bills of lading, and in US trades must be licensed or registered with the FMC. A ',
            { link: 'freight-dictionary/customs-broker', text: 'customs broker' },
            ' clears goods through customs and does not arrange transport at all. A freight broker, by contrast, only arranges transport by another carrier. Many companies hold several of these roles at once.',
          ],
        ],
      },
      {
        title: 'Finding shippers and choosing a broker',
        paragraphs: [
          [
            "Brokers and forwarders win business through direct sales, tenders and online marketplaces where shippers post requests for quotes. Members of the Digital Freight Alliance, for example, see shippers' requests on the ",
            { link: 'benefits/shipping-leads', text: 'shipping leads board' },
            ' and bid on them. For shippers, a good broker is one with verified authority, adequate contingent cargo insurance, clear payment terms, and carriers it can name and vouch for.',
          ],
        ],
      },
    ],
    relatedTerms: [
      { url: 'third-party-logistics', name: 'Third-Party Logistics' },
      { url: 'nvocc', name: 'NVOCC' },
      { url: 'customs-broker', name: 'Customs Broker' },
      { url: 'truckload-shipping', name: 'Truckload Shipping' },
      { url: 'freight-bill', name: 'Freight Bill' },
    ],
  },
};

export default term;
