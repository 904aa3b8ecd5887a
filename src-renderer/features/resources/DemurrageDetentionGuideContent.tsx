import { RouteLink } from '../../components/content/RouteLink';
import { TermLink } from '../../components/content/TermLink';

export default function DemurrageDetentionGuideContent() {
  return (
    <>
      <h2>Two charges, one dividing line</h2>
      <p>
        The terminal gate separates them. <TermLink slug="demurrage">Demurrage</TermLink> is charged for a
        full container that stays inside the port or terminal too long.{' '}
        <TermLink slug="detention">Detention</TermLink> is charged for a container that is outside the
        terminal, in the hands of the customer or its trucker, for too long.
      </p>
      <ul>
        <li>
          <strong>Import:</strong> demurrage runs from discharge until the full container leaves the terminal;
          detention runs from then until the empty is returned to the depot the carrier names.
        </li>
        <li>
          <strong>Export:</strong> detention runs from the moment the empty is picked up until the loaded
          container is delivered to the terminal; demurrage applies if it then waits there longer than allowed
          before loading.
        </li>
      </ul>
      <p>
        In the United States detention is often called per diem, and some countries use the word demurrage for
        both. Terminal storage is a different charge again, billed by the terminal operator, sometimes for the
        same days. The dictionary entry on{' '}
        <TermLink slug="detention-and-demurrage">detention and demurrage</TermLink> compares them side by
        side.
      </p>

      <h2>Free time</h2>
      <p>
        Free time is the number of days the carrier allows before charging. It is set by the carrier’s tariff
        or by your service contract, and it varies by carrier, port, direction and equipment: reefers and
        special equipment usually get fewer days than dry boxes. Carriers offer it in one of three forms:
      </p>
      <ul>
        <li>separate allowances for demurrage and for detention;</li>
        <li>a combined allowance that counts every day from discharge to empty return;</li>
        <li>a mix of the two.</li>
      </ul>
      <p>
        Read how the tariff counts: calendar or working days, whether the day of discharge counts, and whether
        a part day counts as a whole one. Extra free time can often be bought or negotiated for a lane before
        the shipment, rarely after it.
      </p>

      <h2>How the charges build up: a worked example</h2>
      <p>
        The figures below are invented for illustration; real rates depend on the carrier, the port and your
        contract. A 40-foot high-cube container is imported under a tariff with separate free time:
      </p>
      <ul>
        <li>demurrage: 4 free days, then US$90 a day for days 5 to 9 and US$180 a day from day 10;</li>
        <li>detention: 4 free days, then US$70 a day;</li>
        <li>
          the day of discharge is demurrage day 1, and detention starts the day after the container leaves.
        </li>
      </ul>
      <p>
        Customs holds the cargo for an inspection, so the container leaves the terminal only on day 8. The
        consignee unloads it at its warehouse, and the empty goes back to the depot 10 days after it left.
      </p>
      <table>
        <caption className="visually-hidden">
          Worked example of demurrage and detention for one container
        </caption>
        <thead>
          <tr>
            <th scope="col">Charge</th>
            <th scope="col">Days used</th>
            <th scope="col">Cost</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Demurrage</th>
            <td>8, of which 4 free</td>
            <td>4 × US$90 = US$360</td>
          </tr>
          <tr>
            <th scope="row">Detention</th>
            <td>10, of which 4 free</td>
            <td>6 × US$70 = US$420</td>
          </tr>
          <tr>
            <th scope="row">Total for one container</th>
            <td>18, of which 8 free</td>
            <td>
              <strong>US$780</strong>
            </td>
          </tr>
        </tbody>
      </table>
      <p>
        On a shipment of ten containers the same delays cost US$7,800. Two days fewer at the terminal would
        have saved US$180 per box; returning the empty within four days would have removed the detention
        completely. A longer customs hold would have pushed demurrage into the higher daily rate from day 10.
      </p>

      <h2>Who pays</h2>
      <p>
        The carrier bills under its tariff and bill of lading, which usually make the “merchant” (shipper,
        consignee and holder of the bill together) liable. In practice the import side is billed to the
        consignee and the export side to the shipper or booking party. When an{' '}
        <TermLink slug="nvocc">NVOCC</TermLink> is the carrier’s customer on the master bill, it receives the
        carrier’s invoice and recovers it from its own customer under its house bill and tariff.{' '}
        <TermLink slug="incoterms">Incoterms</TermLink> rules say who arranges and pays the carriage, but they
        do not name demurrage or detention, so write them into the sales contract and into every forwarding
        quote. Demurrage and detention are also excluded from the association’s payment protection, as the{' '}
        <RouteLink to="company-membership-regulations">membership regulations</RouteLink> state.
      </p>

      <h2>The rules in US trades</h2>
      <p>
        The Federal Maritime Commission (FMC) regulates demurrage and detention for cargo moving to and from
        the United States. In outline:
      </p>
      <ul>
        <li>
          <strong>Interpretive rule of 2020.</strong> Charges should serve their purpose of getting cargo and
          equipment moving. Charging a customer for days when it could not act, for example because the
          terminal was closed, had no appointments, or the depot refused the empty, is likely to be
          unreasonable.
        </li>
        <li>
          <strong>Ocean Shipping Reform Act of 2022.</strong> A customer can bring a charge complaint to the
          FMC about demurrage or detention billed by an ocean common carrier. The burden of showing that the
          charge is reasonable then falls on the ocean common carrier, and the FMC can order a refund and
          impose a penalty.
        </li>
        <li>
          <strong>Billing rule, in force since May 2024.</strong> It covers carriers, NVOCCs included, and
          marine terminal operators. Invoices go only to the party for whose account the carriage or storage
          was provided, or to the consignee; they must be issued within 30 days of the last day the charges
          accrued, or the billed party need not pay; they must show set information, such as the container,
          the free time, the dates and the rate, with a statement that the charges comply with the rules; and
          the billed party has at least 30 days to ask for a waiver or refund, which the billing party must
          answer within 30 days.
        </li>
      </ul>
      <p>
        This is a summary for orientation, not legal advice. Check the current text on the FMC’s website
        before disputing an invoice. Outside the United States, disputes rest on the carrier’s tariff, your
        contract and local law.
      </p>

      <h2>How to avoid the charges</h2>
      <ol>
        <li>Ask for free time and daily rates in every quote and compare them, not only the freight rate.</li>
        <li>Negotiate extra or combined free time for lanes with slow clearance or unloading.</li>
        <li>
          Prepare clearance before arrival and settle the document release early: originals delivered, or a{' '}
          <TermLink slug="telex-release">telex release</TermLink> arranged once the seller is paid, and the{' '}
          <TermLink slug="delivery-order">delivery order</TermLink> issued.
        </li>
        <li>
          Book <TermLink slug="drayage">drayage</TermLink>, terminal and empty-return appointments in advance,
          and watch the last free day of every container.
        </li>
        <li>
          When port congestion is forecast, consider stripping the cargo at or near the terminal and{' '}
          <TermLink slug="transloading">transloading</TermLink> it, so the carrier’s box goes back sooner.
        </li>
        <li>
          Keep proof of every event you did not control: closed gates, missing appointments, refused returns.
          It is the basis of any waiver request.
        </li>
        <li>
          Check every invoice against the tariff and the dates in the tracking history, and dispute errors
          promptly and in writing.
        </li>
      </ol>
      <p>
        For the detention side in detail, see <TermLink slug="detention-charges">detention charges</TermLink>{' '}
        in the freight dictionary.
      </p>
    </>
  );
}
