import { RouteLink } from '../../components/content/RouteLink';
import { TermLink } from '../../components/content/TermLink';

export default function SnplContent() {
  return (
    <>
      <h2>The problem it solves</h2>
      <p>
        A small importer buys a container of goods, pays the supplier, and then has to pay the{' '}
        <TermLink slug="freight-charge">freight</TermLink> before the goods reach its warehouse, let alone its
        customers. Its forwarder would like to offer credit, but carrying the freight for 60 days on dozens of
        customers is more than most forwarders’ balance sheets can bear, and every unpaid invoice comes
        straight off their margin. The result is lost bookings on one side and strained cash on the other.
        Ship now, pay later moves that credit to a party whose business is lending.
      </p>

      <h2>How it works</h2>
      <ol>
        <li>
          <strong>The shipper applies</strong> to the finance partner, usually once, and receives a decision
          and, if approved, a credit limit.
        </li>
        <li>
          <strong>The shipper books freight</strong> with its forwarder as usual, choosing to pay later for
          that shipment.
        </li>
        <li>
          <strong>The finance partner pays the forwarder</strong> the freight invoice on the forwarder’s
          normal terms.
        </li>
        <li>
          <strong>The cargo moves</strong> and is tracked like any other shipment.
        </li>
        <li>
          <strong>The shipper repays the finance partner</strong> on the agreed due date, with the agreed fee.
        </li>
      </ol>
      <p>
        For the forwarder, the shipment looks like a customer who pays on time. Whether the finance partner
        can turn back to the forwarder if the shipper defaults depends on the agreement, so read whether it is
        with or without recourse before you rely on it.
      </p>

      <h2>Who qualifies</h2>
      <p>
        The finance partner decides who it lends to, and its criteria vary by country. In general it looks
        for:
      </p>
      <ul>
        <li>a registered business with a trading history, rather than a company formed last month;</li>
        <li>
          financial information such as recent accounts or bank statements, and sometimes references from
          suppliers or customers;
        </li>
        <li>regular shipments, since the service is designed for repeat trade rather than a single move;</li>
        <li>a location and trade lanes the partner is able to finance.</li>
      </ul>
      <p>
        The partner may ask for more information, offer a smaller limit than requested, or decline. A limit is
        usually reviewed as the shipper’s repayment record builds up.
      </p>

      <h2>What it costs</h2>
      <p>
        Ship now, pay later is credit, and credit has a price. The cost is a financing fee set by the finance
        partner for each shipper, and it depends on:
      </p>
      <ul>
        <li>the amount financed and how long the shipper takes to pay;</li>
        <li>the shipper’s credit profile and repayment record;</li>
        <li>the currency and the countries involved.</li>
      </ul>
      <p>
        Because these vary so much, there is no single rate to quote here. The fee, the due date and any
        charges for late payment are set out in the offer before the shipper commits, and should be compared
        with the cost of the alternatives, such as an overdraft or a discount for early payment given up. Late
        repayment normally costs extra and can reduce or close the limit, so a shipper should finance only
        what its sales can repay on time.
      </p>

      <h2>A simple example</h2>
      <p>
        An importer of household goods books two containers a month with its forwarder. Its buyers pay it 45
        days after delivery, but the forwarder needs the freight before the containers are released. With ship
        now, pay later, the finance partner pays the forwarder’s invoice, and the importer repays the partner
        on the agreed date after its own customers have paid. The forwarder keeps the account without
        stretching its own cash, and the importer’s payment for freight now follows its sales rather than
        running ahead of them.
      </p>

      <h2>Good to know</h2>
      <ul>
        <li>
          The service changes who pays the freight and when, not the contract of carriage: the{' '}
          <TermLink slug="incoterms">Incoterms</TermLink> rule and the{' '}
          <TermLink slug="bill-of-lading">bill of lading</TermLink> still decide who is responsible for what.
        </li>
        <li>
          Keep invoices clear: a financed invoice should show the freight charges separately from duties and
          other costs, which the partner may treat differently.
        </li>
        <li>
          For longer-term working capital, or finance against your own receivables, see{' '}
          <RouteLink to="services-trade-finance">trade finance</RouteLink>.
        </li>
      </ul>
      <p>
        To ask about ship now, pay later for your customers or your own business, use the{' '}
        <RouteLink to="company-contact-us">contact page</RouteLink>.
      </p>
    </>
  );
}
