import { RouteLink } from '../../components/content/RouteLink';
import { SERVICE_CARDS } from './service-cards';
import { LinkCards } from '../../components/content/LinkCards';
import { TermLink } from '../../components/content/TermLink';

export default function ServicesContent() {
  return (
    <>
      <h2>Our services</h2>
      <LinkCards cards={SERVICE_CARDS} />

      <h2>Why finance belongs in a freight network</h2>
      <p>
        A forwarder sits in the middle of the money as well as the cargo. Carriers, terminals and truckers
        expect payment quickly, often before the carrier releases the{' '}
        <TermLink slug="bill-of-lading">bill of lading</TermLink> or the cargo at destination. Customers, on
        the other hand, ask for credit terms, and a forwarder that refuses them loses the business. Every
        shipment a forwarder pre-finances ties up cash it cannot use for the next one, and a growing forwarder
        feels this most: more bookings mean more money paid out before any comes back.
      </p>
      <p>
        Shippers face the same problem from the other side. An importer pays for goods, freight, duties and
        storage long before it sells the goods; an exporter may wait weeks after shipment before its buyer
        pays. Finance that is tied to the shipment itself, and priced on its documents and the parties behind
        it, is often easier to obtain than a general bank loan.
      </p>

      <h2>Which service fits</h2>
      <ul>
        <li>
          <strong>Your customer wants longer payment terms on the freight</strong> than you can carry
          yourself: look at <RouteLink to="services-snpl">ship now, pay later</RouteLink>.
        </li>
        <li>
          <strong>Your own invoices are paid slowly</strong>, or you need working capital before a large
          shipment: look at <RouteLink to="services-trade-finance">trade finance</RouteLink>.
        </li>
        <li>
          <strong>Your customer trades under a letter of credit or a documentary collection</strong>: the
          trade finance page explains how those instruments work and where the forwarder’s documents fit.
        </li>
      </ul>

      <h2>How to get started</h2>
      <p>
        Financing is arranged case by case by the finance partners, who assess each application and set their
        own terms. Read the service page that fits your situation, then get in touch through the{' '}
        <RouteLink to="company-contact-us">contact page</RouteLink> with a short description of your business,
        the trades involved and the amounts you have in mind. Members can also raise it with{' '}
        <RouteLink to="benefits-support">member support</RouteLink>.
      </p>
    </>
  );
}
