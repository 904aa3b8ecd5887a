import { BRAND_NAME } from '../../../shared/constants';
import { RouteLink } from '../../components/content/RouteLink';

export default function TermsContent() {
  return (
    <>
      <h2>1. Who we are</h2>
      <p>
        The website and portal are operated by the {BRAND_NAME} (“DFA”, “we”), an association of freight
        forwarders and NVOCCs with its seat in Dubai, United Arab Emirates. Membership itself is governed by
        the <RouteLink to="company-membership-regulations">membership regulations</RouteLink> and the{' '}
        <RouteLink to="company-code-of-ethics">code of ethics</RouteLink>; where they deal with the same
        matter as these terms, they prevail.
      </p>

      <h2>2. Accounts</h2>
      <ul>
        <li>Give accurate information when you apply, and keep it up to date.</li>
        <li>
          An account belongs to one person. Do not share your password or let others use your session; your
          company answers for everything done through the accounts of its staff.
        </li>
        <li>
          Tell us at once if you think someone else has used your account. We may suspend an account that
          appears to be compromised or misused.
        </li>
      </ul>

      <h2>3. Acceptable use</h2>
      <p>You must not:</p>
      <ul>
        <li>break the law, infringe anyone’s rights, or use the portal to deceive or defraud;</li>
        <li>impersonate a person or company, or claim a membership or status you do not hold;</li>
        <li>send spam or unsolicited mass messages to members;</li>
        <li>
          probe, overload or interfere with the service, bypass rate limits or the bot check, or access data
          that is not meant for you;
        </li>
        <li>upload malware or files you are not entitled to share.</li>
      </ul>

      <h2>4. The member directory: no scraping</h2>
      <p>
        The directory exists so that members can find partners. Its contents, and the contact details in
        particular, may not be copied by automated means, downloaded in bulk, resold, or used to build another
        database or mailing list, whether by you or by a tool acting for you. Contact details are shown to
        signed-in members on request, within limits, and each request is recorded. We may block any account or
        address that harvests data, and pursue the matter further.
      </p>

      <h2>5. Member content</h2>
      <p>
        You are responsible for what you publish or upload: company profiles, logos, offices, messages,
        reports and evidence files. You confirm that it is accurate and that you have the right to share it,
        and you allow DFA to store it, show it to the audience it is meant for and adapt its format for
        display. We may remove content that breaks these terms, the code of ethics or the law.
      </p>

      <h2>6. Blacklist entries and the right of reply</h2>
      <p>
        A member may report a company to the <RouteLink to="company-blacklist">blacklist</RouteLink> only for
        a genuine unpaid debt or undelivered cargo, supported by documents. Each report follows the process in
        the membership regulations: the reported company is notified, can reply with its own evidence, the
        association decides, and either side can appeal once. Entries are marked resolved when the matter is
        settled and expire at the end of their period. Entries state the reporting member’s claim and the
        association’s decision; they are visible to signed-in members only and must not be copied or published
        elsewhere. A false or malicious report is a serious breach of these terms.
      </p>

      <h2>7. Tools and information provided as they are</h2>
      <p>
        The calculator, tracking, schedules, shipping leads, the ERP and the freight dictionary are provided
        as they are and as available. Tracking events and schedules come from carriers and other sources and
        may be late, incomplete or changed; calculator results are estimates; guides and dictionary entries
        are general information, not legal, customs or financial advice. Check anything important with the
        carrier, the authority or a professional adviser before you rely on it. We may change, suspend or
        withdraw a tool, and will tell members in advance where we reasonably can.
      </p>

      <h2>8. Dealings between members</h2>
      <p>
        Contracts for freight, quotes given on shipping leads and payments are between the members concerned.
        DFA is not a party to them, except where payment protection applies under its own conditions, and it
        can help resolve a dispute through mediation.
      </p>

      <h2>9. Limits of liability</h2>
      <p>
        To the extent the law allows, DFA is not liable for indirect or consequential loss, loss of profit or
        business, or loss caused by information from third parties, by another member, or by events outside
        our reasonable control. Our total liability to a member for any claim arising from the use of the
        website and portal in a membership year is limited to the membership fee paid for that year. Nothing
        in these terms limits liability that cannot be limited by law, such as liability for fraud.
      </p>

      <h2>10. Suspension and ending your use</h2>
      <p>
        You may close your account at any time. We may suspend or close an account that breaches these terms,
        following the procedure of the membership regulations for member companies, and at once where needed
        to protect other users or the service.
      </p>

      <h2>11. Personal data</h2>
      <p>
        How we handle personal data is described in the{' '}
        <RouteLink to="resources-privacy-policy">privacy policy</RouteLink>.
      </p>

      <h2>12. Governing law</h2>
      <p>
        These terms are governed by the law applicable at the association’s seat in Dubai, United Arab
        Emirates, and the courts competent there settle any dispute that cannot be resolved amicably, unless
        the law of your country gives you rights that cannot be excluded.
      </p>

      <h2>13. Changes to these terms</h2>
      <p>
        We may update these terms. Material changes are announced to members by email and on the website
        before they apply; continuing to use the website or portal after that means you accept the new terms.
      </p>
    </>
  );
}
