import { Link } from 'react-router';
import { dictionaryTermPath } from '../../../shared/routes';
import { RouteLink } from '../../components/content/RouteLink';

export default function CodeOfEthicsContent() {
  return (
    <>
      <h2>Why a code matters in forwarding</h2>
      <p>
        A forwarder that books a shipment through an overseas agent trusts a company it may never have met to
        collect the cargo, pay the carrier, release the goods to the right consignee and settle the invoice.
        When that trust fails, the damage lands on the cargo owner as well as on the partner. The code sets
        out the behaviour members can expect from each other, and the association enforces it.
      </p>

      <h2>1. Honest representation</h2>
      <ul>
        <li>
          Describe your company as it is: legal name, registration, licences, the offices you really operate
          and the services you really provide.
        </li>
        <li>
          Claim membership only while it is valid, and only at the tier you hold. Displaying the DFA name or
          badge after your membership has ended is a breach.
        </li>
        <li>
          Be clear about your role in a shipment: whether you act as a carrier issuing your own{' '}
          <Link to={dictionaryTermPath('house-bill-of-lading')}>house bill of lading</Link>, or as an agent of
          another party.
        </li>
        <li>
          Quote all charges you know of, including local charges at origin or destination, and state the free
          time and validity that apply. Do not win a booking with a rate you do not intend to honour.
        </li>
      </ul>

      <h2>2. Paying partners on time</h2>
      <ul>
        <li>
          Pay invoices from other members on the terms you agreed, in full and without waiting to be chased.
        </li>
        <li>
          If you dispute part of an invoice, pay the part you do not dispute and explain the rest in writing,
          with your reasons and documents, as soon as you find the problem.
        </li>
        <li>
          Never hold back payment on one shipment to gain leverage over another, and never hold cargo hostage
          over an unrelated debt.
        </li>
        <li>
          Agree in writing, before the cargo moves, who bears charges that arise later, such as{' '}
          <Link to={dictionaryTermPath('detention-and-demurrage')}>detention and demurrage</Link> or storage.
        </li>
      </ul>

      <h2>3. No poaching of a partner’s customer</h2>
      <p>
        When a member nominates a shipment to you, the shipper or consignee behind it is that member’s
        customer. Do not quote to that customer directly, and do not use the names and contacts on shipping
        documents to approach it, unless the member who introduced the business agrees in writing. Handle the
        customer’s cargo and questions in the name of your partner, and pass enquiries for new business back
        to it.
      </p>

      <h2>4. Confidentiality</h2>
      <ul>
        <li>
          Rates, customer details and documents you receive from a partner are for handling that partner’s
          shipments, nothing else.
        </li>
        <li>
          Contact details of other members are shared for doing business with them. Do not copy them in bulk,
          sell them, or use them for unsolicited mass mailing.
        </li>
        <li>
          Handle personal data of contacts and consignees lawfully, and keep it only as long as you need it.
        </li>
      </ul>

      <h2>5. Compliance with the law</h2>
      <ul>
        <li>
          Screen shippers, consignees and destinations against the sanctions lists that apply to you and to
          the trade, and refuse business that would breach them.
        </li>
        <li>
          Respect export controls: check whether goods need an{' '}
          <Link to={dictionaryTermPath('export-license')}>export licence</Link>, for example dual-use items,
          and do not help anyone avoid the requirement.
        </li>
        <li>
          Do not offer, pay or accept bribes, including small payments to speed up customs or port
          formalities. Keep any gifts and hospitality modest and on record.
        </li>
        <li>
          Declare goods truthfully to carriers and customs, including{' '}
          <Link to={dictionaryTermPath('hazardous-materials')}>hazardous materials</Link>, weights and values.
          Misdeclaration puts ships, crews and partners at risk.
        </li>
      </ul>

      <h2>6. Responsiveness and care for cargo</h2>
      <p>
        Answer messages from members promptly, even when the answer is no. Keep partners informed of delays,
        damage and holds as soon as you know of them, and cooperate fully when a cargo claim is made.
      </p>

      <h2>7. Handling disputes through the association</h2>
      <ol>
        <li>
          Try to settle the disagreement directly with the other member first, in writing, with the documents
          that support your position.
        </li>
        <li>
          If that fails, either party can ask DFA support to mediate. Both sides are heard and both provide
          their evidence.
        </li>
        <li>
          An unpaid debt is reported to the association, never published unilaterally on social media or in
          other networks. The association’s blacklist follows a defined process in which the reported company
          is notified and can reply before any decision.
        </li>
      </ol>

      <h2>Consequences of a breach</h2>
      <p>
        Depending on how serious the breach is and whether it is repeated, the association can issue a written
        warning, require the member to put the matter right (for example, settle an invoice or correct its
        profile), suspend the membership, or expel the company. Suspected fraud or a sanctions breach can lead
        to an immediate suspension while the case is reviewed. A company that fails to pay a debt it owes to a
        member can be entered on the blacklist once the process has run its course. In every case the company
        is told what it is accused of and has the right to reply, as the{' '}
        <RouteLink to="company-membership-regulations">membership regulations</RouteLink> set out.
      </p>

      <aside aria-label="Report a breach">
        <p>
          <strong>To report a breach,</strong> write to{' '}
          <RouteLink to="company-contact-us">DFA support</RouteLink> with the shipment reference, the
          documents and your correspondence with the other company. Reports are handled in confidence, and the
          reported member is heard before any decision.
        </p>
      </aside>
    </>
  );
}
