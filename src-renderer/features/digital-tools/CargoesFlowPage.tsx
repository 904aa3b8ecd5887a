import { ContentPage } from '../../components/content/ContentPage';
import { useSite } from '../../lib/site-context';
import { RouteLink } from '../../components/content/RouteLink';
import { serviceJsonLd } from '../../components/seo/service-json-ld';
import { TermLink } from '../../components/content/TermLink';
import { ProductScreen } from './ProductScreen';
import { DIGITAL_TOOLS_CRUMB } from './tools-crumb';

const PATH = '/digital-tools/cargoes-flow';
const DESCRIPTION =
  'Cargoes Flow brings containers, bills of lading and air waybills into one dashboard, with milestone alerts and live status shared with your customers.';

export default function CargoesFlowPage() {
  const { siteUrl } = useSite();
  return (
    <ContentPage
      path={PATH}
      title="Cargoes Flow: shipment visibility for shippers and forwarders"
      description={DESCRIPTION}
      keywords="Cargoes Flow, shipment visibility platform, container tracking dashboard, air waybill tracking, milestone alerts, share tracking with customers"
      eyebrow="Digital tools"
      heading="Cargoes Flow: every shipment in one dashboard"
      lead={
        <p>
          Cargoes Flow is a shipment tracking and visibility platform for shippers and forwarders. Instead of
          checking one carrier website after another, you add your shipments once and follow all of them, by
          sea and by air, on a single screen.
        </p>
      }
      trail={[DIGITAL_TOOLS_CRUMB]}
      jsonLd={[
        serviceJsonLd(siteUrl, {
          name: 'Cargoes Flow',
          serviceType: 'Shipment visibility platform',
          description: DESCRIPTION,
          path: PATH,
        }),
      ]}
    >
      <ProductScreen
        src="/tools/cargoes-flow-screen.svg"
        alt="The Cargoes Flow dashboard: counts of shipments on the water, at port, delayed and arriving this week, a list of containers and an air waybill across six carriers with their next step and arrival, a map of one container's voyage from Shanghai to Rotterdam, and an alert about a missed connection in Singapore."
        caption="An illustration of the dashboard: every shipment across carriers, the ones running late first, one voyage on the map and the alerts to pass on to customers."
      />
      <h2>The problem it solves</h2>
      <p>
        A forwarder with a few hundred live shipments spread over a dozen ocean carriers and several airlines
        spends hours every day collecting status updates: logging in to carrier portals, copying dates into
        spreadsheets, and emailing customers who ask the same question. Each carrier names its events
        differently, and a delay is often noticed only when the customer calls. Cargoes Flow gathers that
        information in one place and tells you when something changes.
      </p>

      <h2>Who it is for</h2>
      <ul>
        <li>
          <strong>Forwarders and NVOCCs</strong> who manage shipments for many customers and want one view
          across carriers.
        </li>
        <li>
          <strong>Shippers</strong> (importers and exporters) who book with several forwarders or carriers and
          need their own overview of what is on the water.
        </li>
        <li>
          <strong>Customer service teams</strong> who answer status questions and need the answer in seconds.
        </li>
      </ul>

      <h2>How it works</h2>
      <ol>
        <li>
          <strong>Add shipments.</strong> Enter a container number, a{' '}
          <TermLink slug="bill-of-lading">bill of lading</TermLink> number or an{' '}
          <TermLink slug="air-waybill">air waybill</TermLink> number, one at a time or as a list. Add your own
          references, such as the customer’s order number, so you can find the shipment later by the name your
          customer uses.
        </li>
        <li>
          <strong>The platform follows them.</strong> It collects events from the carriers and presents them
          on one timeline per shipment, in the same words for every carrier: loaded, departed, transshipped,
          arrived, discharged, delivered.
        </li>
        <li>
          <strong>You are alerted to changes.</strong> Choose the milestones that matter, such as departure, a
          changed estimated arrival or arrival at the port of discharge, and receive a notification when they
          happen or move.
        </li>
        <li>
          <strong>Your customer sees it too.</strong> Share a shipment’s status with a customer through a link
          or access of their own, so they check for themselves instead of emailing you.
        </li>
      </ol>

      <h2>What you see in the dashboard</h2>
      <ul>
        <li>
          All active shipments in one list, whatever the carrier, which you can search by container, document
          number or your own reference.
        </li>
        <li>
          Shipments whose milestones have slipped, so your team starts with the ones that need attention.
        </li>
        <li>
          For each shipment, a timeline with planned, estimated and actual dates, the vessel or flight, and
          the ports of loading, transshipment and discharge.
        </li>
        <li>Ocean containers and air waybills side by side, for customers who ship both ways.</li>
      </ul>

      <h2>Rules and limits</h2>
      <ul>
        <li>
          Status information comes from the carriers and airlines. When they report late or incompletely, the
          dashboard shows the last update and its time, not a guess.
        </li>
        <li>
          Estimated dates are the carriers’ forecasts. Treat them as such with customers, especially on{' '}
          <TermLink slug="transshipment">transshipment</TermLink> routes, where the connecting vessel may
          change.
        </li>
        <li>
          Share only what the customer should see: a shared view shows the status, not your buy rates or
          internal notes.
        </li>
      </ul>

      <h2>An example</h2>
      <p>
        A forwarder in Rotterdam handles weekly imports from Shanghai for a retail customer. Each container is
        added with the customer’s purchase order number. When a vessel is delayed at a transshipment port and
        the estimated arrival moves back four days, the forwarder receives an alert, informs the customer’s
        warehouse the same morning and re-books the truck, instead of discovering the change when the delivery
        slot is missed. The customer, who has access to the shared view, sees the same new date without a
        single email.
      </p>

      <h2>How it relates to the other tools</h2>
      <p>
        For a quick look-up of one container, bill of lading or booking, the{' '}
        <RouteLink to="digital-tools-tracking-system">tracking system</RouteLink> is the fastest route.
        Cargoes Flow is for following many shipments over time, with alerts and sharing. Quotes, bookings,
        documents and invoices for those shipments belong in the{' '}
        <RouteLink to="digital-tools-searates-erp">freight forwarding ERP</RouteLink>. Ask DFA support how to
        activate Cargoes Flow for your company.
      </p>
    </ContentPage>
  );
}
