import { PAYMENT_PROTECTION_MAX_USD, PAYMENT_PROTECTION_MIN_USD } from '../../../shared/constants';
import { RouteLink } from '../../components/content/RouteLink';
import { TermLink } from '../../components/content/TermLink';
import { usdWhole } from '../../../shared/domain/numbers';

const MIN = usdWhole(PAYMENT_PROTECTION_MIN_USD);
const MAX = usdWhole(PAYMENT_PROTECTION_MAX_USD);

export default function PaymentProtectionContent() {
  return (
    <>
      <aside aria-label="The rules in short">
        <p>
          <strong>Covered</strong>: ocean-freight invoices between two Premium members, for shipments between
          offices listed in the directory, once each shipment has been reported to support and confirmed in
          writing.
        </p>
        <p>
          <strong>Not covered</strong>: demurrage and detention, non-freight charges, and deals between
          related companies.
        </p>
      </aside>

      <h2>The conditions, one by one</h2>
      <p>
        All of these must be true for a shipment to be covered. If one is missing, the invoice is not
        protected.
      </p>
      <ol>
        <li>
          <strong>Both parties are Premium members.</strong> The forwarder who issues the invoice and the one
          who owes it must both hold Premium membership. A deal with a Standard Active member is not covered,
          however good that member’s record. Check the other side’s status in the directory before you quote.
        </li>
        <li>
          <strong>The invoice is for ocean freight.</strong> The cover applies to{' '}
          <TermLink slug="ocean-freight">ocean freight</TermLink>. Air, road and rail moves are outside it.
        </li>
        <li>
          <strong>The shipment moves between listed offices.</strong> Both the office that invoices and the
          office that is invoiced must be listed in the{' '}
          <RouteLink to="benefits-member-directory">member directory</RouteLink>. A branch you forgot to list
          is a branch whose invoices are not covered, so list every office you trade from.
        </li>
        <li>
          <strong>The shipment is reported and confirmed.</strong> Each shipment is reported to the
          association on the <RouteLink to="payment-protection">payment protection form</RouteLink> in the
          member area, and is covered only once the association has confirmed it in writing. A shipment that
          was never reported and confirmed is not covered, whatever else is in order.
        </li>
      </ol>

      <h2>What is excluded</h2>
      <ul>
        <li>
          <strong>Demurrage and detention.</strong> Charges for keeping a container at the terminal or outside
          it beyond the free time (see{' '}
          <TermLink slug="detention-and-demurrage">detention and demurrage</TermLink>) are not covered, even
          when they appear on the same invoice as the freight.
        </li>
        <li>
          <strong>Non-freight charges</strong>, such as customs duties and taxes, storage, and local fees
          billed alongside the freight.
        </li>
        <li>
          <strong>Deals between related companies</strong>: a parent and its subsidiary, two companies under
          common ownership, or sister offices of one group trading with each other.
        </li>
      </ul>
      <p>
        When an invoice mixes covered and excluded lines, only the ocean-freight lines count. Invoicing
        freight and other charges on separate lines makes a claim easier to assess.
      </p>

      <h2>How much is covered</h2>
      <p>
        The cover ranges from {MIN} up to {MAX} a year. It is an annual limit, not a per-shipment amount:
        every claim paid in a membership year reduces what remains for the rest of that year. The limit that
        applies to your company and any other financial terms are set out in the{' '}
        <RouteLink to="company-membership-regulations">membership regulations</RouteLink> and confirmed to you
        by member support; ask before you rely on a particular figure.
      </p>

      <h2>A worked example</h2>
      <p>
        Harbour Line Logistics, a Premium member with a listed office in Hamburg, uses Eastbound Freight, a
        Premium member with a listed office in Shanghai, as its delivery agent in China. (Both companies are
        invented for this example.) Harbour Line, the origin forwarder, books two 40-foot containers from
        Hamburg to Shanghai on a freight-collect basis: Eastbound, as delivery agent, collects the freight
        from the consignee in Shanghai and owes it to Harbour Line, which invoices it on 30-day terms. Before
        the vessel sails, Harbour Line reports the shipment on the protection form and receives written
        confirmation from support.
      </p>
      <table>
        <caption>Harbour Line’s invoice to Eastbound Freight (illustrative amounts)</caption>
        <thead>
          <tr>
            <th scope="col">Line</th>
            <th scope="col">Amount</th>
            <th scope="col">Covered?</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>Ocean freight, 2 × 40′ Hamburg to Shanghai</td>
            <td>US$6,400</td>
            <td>Yes</td>
          </tr>
          <tr>
            <td>Export customs clearance and documentation fee</td>
            <td>US$450</td>
            <td>No: non-freight charge</td>
          </tr>
          <tr>
            <td>Demurrage at the port of loading, 3 days</td>
            <td>US$600</td>
            <td>No: demurrage is excluded</td>
          </tr>
          <tr>
            <th scope="row">Total invoiced</th>
            <td>US$7,450</td>
            <td>US$6,400 eligible</td>
          </tr>
        </tbody>
      </table>
      <p>
        Eastbound does not pay. Harbour Line’s claim can cover the US$6,400 of ocean freight, provided that
        amount is within what remains of its annual limit. The other US$1,050 stays Harbour Line’s to recover.
        Change one fact and the picture changes: had the shipment been invoiced from Harbour Line’s unlisted
        Bremen branch, had Eastbound held Standard membership, or had the two companies shared an owner,
        nothing would be covered.
      </p>

      <h2>Making a claim, step by step</h2>
      <ol>
        <li>
          <strong>Before shipping</strong>: confirm both companies are Premium and both offices are listed,
          report the shipment on the protection form and keep the association’s written confirmation. The form
          checks the conditions above as you send it and names any that fail.
        </li>
        <li>
          <strong>While it moves</strong>: keep the shipment file complete, with the{' '}
          <TermLink slug="bill-of-lading">bill of lading</TermLink>, the booking, the invoice and the
          correspondence in which the other side agreed the price and terms.
        </li>
        <li>
          <strong>When the invoice is overdue</strong>: remind the debtor in writing and keep its answers.
          Many late payments are settled at this stage.
        </li>
        <li>
          <strong>Open the claim</strong> on the shipment’s case page once the invoice is past its due date,
          with the invoice, the bill of lading and your correspondence as PDF files or pictures. The other
          member is told at once and may answer with its own documents.
        </li>
        <li>
          <strong>Assessment and decision</strong>: the association reviews both sides against the conditions
          above and decides (paid out, rejected, or settled between you); both members are told in writing,
          with the reason.
        </li>
      </ol>
      <p>
        Claims are counted from the invoice date: each covered case shows the last day a claim is accepted,
        and the membership regulations set the limits. Read them before you ship, because a claim opened too
        late costs you the cover.
      </p>

      <h2>Who should use it</h2>
      <p>
        Payment protection is most useful to forwarders who act as origin or delivery agents for new partners
        and extend them credit on freight. If most of your ocean trade runs through other members, Premium
        membership turns that credit risk into a covered one. Questions about a specific deal go to{' '}
        <RouteLink to="benefits-support">member support</RouteLink> before the booking, not after.
      </p>
    </>
  );
}
