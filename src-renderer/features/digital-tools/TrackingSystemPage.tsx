import { TRACKED_CARRIERS } from '../../../shared/constants';
import { ContentPage } from '../../components/content/ContentPage';
import { useSite } from '../../lib/site-context';
import { RouteLink } from '../../components/content/RouteLink';
import { serviceJsonLd } from '../../components/seo/service-json-ld';
import { TermLink } from '../../components/content/TermLink';
import { DIGITAL_TOOLS_CRUMB } from './tools-crumb';
import { CheckDigitExample } from './CheckDigitExample';
import { TrackingGate } from './TrackingGate';
import styles from './digital-tools.module.css';

const PATH = '/digital-tools/tracking-system';
const DESCRIPTION = `Track containers, bills of lading and bookings across ${TRACKED_CARRIERS}+ carriers: container number format and check digit, and tracking events in plain words.`;

const EVENTS = [
  {
    name: 'Empty picked up',
    meaning: 'The shipper’s trucker has collected an empty container from the depot to load it.',
  },
  {
    name: 'Gate-in',
    meaning: 'The loaded container has entered the terminal at the port of loading and waits for its vessel.',
  },
  { name: 'Loaded', meaning: 'The container has been lifted on board the vessel.' },
  {
    name: 'Vessel departure and arrival',
    meaning:
      'Events of the ship rather than the box: when it leaves and reaches each port, including transshipment ports.',
  },
  {
    name: 'Discharged',
    meaning: 'The container has been lifted off the vessel, at a transshipment port or at destination.',
  },
  {
    name: 'Gate-out',
    meaning: 'The container has left the terminal, usually on a truck or train to the consignee.',
  },
  { name: 'Empty returned', meaning: 'The consignee has brought the empty container back to the depot.' },
];

export default function TrackingSystemPage() {
  const { siteUrl } = useSite();
  return (
    <ContentPage
      path={PATH}
      title="Cargo tracking system: containers, bills of lading and bookings"
      description={DESCRIPTION}
      keywords="container tracking, cargo tracking system, track bill of lading, track booking number, ISO 6346 check digit, container number format, DCSA track and trace"
      eyebrow="Digital tools"
      heading={`Cargo tracking across more than ${TRACKED_CARRIERS} carriers`}
      lead={
        <p>
          {`The DFA tracking system follows ocean shipments across more than ${TRACKED_CARRIERS} carriers from one search box. Enter a container number, a bill of lading or a booking number, and see where the cargo is and what happened last, in words your customer understands.`}
        </p>
      }
      trail={[DIGITAL_TOOLS_CRUMB]}
      jsonLd={[
        serviceJsonLd(siteUrl, {
          name: 'DFA cargo tracking system',
          serviceType: 'Container and shipment tracking',
          description: DESCRIPTION,
          path: PATH,
        }),
      ]}
    >
      <TrackingGate />
      <h2>Who it is for</h2>
      <p>
        Operations staff who answer “where is my container?” many times a day, sales staff who want to warn a
        customer about a delay before the customer notices, and agents who need to confirm that a box has left
        the terminal before they release documents. Tracking is one of the tools every DFA member receives.
      </p>

      <h2>Three ways to track</h2>
      <h3>By container number</h3>
      <p>
        A container number follows ISO 6346 and always has eleven characters, for example{' '}
        <code>CSQU3054383</code>:
      </p>
      <ul>
        <li>
          <strong>Owner code</strong> (three letters, <code>CSQ</code>): registered with the Bureau
          International des Containers. It identifies the owner, which may be a shipping line or a leasing
          company.
        </li>
        <li>
          <strong>Category identifier</strong> (one letter, <code>U</code>): U for freight containers, J for
          detachable freight-container equipment, Z for trailers and chassis.
        </li>
        <li>
          <strong>Serial number</strong> (six digits, <code>305438</code>), chosen by the owner.
        </li>
        <li>
          <strong>Check digit</strong> (one digit, <code>3</code>), calculated from the first ten characters
          so that a mistyped number can be caught before it is searched.
        </li>
      </ul>
      <p>
        To check the digit, give each letter a value starting at A = 10 and skipping multiples of 11 (so B =
        12, K = 21, L = 23, U = 32, V = 34, Z = 38); digits keep their own value. Multiply the character at
        position 0 to 9 by 2 raised to that position, add the results, take the remainder after dividing by
        11, and if that remainder is 10, use 0.
      </p>
      <CheckDigitExample />
      <p>
        The owner code often hints at the carrier (MSKU and MAEU boxes are likely Maersk’s, MSCU and MEDU
        likely MSC’s), but many containers belong to leasing companies and sail with any line, so treat the
        prefix as a clue, not proof.
      </p>

      <h3>By bill of lading</h3>
      <p>
        A carrier’s <TermLink slug="master-bill-of-lading">master bill of lading</TermLink> number usually
        starts with the carrier’s four-letter SCAC code, such as MAEU for Maersk, HLCU for Hapag-Lloyd or ONEY
        for ONE (MSC’s bills of lading start with MEDU). Tracking by bill of lading shows every container on
        it at once. A <TermLink slug="house-bill-of-lading">house bill of lading</TermLink> issued by a
        forwarder or NVOCC is not known to the carrier: track the master bill or the containers instead.
      </p>

      <h3>By booking number</h3>
      <p>
        Before the bill of lading exists, the carrier’s booking reference is the only handle on the shipment.
        It is the best way to follow the early steps: empty pick-up, gate-in and confirmation of the vessel.
      </p>

      <h2>What the events mean</h2>
      <p>
        The system presents events in the vocabulary of the Digital Container Shipping Association’s Track and
        Trace standard, which many carriers follow, translated into plain words:
      </p>
      <dl className={styles.events}>
        {EVENTS.map((event) => (
          <div key={event.name}>
            <dt>
              <strong>{event.name}</strong>
            </dt>
            <dd>{event.meaning}</dd>
          </div>
        ))}
      </dl>

      <h2>Planned, estimated and actual</h2>
      <p>
        Every event can be reported three ways. <strong>Planned</strong> comes from the schedule at booking
        time. <strong>Estimated</strong> is the carrier’s current forecast, which changes as the voyage goes
        on, for example an <TermLink slug="estimated-time-of-arrival">estimated time of arrival</TermLink>{' '}
        that slips after a port delay. <strong>Actual</strong> means it has happened. The tracking screen
        always shows the most certain one available: actual before estimated, estimated before planned. It
        also distinguishes when an event happened from when the carrier reported it, because a gate-out
        recorded hours later still happened at its own time.
      </p>

      <h2>Limits to know</h2>
      <ul>
        <li>
          Data comes from the carriers. If a carrier reports late or not at all, the tracking is late too; the
          last update time is always shown.
        </li>
        <li>
          On <TermLink slug="transshipment">transshipment</TermLink> routes the container changes vessels, and
          the second vessel may not be known until the box is discharged at the hub.
        </li>
        <li>Estimated times are forecasts, not promises; quote them to customers as such.</li>
      </ul>

      <h2>Next steps</h2>
      <p>
        Members sign in and search from the tools area. To follow many shipments at once, with alerts and
        sharing, see{' '}
        <RouteLink to="digital-tools-cargoes-flow">Cargoes Flow, the shipment visibility dashboard</RouteLink>
        , or read about <TermLink slug="shipment-tracking">shipment tracking</TermLink> in the freight
        dictionary.
      </p>
    </ContentPage>
  );
}
