import {
  MEMBER_TOOL_COUNT,
  PAYMENT_PROTECTION_MAX_USD,
  PAYMENT_PROTECTION_MIN_USD,
  TRACKED_CARRIERS,
} from '../../../shared/constants';
import { SHIPPING_LEADS_RULE } from '../../../shared/domain/membership-statements';
import { ContentPage } from '../../components/content/ContentPage';
import { RouteLink } from '../../components/content/RouteLink';
import { TermLink } from '../../components/content/TermLink';
import { LinkCards } from '../../components/content/LinkCards';
import { TOOL_PAGES } from './tool-pages';
import { DIGITAL_TOOLS_PATH } from './tools-crumb';
import { usdWhole } from '../../../shared/domain/numbers';

export default function DigitalToolsPage() {
  return (
    <ContentPage
      path={DIGITAL_TOOLS_PATH}
      title="Digital tools for freight forwarders: tracking, ERP and visibility"
      description="The digital tools DFA members use every day: cargo tracking across 160+ carriers, a forwarding ERP, shipment visibility, freight calculator and schedules."
      keywords="digital tools for freight forwarders, container tracking, freight forwarding ERP, shipment visibility platform, sea freight calculator, ship schedules"
      eyebrow="Digital tools"
      heading="Digital tools that come with membership"
      lead={
        <p>
          {`Every DFA member receives ${MEMBER_TOOL_COUNT} digital tools as part of membership: software a small or mid-sized forwarder would otherwise buy one subscription at a time. This page explains what each one does and where it fits in a forwarder’s day.`}
        </p>
      }
    >
      <h2>Tools with their own guide</h2>
      <LinkCards cards={TOOL_PAGES} />

      <h2>What members receive</h2>
      <ul>
        <li>
          <strong>A sea freight calculator for your website.</strong> Shippers enter origin, destination and
          cargo and get an indicative FCL or LCL price from you, so enquiries arrive with the basics already
          filled in.
        </li>
        <li>
          <strong>A cargo tracking system.</strong>{' '}
          {`Look up a container, bill of lading or booking across more than ${TRACKED_CARRIERS} carriers and see each milestone, from gate-in to gate-out.`}
        </li>
        <li>
          <strong>Shipping leads.</strong> Cargo owners post requests for quotes. {SHIPPING_LEADS_RULE} See{' '}
          <RouteLink to="benefits-shipping-leads">how shipping leads work</RouteLink>.
        </li>
        <li>
          <strong>Ship schedules.</strong> Search sailings by route, port, vessel or carrier to choose a
          service and promise a realistic <TermLink slug="transit-time">transit time</TermLink>. See{' '}
          <RouteLink to="digital-tools-ship-schedules">how the schedules search works</RouteLink>.
        </li>
        <li>
          <strong>An ERP for freight forwarders.</strong> Quotes, bookings, documents and invoices for every
          shipment in one system.
        </li>
      </ul>
      <p>
        {`Premium members are also covered by payment protection, credit-risk cover from ${usdWhole(PAYMENT_PROTECTION_MIN_USD)} up to ${usdWhole(PAYMENT_PROTECTION_MAX_USD)} a year on ocean-freight invoices to other Premium members, within the `}
        <RouteLink to="benefits-payment-protection">rules of the payment protection programme</RouteLink>.
      </p>

      <h2>Where the tools fit in a shipment</h2>
      <ol>
        <li>
          <strong>Enquiry.</strong> A shipper prices a move with the calculator on your website, or a request
          arrives through shipping leads.
        </li>
        <li>
          <strong>Quote and booking.</strong> You check sailings in the schedules, build the quote in the ERP
          and turn it into a booking when the customer accepts.
        </li>
        <li>
          <strong>In transit.</strong> The tracking system and the visibility dashboard follow the container
          or air waybill and alert you when a milestone changes, so you hear about a delay before your
          customer does.
        </li>
        <li>
          <strong>Delivery and invoicing.</strong> Documents and invoices come out of the same ERP record, and
          your customer sees the final status in the portal.
        </li>
      </ol>

      <h2>Who the tools are for</h2>
      <p>
        The tools are built for forwarders and <TermLink slug="nvocc">NVOCCs</TermLink> of every size, from a
        one-office agent in a secondary port to a group with branches in several countries. They do not
        replace a carrier’s own booking channels or your customs software; they sit around them, so the
        commercial side of the shipment (the quote, the customer, the status and the invoice) lives in one
        place.
      </p>

      <h2>How to get access</h2>
      <p>
        Access is activated once your membership application is approved. Each tool is a web application you
        sign in to; DFA support helps you set up the company profile, users and, for the calculator, the code
        to place on your website. <RouteLink to="membership">Compare memberships and apply</RouteLink> to get
        started.
      </p>
    </ContentPage>
  );
}
