import { ContentPage } from '../../components/content/ContentPage';
import { useSite } from '../../lib/site-context';
import { RouteLink } from '../../components/content/RouteLink';
import { SERVICES_TRAIL } from './service-cards';
import { serviceJsonLd } from '../../components/seo/service-json-ld';
import { TermLink } from '../../components/content/TermLink';
import { TradeFinanceSurvey } from './TradeFinanceSurvey';
import { CargoesFinanceDemoForm } from './CargoesFinanceDemoForm';

const PATH = '/services/trade-finance';
const DESCRIPTION =
  'Working capital for forwarders and shippers: invoice financing, pre-shipment finance, and how letters of credit and documentary collections fit a shipment.';

export default function TradeFinancePage() {
  const { siteUrl } = useSite();
  return (
    <ContentPage
      path={PATH}
      trail={SERVICES_TRAIL}
      title="Trade finance for forwarders and shippers"
      description={DESCRIPTION}
      keywords="trade finance, invoice financing, factoring for freight forwarders, pre-shipment finance, letter of credit, documentary collection"
      eyebrow="Services"
      heading="Trade finance"
      lead={
        <p>
          Trade finance turns shipments and invoices into working capital. For a forwarder it means being paid
          for work already done without waiting out long customer terms; for a shipper it means funding
          production and shipment before the buyer pays.
        </p>
      }
      jsonLd={[
        serviceJsonLd(siteUrl, {
          name: 'Trade finance',
          serviceType: 'Trade finance',
          path: PATH,
          description: DESCRIPTION,
        }),
      ]}
    >
      <h2>Why forwarders run short of cash</h2>
      <p>
        A forwarder often pays carriers, terminals and hauliers within days, while its own customers pay on
        30, 60 or more days. The longer the gap and the faster the business grows, the more cash is tied up in
        unpaid invoices. That cash is not lost, but until it arrives it cannot pay for the next booking. Trade
        finance bridges the gap with money secured on the trade itself rather than on property or a personal
        guarantee.
      </p>

      <h2>Invoice financing</h2>
      <p>
        With invoice financing, a finance provider advances part of the value of your unpaid invoices,
        commonly most of it, and pays the balance, less its fee, when your customer pays. It comes in two main
        forms:
      </p>
      <ul>
        <li>
          <strong>Factoring</strong>: the provider buys the invoices and usually collects the payment from
          your customer, who is told about the arrangement.
        </li>
        <li>
          <strong>Invoice discounting</strong>: you keep collecting from your customers yourself, and the
          financing usually stays in the background.
        </li>
      </ul>
      <p>
        Either form can be <strong>with recourse</strong>, where you carry the loss if your customer does not
        pay, or <strong>without recourse</strong>, where the provider takes that risk for a higher fee. The
        advance rate and the fee depend on your customers’ credit quality, your invoice volumes and the
        countries involved, so they differ from one provider and one portfolio to another. Clean, undisputed
        invoices are the key: an invoice with charges the customer contests is hard to finance.
      </p>

      <h2>Pre-shipment finance</h2>
      <p>
        Pre-shipment finance helps an exporter before the goods leave: buying raw materials, paying for
        production and packing, and booking the freight. It is usually backed by a confirmed purchase order or
        a letter of credit from the buyer, and repaid from the payment for the goods. For the forwarder, a
        customer with pre-shipment finance is a customer that can pay for the booking on time.
      </p>

      <h2>How letters of credit and documentary collections relate</h2>
      <p>
        Exporters and importers who do not yet trust each other often pay through banks, using the shipping
        documents as the lever. The forwarder prepares or obtains many of those documents, so the way it
        issues them can decide whether the exporter is paid.
      </p>
      <h3>Letter of credit</h3>
      <p>
        Under a <TermLink slug="letter-of-credit">letter of credit</TermLink>, the buyer’s bank undertakes to
        pay the seller when the seller presents documents that comply with the credit: typically the{' '}
        <TermLink slug="commercial-invoice">commercial invoice</TermLink>, the{' '}
        <TermLink slug="packing-list">packing list</TermLink>, the transport document such as the{' '}
        <TermLink slug="bill-of-lading">bill of lading</TermLink>, and often a{' '}
        <TermLink slug="certificate-of-origin">certificate of origin</TermLink> and an insurance certificate.
        Most credits follow the ICC’s UCP 600 rules. Banks examine documents, not goods, so a small
        discrepancy, such as a shipment date after the latest date allowed, a port named differently from the
        credit, or a missing clause on the bill of lading, can delay or block payment. Under UCP 600, unless
        the credit sets another period, a presentation that includes an original transport document must be
        made no later than 21 calendar days after the date of shipment, and never after the credit expires.
      </p>
      <h3>Documentary collection</h3>
      <p>
        A documentary collection is simpler and cheaper, but gives the seller less security. The seller’s bank
        sends the documents to a bank in the buyer’s country, which releases them only on the agreed
        condition, usually under the ICC’s URC 522 rules:
      </p>
      <ul>
        <li>
          <strong>Documents against payment (D/P)</strong>: the buyer receives the documents, and with them
          control of the goods, only when it pays.
        </li>
        <li>
          <strong>Documents against acceptance (D/A)</strong>: the buyer receives the documents when it
          accepts a <TermLink slug="bill-of-exchange">bill of exchange</TermLink>, a promise to pay on a set
          future date.
        </li>
      </ul>
      <p>
        Unlike a letter of credit, the banks in a collection do not promise to pay; they only handle the
        documents. A D/A collection in particular leaves the seller exposed if the buyer does not pay the bill
        when it falls due.
      </p>
      <h3>Where the forwarder comes in</h3>
      <ul>
        <li>Read the credit or the collection instruction before the cargo is booked, not after it sails.</li>
        <li>
          Issue the bill of lading exactly as required: consignee “to order” where asked, the ports and
          description as stated, the right number of originals.
        </li>
        <li>Ship within the dates allowed and release the documents quickly, so presentation is not late.</li>
        <li>
          Never release cargo without the original bill of lading, or the agreed alternative, when payment
          depends on the documents.
        </li>
      </ul>

      <h2>What finance providers will ask</h2>
      <p>
        Expect to show your company’s accounts, a list of your customers and how they pay, examples of
        invoices and transport documents, and your contracts with the main customers. The terms you are
        offered depend on that picture; nobody can quote a rate without it. For shipper-side credit on freight
        alone, the simpler route is <RouteLink to="services-snpl">ship now, pay later</RouteLink>. To talk
        about your situation, use the <RouteLink to="company-contact-us">contact page</RouteLink>.
      </p>
      <TradeFinanceSurvey />

      <h2 id="cargoes-finance-demo">See Cargoes Finance in a demo</h2>
      <p>
        Cargoes Finance is a trade finance platform for importers, exporters and the forwarders who serve
        them. Ask for a demo and we will arrange a call with its team.
      </p>
      <CargoesFinanceDemoForm labelledBy="cargoes-finance-demo" />
    </ContentPage>
  );
}
