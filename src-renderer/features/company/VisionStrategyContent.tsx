import { Link } from 'react-router';
import { MEMBER_TOOL_COUNT, PAYMENT_PROTECTION_MAX_USD, TRACKED_CARRIERS } from '../../../shared/constants';
import { dictionaryTermPath } from '../../../shared/routes';
import { RouteLink } from '../../components/content/RouteLink';
import { usdWhole } from '../../../shared/domain/numbers';

export default function VisionStrategyContent() {
  return (
    <>
      <h2>Why the association exists</h2>
      <p>
        International forwarding runs on partnerships. A{' '}
        <Link to={dictionaryTermPath('freight-forwarder')}>freight forwarder</Link> in one country hands the
        other end of a shipment to an agent in another, often a company it knows only from an email signature.
        Most forwarders are small or mid-sized businesses, and few can afford to audit every partner or visit
        every market. A port operator sees this from the quay: the cargo moves smoothly only when the
        companies around it can rely on each other.
      </p>
      <p>The same problems come up across the industry, year after year:</p>
      <ul>
        <li>invoices between agents that are paid late, or never;</li>
        <li>companies claiming to belong to a network they left long ago, or never joined;</li>
        <li>blacklists where a company is named without being told or heard;</li>
        <li>directories whose contact lists are scraped and sold, so members drown in spam;</li>
        <li>networks whose value depends on flying to one conference a year;</li>
        <li>separate subscriptions for every tool a modern forwarding office needs.</li>
      </ul>

      <h2>Our mission</h2>
      <p>
        To give independent forwarders and NVOCCs the trust, reach and technology that only the largest
        logistics groups used to have, in one membership, at a fair price.
      </p>

      <h2>What we are building</h2>
      <h3>A verified network</h3>
      <p>
        Every company is reviewed before it is admitted, lists each office it trades from and carries a
        membership status that partners can check. Contact details are for signed-in members, shared on
        request rather than published for harvesting. Our aim is that any shipper or partner can confirm in
        seconds that a company claiming to be a member really is one.
      </p>
      <h3>Digital tools in the membership</h3>
      <p>
        {`Members receive ${MEMBER_TOOL_COUNT} tools: a sea freight calculator they can put on their own website, cargo tracking across more than ${TRACKED_CARRIERS} carriers, shipping leads from cargo owners, ship schedules searchable by route, port, vessel or carrier, and an ERP built for forwarders. They are designed so that an office of five people can use them without an IT department.`}
      </p>
      <h3>Fair payment</h3>
      <p>
        {`Trust is easier when the downside is covered. Premium members trading with each other can protect ocean-freight invoices up to ${usdWhole(PAYMENT_PROTECTION_MAX_USD)} a year. Disputes go to the association for mediation, and the blacklist follows due process: notice, a right of reply, evidence from both sides, a decision and an appeal, with entries marked resolved once a debt is settled.`}
      </p>
      <h3>A community all year round</h3>
      <p>
        An annual conference brings members together in person, and online members meetings keep the network
        active between them, so that a member in a distant market gets value without travelling.
      </p>

      <h2>The principles we work by</h2>
      <ul>
        <li>
          <strong>Neutral.</strong> The network is open to forwarders of every size and country that meet the
          same admission rules, and every member is held to the same code.
        </li>
        <li>
          <strong>Fair process.</strong> No member is sanctioned or named without being heard, as the{' '}
          <RouteLink to="company-membership-regulations">membership regulations</RouteLink> require.
        </li>
        <li>
          <strong>Respect for data.</strong> Members’ contacts are protected against scraping, and personal
          data is handled as our <RouteLink to="resources-privacy-policy">privacy policy</RouteLink>{' '}
          describes.
        </li>
        <li>
          <strong>Practical tools.</strong> We build what forwarders use every day: quoting, tracking,
          scheduling and finding partners.
        </li>
      </ul>

      <h2>What it means for you</h2>
      <p>
        If you run a forwarding or NVOCC business, membership puts your offices in front of partners looking
        for coverage in your country, brings you requests from cargo owners and gives your team tools you
        would otherwise buy one by one. Read the{' '}
        <RouteLink to="company-code-of-ethics">code of ethics</RouteLink> to see what members commit to, then
        compare the plans on the <RouteLink to="membership">membership page</RouteLink>.
      </p>
    </>
  );
}
