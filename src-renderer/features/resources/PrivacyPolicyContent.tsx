import { BRAND_NAME } from '../../../shared/constants';
import { RouteLink } from '../../components/content/RouteLink';

// Over 200 lines: the policy is one legal text, reviewed and dated as a whole; split, a change
// could leave its parts out of step.
export default function PrivacyPolicyContent() {
  return (
    <>
      <h2>Who is responsible</h2>
      <p>
        The controller of your personal data is the {BRAND_NAME} (“DFA”, “we”), the association of freight
        forwarders and NVOCCs with its seat in Dubai, United Arab Emirates. For any question about this policy
        or your data, write to us through the <RouteLink to="company-contact-us">contact page</RouteLink> and
        start your message with “Privacy”.
      </p>

      <h2>What we collect</h2>
      <h3>Account data</h3>
      <p>
        Your name, work email address, phone number and company when you apply or sign in; your password only
        as a salted scrypt hash, never in readable form; one-time phone verification codes, which expire after
        minutes; and records of sign-ins and password resets.
      </p>
      <h3>Company data</h3>
      <p>
        Your company’s legal name, logo, offices with addresses, services, membership status and its validity,
        and the contact people it lists in the member directory with their email addresses and phone numbers.
      </p>
      <h3>Content you give us</h3>
      <p>
        Messages sent through our forms, event registrations, survey answers, blacklist reports with the
        evidence files attached to them and the replies of reported companies, and requests for payment
        protection.
      </p>
      <h3>Marketing attribution data</h3>
      <p>
        Our forms carry hidden fields that tell us how you found us: the traffic source; the campaign,
        channel, content, landing page, medium, referrer, source and search term of your first and of your
        latest visit (taken from links tagged with campaign parameters and from the referring site); analytics
        client and session identifiers and an advertising click identifier when present; the number of pages
        you visited and which ones; the time spent on the site; your time zone, browser, operating system and
        device type. When you submit a form the server adds your IP address and, where a geolocation service
        is configured, the approximate city, region, country and coordinates derived from it. We store none of
        this before you consent where consent is required, and nothing at all when your browser sends a Do Not
        Track signal.
      </p>
      <h3>Technical data</h3>
      <p>
        Our servers record the IP address, time, address requested and browser of each request, to deliver the
        site, limit abuse and investigate faults. When a member opens another member’s contact details we keep
        a record of it, so that scraping of the directory can be detected and stopped.
      </p>

      <h2>Cookies and similar storage</h2>
      <table>
        <caption className="visually-hidden">Cookies and browser storage used by the portal</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Purpose</th>
            <th scope="col">Lifetime</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">
              <code>dfa_session</code>
            </th>
            <td>
              Keeps you signed in. Strictly necessary. It holds a random token that scripts on the page cannot
              read (HttpOnly); our database stores only a hash of it.
            </td>
            <td>
              Ends after 7 days without activity, at the latest 30 days after sign-in, or when you sign out.
            </td>
          </tr>
          <tr>
            <th scope="row">
              <code>user</code>
            </th>
            <td>
              Holds the public part of your profile (name, company, membership type) so the page can greet
              you. The server never trusts it.
            </td>
            <td>Removed when you sign out or close the browser.</td>
          </tr>
          <tr>
            <th scope="row">Bot check</th>
            <td>
              The bot check on our forms may store data in your browser to tell people from automated scripts.
            </td>
            <td>Set by the provider; short-lived.</td>
          </tr>
          <tr>
            <th scope="row">Attribution data</th>
            <td>Remembers your first visit’s source and the pages you viewed, for the form fields above.</td>
            <td>Kept in your browser only after consent where required; you can clear it at any time.</td>
          </tr>
        </tbody>
      </table>

      <h2>Why we use your data and on what legal basis</h2>
      <ul>
        <li>
          <strong>To run your account and membership</strong>, including the directory, the tools, events and
          payment protection: performance of the membership contract with your company, and our legitimate
          interest in knowing who acts for it.
        </li>
        <li>
          <strong>To keep the network safe</strong>: reviewing applications, verifying phone numbers, the bot
          check, rate limits, the blacklist process and the detection of scraping and fraud: our legitimate
          interest and that of our members in trading with genuine companies.
        </li>
        <li>
          <strong>To answer enquiries and registrations</strong>: steps you ask us to take, or our legitimate
          interest in replying.
        </li>
        <li>
          <strong>To understand which channels bring visitors</strong>: your consent where the law requires
          it, otherwise our legitimate interest. You can withdraw consent at any time.
        </li>
        <li>
          <strong>To meet legal duties</strong>, such as accounting, tax and sanctions screening: legal
          obligation.
        </li>
      </ul>

      <h2>How long we keep it</h2>
      <ul>
        <li>Session records: until the session ends, as described above.</li>
        <li>Phone verification codes: minutes; password reset links: until used or expired.</li>
        <li>
          Account and company data: while the membership lasts, then only what we need to handle claims and
          disputes, and invoices for as long as accounting and tax law require.
        </li>
        <li>
          Form submissions and attribution data: as long as needed to deal with the enquiry and measure our
          campaigns, then deleted or made anonymous.
        </li>
        <li>
          Blacklist entries and their evidence: while the entry is open and for the period it remains on
          record as resolved or expired, so that decisions can be reviewed on appeal.
        </li>
      </ul>

      <h2>Who receives your data</h2>
      <ul>
        <li>
          <strong>Other members</strong> see the directory profile and contacts of your company once they are
          signed in, and blacklist entries about companies.
        </li>
        <li>
          <strong>Service providers</strong> working on our instructions: hosting, email delivery, text
          message delivery for verification codes, and the bot check on our forms (currently Cloudflare
          Turnstile).
        </li>
        <li>
          <strong>Payment protection partners</strong>, such as the credit insurer, when a shipment is
          reported or a claim is made.
        </li>
        <li>
          <strong>Authorities</strong>, when the law requires it.
        </li>
      </ul>
      <p>We do not sell personal data, and we do not let anyone copy the directory for marketing.</p>

      <h2>International transfers</h2>
      <p>
        Our members and providers are located around the world, so your data may be processed outside the
        country where you live. Where the law of your country requires it, we transfer data only with the
        safeguards it recognises, such as standard contractual clauses.
      </p>

      <h2>Security</h2>
      <p>
        Connections are encrypted, passwords and session tokens are stored only as hashes, access to contact
        details requires sign-in and is rate-limited, and evidence files are served only to authorised users.
      </p>

      <h2>Your rights</h2>
      <p>
        Depending on the law that applies to you, including the UAE’s Federal Decree-Law No. 45 of 2021 on
        personal data protection and, for people in the European Economic Area and the United Kingdom, the
        GDPR, you can ask us to:
      </p>
      <ul>
        <li>give you a copy of your data, or send it to another provider in a portable format;</li>
        <li>correct data that is wrong, or delete data we no longer need;</li>
        <li>restrict our use of your data, or object to a use based on our legitimate interests;</li>
        <li>stop using your data for marketing attribution, and withdraw any consent you gave.</li>
      </ul>
      <p>
        Members can correct most account and company data themselves in the portal. For anything else, write
        to us through the contact page. We may ask you to confirm your identity, and we answer within one
        month. You can also complain to the data protection authority where you live or work.
      </p>

      <h2>Children</h2>
      <p>
        The website and portal are for business users; we do not knowingly collect data from anyone under 18.
      </p>

      <h2>Changes to this policy</h2>
      <p>
        We will update this page when our processing changes, and tell members by email about changes that
        affect them. The <RouteLink to="resources-terms-and-conditions">terms and conditions</RouteLink>{' '}
        govern the use of the website and portal.
      </p>
    </>
  );
}
