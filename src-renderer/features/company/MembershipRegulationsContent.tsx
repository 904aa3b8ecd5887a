import { Link } from 'react-router';
import { PAYMENT_PROTECTION_MAX_USD, PAYMENT_PROTECTION_MIN_USD } from '../../../shared/constants';
import { dictionaryTermPath } from '../../../shared/routes';
import { RouteLink } from '../../components/content/RouteLink';
import { usdWhole } from '../../../shared/domain/numbers';
import {
  LAPSE_RULE,
  RENEWAL_TIMING,
  SHIPPING_LEADS_RULE,
} from '../../../shared/domain/membership-statements';

export default function MembershipRegulationsContent() {
  return (
    <>
      <h2>1. Who can join</h2>
      <p>
        Membership is open to legally registered freight forwarders,{' '}
        <Link to={dictionaryTermPath('nvocc')}>NVOCCs</Link> and other logistics companies that arrange the
        carriage of goods for others. The member is the company, not an individual: the people who sign in act
        for their company, and the company answers for what they do.
      </p>

      <h2>2. Admission review</h2>
      <ol>
        <li>
          The company applies online with its legal details, its offices, the services it offers and a contact
          person whose phone number is verified.
        </li>
        <li>
          DFA reviews the application: that the company exists and is registered, that it works in logistics,
          that the offices it lists are real, and whether it has unresolved complaints with the association.
        </li>
        <li>
          DFA may ask for documents such as a trade licence or company registration, and may refuse an
          application that it cannot verify. A refused company can apply again once the reason has been dealt
          with.
        </li>
        <li>
          Once the first annual fee is paid, the profile is published in the directory and the member tools
          are unlocked.
        </li>
      </ol>

      <h2>3. Membership statuses</h2>
      <table>
        <caption className="visually-hidden">Membership statuses and what each allows</caption>
        <thead>
          <tr>
            <th scope="col">Status</th>
            <th scope="col">What it means</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Premium</th>
            <td>
              A paid-up membership with every member tool and benefit, including shipping leads and payment
              protection for qualifying ocean-freight invoices.
            </td>
          </tr>
          <tr>
            <th scope="row">Standard Active</th>
            <td>
              A paid-up membership with the directory listing, the member tools, events and the blacklist, but
              without shipping leads or payment protection.
            </td>
          </tr>
          <tr>
            <th scope="row">Standard Inactive</th>
            <td>
              A company whose membership is not currently in force, for example because a renewal invoice is
              unpaid. Its profile shows the inactive status and the member tools are closed until the
              membership is active again.
            </td>
          </tr>
        </tbody>
      </table>
      <p>
        The status shown on a profile is the one that counts when members check each other.{' '}
        {SHIPPING_LEADS_RULE} A Standard member can upgrade to Premium at any time.
      </p>

      <h2>4. Fees and renewal</h2>
      <ul>
        <li>
          Fees are annual. Each invoice, on joining and at every renewal, is for the fee the association has
          set for the tier on the day the invoice is issued; the current fees are on the{' '}
          <RouteLink to="membership">membership page</RouteLink>.
        </li>
        <li>Fees are paid by bank transfer against an invoice issued by the association.</li>
        <li>{RENEWAL_TIMING}</li>
        <li>{LAPSE_RULE}</li>
      </ul>

      <h2>5. Offices and the directory</h2>
      <p>
        Each member lists every office it trades from, with accurate addresses, services and contact people,
        and keeps them up to date. Listing matters: partners search the directory by country and city, and
        payment protection only covers shipments handled by offices that are listed. Contact details in the
        directory are shown only to signed-in members, and copying them in bulk is forbidden.
      </p>

      <h2>6. Conduct</h2>
      <p>
        Members follow the code of ethics in every dealing with other members and with the association: honest
        representation, payment on agreed terms, respect for a partner’s customers, confidentiality,
        compliance with sanctions, export-control and anti-bribery law, and disputes raised through the
        association.
      </p>

      <h2>7. Payment protection</h2>
      <p>
        Payment protection is credit-risk cover for unpaid invoices between members, from{' '}
        {usdWhole(PAYMENT_PROTECTION_MIN_USD)} up to {usdWhole(PAYMENT_PROTECTION_MAX_USD)} a year. A shipment
        is covered only when every one of these conditions is met:
      </p>
      <ul>
        <li>both companies in the deal hold Premium membership;</li>
        <li>
          the invoice is for <Link to={dictionaryTermPath('ocean-freight')}>ocean freight</Link>;
        </li>
        <li>the shipment is handled between offices listed in the directory;</li>
        <li>
          the shipment was reported to DFA support on the protection form and support confirmed it in writing;
          cover starts only with that confirmation.
        </li>
      </ul>
      <p>
        Never covered: <Link to={dictionaryTermPath('detention-and-demurrage')}>demurrage and detention</Link>
        , charges that are not freight, and deals between related companies. To claim, notify support as soon
        as a covered invoice is overdue and send the invoice, the{' '}
        <Link to={dictionaryTermPath('bill-of-lading')}>bill of lading</Link>, the written confirmation of
        cover and your correspondence with the debtor. The time limits for notifying and claiming are those
        stated in the confirmation of cover; a claim made outside them can be refused.
      </p>

      <h2>8. Suspension and expulsion</h2>
      <p>
        The association can suspend or expel a member that breaches these regulations or the code of ethics,
        supplies false information, or fails to pay a debt to another member after the blacklist process. The
        procedure is always the same:
      </p>
      <ol>
        <li>The member receives a written notice stating the grounds and the evidence.</li>
        <li>The member has the right to reply in writing, within the period stated in the notice.</li>
        <li>The association decides and gives its reasons in writing.</li>
        <li>The member can appeal once; the appeal is heard by people not involved in the first decision.</li>
      </ol>
      <p>
        Where there is evidence of fraud or a sanctions breach, the association may suspend access at once
        while the procedure runs, so that other members are not exposed in the meantime.
      </p>

      <h2>9. The blacklist and its due process</h2>
      <p>
        The <RouteLink to="company-blacklist">blacklist</RouteLink> warns members about companies that have
        left debts unpaid or cargo undelivered. It is visible to signed-in members only, and no company is
        listed without this process:
      </p>
      <ol>
        <li>
          <strong>Report.</strong> A member reports the company with the invoices, shipping documents and
          correspondence that support the claim.
        </li>
        <li>
          <strong>Notice.</strong> The association notifies the reported company of the claim and the
          evidence.
        </li>
        <li>
          <strong>Response.</strong> The reported company can answer and submit its own evidence.
        </li>
        <li>
          <strong>Decision.</strong> The association weighs the evidence from both sides and decides whether
          the entry is published, with the reasons and countries concerned.
        </li>
        <li>
          <strong>Appeal.</strong> Either side can appeal the decision once, with new evidence.
        </li>
        <li>
          <strong>Resolved or expired.</strong> An entry is marked resolved when the debt is settled or the
          dispute is closed, and it expires at the end of the period set when it was published.
        </li>
      </ol>

      <h2>10. Data protection</h2>
      <p>
        The association processes the personal data of members’ staff and contacts to run the membership, the
        directory and the tools, as described in the{' '}
        <RouteLink to="resources-privacy-policy">privacy policy</RouteLink>. Members who receive personal data
        through the association handle it lawfully and use it only for the purpose it was shared for.
      </p>

      <h2>11. Changes</h2>
      <p>
        The association may change these regulations. Members are told of material changes before they take
        effect.
      </p>
    </>
  );
}
