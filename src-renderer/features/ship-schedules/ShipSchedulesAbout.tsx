import { SCHEDULE_LIMITS } from '../../../shared/schedules/limits';
import { TermLink } from '../../components/content/TermLink';
import styles from './ship-schedules.module.css';

/** What the schedules search does and where its data comes from. */
export default function ShipSchedulesAbout() {
  return (
    <section className={styles.about} aria-labelledby="schedules-about">
      <h2 id="schedules-about">What the schedules search does</h2>
      <p>Four searches answer the questions a forwarder asks before booking space:</p>
      <ul>
        <li>
          <strong>By route</strong>: sailings from a port of loading to a port of discharge that leave in the
          days you choose, direct or with one <TermLink slug="transshipment">transshipment</TermLink>, sorted
          by departure, arrival or transit time, with a map of the route and a spreadsheet download.
        </li>
        <li>
          <strong>By port</strong>: every vessel arriving at or leaving a port, where it comes from and where
          it goes next.
        </li>
        <li>
          <strong>By vessel</strong>: a ship’s calls, found by its name or its seven-digit IMO number.
        </li>
        <li>
          <strong>By carrier</strong>: a line’s services, their port rotations and the vessels on them.
        </li>
      </ul>
      <h3>How times are counted</h3>
      <p>
        Every time is shown in the port’s local time with its offset from UTC, and marked as planned,
        estimated or actual. The <TermLink slug="transit-time">transit time</TermLink> runs from the vessel’s
        departure at the port of loading to its arrival at the port of discharge, computed from those times
        rather than from calendar dates, so it already includes any wait at the hub.
      </p>
      <h3>Transshipment and connection time</h3>
      <p>
        {`A connection through a hub is offered only when the second vessel leaves at least the minimum connection time after the first arrives (24 hours unless you set another, from ${SCHEDULE_LIMITS.minConnectionHours} to ${SCHEDULE_LIMITS.maxConnectionHours} hours) and no more than ${SCHEDULE_LIMITS.maxConnectionWaitDays} days later. Routes longer than ${SCHEDULE_LIMITS.maxTransitDays} days are left out, and a connection is shown only when it beats the direct sailings around it, so the list holds real choices.`}
      </p>
      <h3>Where the schedules come from</h3>
      <p>
        Carriers publish their schedules in the Digital Container Shipping Association’s Commercial Schedules
        standard, and the portal reads them from each connected carrier, checking every document against the
        standard before it is used. The carriers section of the search shows which carriers are connected in
        this installation and when each was last read. Where no carrier is connected, the search runs on
        sample schedules: real ports and carrier names with invented services and vessels, labelled “Sample
        schedules” wherever they appear.
      </p>
      <h3>At sea or in the warehouse</h3>
      <p>
        The desktop app keeps the next eight weeks of schedules on the computer and searches them without a
        network, refreshing them whenever it is online.
      </p>
    </section>
  );
}
