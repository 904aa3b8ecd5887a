import { TRACKED_CARRIERS } from '../../../shared/constants';
import { SHIPPING_LEADS_RULE } from '../../../shared/domain/membership-statements';
import { RouteLink } from '../../components/content/RouteLink';
import { TermLink } from '../../components/content/TermLink';

export default function DigitalSolutionContent() {
  return (
    <>
      <h2>1. Sea freight calculator for your website</h2>
      <p>
        Shippers want a price before they want a conversation. The calculator is a widget you place on your
        own website, where a visitor enters origin, destination and cargo and gets an ocean-freight estimate.
        It handles both <TermLink slug="full-container-load">full container loads</TermLink> and{' '}
        <TermLink slug="less-than-container-load">less-than-container loads</TermLink>; for LCL it charges on{' '}
        <TermLink slug="weight-and-measurement">weight or measurement</TermLink>, counting one cubic metre as
        1,000 kg and charging whichever is greater. The visitor stays on your site, and the enquiry comes to
        you.
      </p>
      <p>
        Estimates are only as good as the rates behind them, and ocean rates move every week. Treat the widget
        as a way to capture enquiries and set expectations, and confirm the final price in a quotation.
      </p>

      <h2>2. Cargo tracking across {TRACKED_CARRIERS}+ carriers</h2>
      <p>
        Customers ask “where is my container?” more than any other question. The tracking system follows
        shipments by container number or bill of lading number across more than {TRACKED_CARRIERS} ocean
        carriers, so your team checks one screen instead of a dozen carrier websites, and you can share the
        status with your customer rather than copying it into emails. Read more about{' '}
        <TermLink slug="shipment-tracking">shipment tracking</TermLink> in the dictionary or on the{' '}
        <RouteLink to="digital-tools-tracking-system">tracking system page</RouteLink>.
      </p>

      <h2>3. Shipping leads</h2>
      <p>
        Shippers post requests for quotes, which DFA checks before publishing them. {SHIPPING_LEADS_RULE} It
        is the one tool that brings new business instead of saving time on existing business. The rules and
        tips for winning are on the <RouteLink to="benefits-shipping-leads">shipping leads page</RouteLink>.
      </p>

      <h2>4. Ship schedules</h2>
      <p>
        Before you promise a <TermLink slug="transit-time">transit time</TermLink>, check the sailings. The
        search reads the published schedules of each carrier connected to the portal; where no carrier is
        connected, it runs on sample schedules, built from real ports and carrier names with invented services
        and vessels and labelled as samples wherever they appear. Schedules can be searched four ways:
      </p>
      <ul>
        <li>
          <strong>by route</strong>: sailings from a port of loading to a port of discharge, direct or with{' '}
          <TermLink slug="transshipment">transshipment</TermLink>;
        </li>
        <li>
          <strong>by port</strong>: the vessels calling at one port in a date window;
        </li>
        <li>
          <strong>by vessel</strong>: the rotation of one ship, by name or IMO number;
        </li>
        <li>
          <strong>by carrier</strong>: one line’s services, for when a customer insists on a particular
          carrier.
        </li>
      </ul>
      <p>
        The schedules follow the open Commercial Schedules standard of the Digital Container Shipping
        Association, which uses UN/LOCODEs for ports, so a search means the same thing across carriers.
        Schedules change with <TermLink slug="blank-sailing">blank sailings</TermLink> and{' '}
        <TermLink slug="port-congestion">port congestion</TermLink>: always confirm a booking with the
        carrier.
      </p>

      <h2>5. ERP for freight forwarders</h2>
      <p>
        The ERP keeps a shipment’s quote, booking, documents, costs and invoices in one record. A quote
        becomes a booking without retyping; the booking feeds the documents; the costs and the sales invoice
        sit side by side, so you see the margin on each job before it closes. For a growing forwarder it
        replaces spreadsheets and email folders with a shared system the whole team can work from. See the{' '}
        <RouteLink to="digital-tools-searates-erp">freight forwarding ERP page</RouteLink> for its modules.
      </p>

      <h2>How the tools fit together</h2>
      <p>A typical job uses several of them in turn:</p>
      <ol>
        <li>
          A shipper prices a move on the calculator on your website, or posts a request that Premium members
          see as a lead.
        </li>
        <li>You check the sailings in the schedules and send a quotation from the ERP.</li>
        <li>Once booked, the container is tracked until delivery, and the customer follows it too.</li>
        <li>
          The ERP invoices the job, and if both companies are Premium members, the ocean freight can be
          covered by payment protection.
        </li>
      </ol>
      <p>
        The tools are provided to the association by SeaRates, a freight technology company. They are included
        in membership; an inactive membership loses access until it is renewed. An overview of all the tools
        is on the <RouteLink to="digital-tools">digital tools page</RouteLink>.
      </p>
    </>
  );
}
