import { RENEWAL_TIMING, SHIPPING_LEADS_RULE } from '../../../shared/domain/membership-statements';
import { BENEFIT_CARDS } from './benefit-cards';
import { LinkCards } from '../../components/content/LinkCards';
import { RouteLink } from '../../components/content/RouteLink';

export default function BenefitsContent() {
  return (
    <>
      <h2>The benefits, one by one</h2>
      <LinkCards cards={BENEFIT_CARDS} />

      <h2>Who the benefits are for</h2>
      <p>
        Membership is for companies that arrange the carriage of other people’s cargo: freight forwarders,
        NVOCCs, customs brokers with a forwarding arm, and logistics providers that need agents at the far end
        of their trade lanes. A one-office company in a secondary port uses the same tools as a group with
        branches on several continents; what changes is how many offices it lists and how much of its trade
        runs with other members.
      </p>
      <p>
        The benefits answer the problems forwarders mention most often when they talk about agent networks:
      </p>
      <ul>
        <li>
          <strong>Agents who do not pay.</strong> Premium members can have their ocean-freight invoices to
          other Premium members covered against non-payment, within clear conditions.
        </li>
        <li>
          <strong>Companies that claim a membership they do not hold.</strong> Every member’s status can be
          checked in public, so a badge on a website or an email signature means something.
        </li>
        <li>
          <strong>Directories that are scraped for spam lists.</strong> Contact details are shown only to
          signed-in members, one company at a time, and every request is recorded.
        </li>
        <li>
          <strong>Networks whose value ends when the conference does.</strong> Shipping leads, online meetings
          and the directory work all year, not only on the days you travel.
        </li>
      </ul>

      <h2>Premium and Standard membership</h2>
      <p>
        Every member gets a listing for each of its offices, access to events and support, and the digital
        tools. Two benefits depend on the membership level:
      </p>
      <ul>
        <li>
          <strong>Payment protection</strong> applies only when both companies in a deal are Premium members.
        </li>
        <li>{SHIPPING_LEADS_RULE}</li>
      </ul>
      <p>
        A Standard membership shows as <em>Standard Active</em> while its annual fee is paid and as{' '}
        <em>Standard Inactive</em> after it lapses. Fees are annual and paid by bank transfer.{' '}
        {RENEWAL_TIMING} The full comparison is on the <RouteLink to="membership">membership page</RouteLink>,
        and the formal rules are in the{' '}
        <RouteLink to="company-membership-regulations">membership regulations</RouteLink>.
      </p>

      <h2>How to start</h2>
      <ol>
        <li>
          Read the pages above that matter most to your business, starting with payment protection if you
          extend credit to agents.
        </li>
        <li>Apply online with your company details and every office you want listed.</li>
        <li>
          Once your application is checked and the fee is paid, your offices appear in the directory and the
          tools are unlocked.
        </li>
      </ol>
    </>
  );
}
