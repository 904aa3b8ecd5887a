import { RouteLink } from '../../components/content/RouteLink';
import { TermLink } from '../../components/content/TermLink';

export default function BillOfLadingGuideContent() {
  return (
    <>
      <h2>What a bill of lading does</h2>
      <p>A bill of lading does three jobs at once:</p>
      <ul>
        <li>
          <strong>Receipt.</strong> It confirms that the carrier received the goods, in the quantity and
          apparent condition described.
        </li>
        <li>
          <strong>Evidence of the contract of carriage.</strong> Its terms, usually printed on the back or
          published by the carrier, govern the carrier’s obligations and liability.
        </li>
        <li>
          <strong>Document of title.</strong> When it is negotiable, whoever lawfully holds an original
          controls the goods and can transfer that control by passing the document on.
        </li>
      </ul>

      <h2>Types of bill and when to use each</h2>
      <h3>Straight bill of lading</h3>
      <p>
        Made out to a named consignee and not negotiable: the goods cannot be sold on by transferring the
        document. It suits shipments where the buyer has already paid or where buyer and seller belong to the
        same group. Practice at delivery differs by country: in some jurisdictions, such as England, the
        carrier must still be shown an original; in others, notably the United States, it may release to the
        named consignee without one. Check the rule at the port of discharge.
      </p>
      <h3>To order and negotiable bills</h3>
      <p>
        A bill made out “to order”, “to order of shipper” or “to order of” a named bank is negotiable. It
        passes from hand to hand by endorsement and delivery of the originals, which is why banks insist on it
        under a <TermLink slug="letter-of-credit">letter of credit</TermLink>: until the buyer pays, the bank
        holds the document that unlocks the cargo. Originals are usually issued in a set, often three; once
        one is presented and the goods delivered, the others are void. An original endorsed in blank works
        like a bearer document, so guard it like cash.
      </p>
      <h3>Sea waybill</h3>
      <p>
        A <TermLink slug="waybill">sea waybill</TermLink> is a receipt and evidence of the contract, but not a
        document of title. No originals travel: the carrier releases the goods to the named consignee once it
        proves its identity. Use it when the seller does not need the document as security for payment, for
        example prepaid sales, open account between trusted partners or transfers within a group. It removes
        the risk of lost originals and of cargo waiting for couriers.
      </p>
      <h3>House and master bills</h3>
      <p>
        When an <TermLink slug="nvocc">NVOCC</TermLink> or forwarder consolidates cargo, two contracts exist.
        The ocean carrier issues a <TermLink slug="master-bill-of-lading">master bill of lading</TermLink> to
        the NVOCC, typically naming its origin office as shipper and its destination agent as consignee; its
        number usually starts with the carrier’s code. The NVOCC issues a{' '}
        <TermLink slug="house-bill-of-lading">house bill of lading</TermLink> to the real shipper, naming the
        real consignee. At destination the agent releases the master bill to the carrier, collects the
        container and delivers to whoever presents the house bill. The NVOCC is the carrier towards its
        customer and is liable as one; in US trades it must be licensed or registered with the Federal
        Maritime Commission.
      </p>
      <h3>Telex release and surrendered bills</h3>
      <p>
        With a <TermLink slug="telex-release">telex release</TermLink> the shipper hands the originals back to
        the carrier or NVOCC at origin, or asks for the bill to be issued as surrendered, and the destination
        office releases the cargo without paper. It saves courier time on short sea routes where the ship
        arrives before the documents would. The shipper gives up its control the moment it surrenders, so it
        should do so only once it has been paid. Carriers often charge a fee for the release.
      </p>
      <h3>Other labels you will meet</h3>
      <ul>
        <li>
          <strong>Shipped on board</strong> versus <strong>received for shipment</strong>: banks under a
          letter of credit normally require proof that the goods were loaded on a named vessel, with the date.
        </li>
        <li>
          <strong>Clean</strong> versus <strong>claused</strong>: a clause noting damaged goods or packaging
          makes the bill unclean, and banks refuse it.
        </li>
        <li>
          <strong>Electronic bills</strong>: issued on approved platforms and accepted by a growing number of
          carriers, banks and countries. Confirm that everyone in the chain, the bank included, accepts them.
        </li>
      </ul>

      <h2>The fields to check on every draft</h2>
      <table>
        <caption className="visually-hidden">Bill of lading fields and what to check</caption>
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">What to check</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">
              <TermLink slug="shipper">Shipper</TermLink>, consignee, notify party
            </th>
            <td>
              Exactly as the sales contract or letter of credit requires; the notify party is who receives the
              arrival notice.
            </td>
          </tr>
          <tr>
            <th scope="row">Bill and booking numbers</th>
            <td>Match the booking; on a house bill, record the master bill number it travels under.</td>
          </tr>
          <tr>
            <th scope="row">Vessel, voyage, ports and places</th>
            <td>
              Port of loading and discharge, plus place of receipt and delivery when the carrier also moves
              the goods inland.
            </td>
          </tr>
          <tr>
            <th scope="row">Container and seal numbers</th>
            <td>Every digit; a wrong container number can stop customs clearance.</td>
          </tr>
          <tr>
            <th scope="row">Description, packages, weight, measurement</th>
            <td>
              Consistent with the <TermLink slug="commercial-invoice">commercial invoice</TermLink> and{' '}
              <TermLink slug="packing-list">packing list</TermLink>; dangerous goods declared.
            </td>
          </tr>
          <tr>
            <th scope="row">Freight prepaid or collect</th>
            <td>
              Consistent with the <TermLink slug="incoterms">Incoterms</TermLink> rule of the sale and with
              who actually pays.
            </td>
          </tr>
          <tr>
            <th scope="row">Number of originals, place and date of issue, on-board date, signature</th>
            <td>
              The on-board date within the letter of credit’s latest shipment date, and the signatory
              identified as carrier or as agent for a named carrier.
            </td>
          </tr>
        </tbody>
      </table>

      <h2>Worked example: a consolidated shipment under a letter of credit</h2>
      <ol>
        <li>
          A seller in Shanghai sells furniture to a buyer in Dubai on FOB terms, paid by letter of credit. The
          credit asks for a clean, shipped-on-board bill made out to order of the issuing bank, notify the
          buyer.
        </li>
        <li>
          The buyer’s NVOCC consolidates the cargo and issues a house bill exactly in those terms. The ocean
          carrier issues a master bill from the NVOCC’s Shanghai office to its agent at Jebel Ali.
        </li>
        <li>
          The seller presents the house bill with the other documents to its bank; the issuing bank pays, the
          buyer reimburses it and receives the house bill endorsed to it.
        </li>
        <li>
          At Jebel Ali the agent surrenders the master bill, obtains the container, devans it and issues a{' '}
          <TermLink slug="delivery-order">delivery order</TermLink> to the buyer against the endorsed house
          bill.
        </li>
      </ol>

      <h2>Common mistakes and how to avoid them</h2>
      <ul>
        <li>
          <strong>Discrepancies with the letter of credit.</strong> A consignee, description or date that
          differs from the credit lets the bank refuse payment. Check the draft against the credit line by
          line.
        </li>
        <li>
          <strong>Surrendering before payment.</strong> A telex release or a sea waybill given before the
          buyer pays leaves the seller with nothing to hold.
        </li>
        <li>
          <strong>Lost originals.</strong> Replacing them usually needs a letter of indemnity, often backed by
          a bank guarantee well above the cargo’s value, and takes weeks. Send originals by tracked courier,
          or avoid them when they are not needed.
        </li>
        <li>
          <strong>House and master out of step.</strong> If the master bill names the wrong agent, the agent
          cannot collect the box and the consignee waits, even with a perfect house bill.
        </li>
        <li>
          <strong>Late corrections.</strong> Amending a bill after issue costs a fee, varying by carrier, and
          may require every original to be returned. Get the shipper to approve the draft before it is issued.
        </li>
      </ul>
      <p>
        <TermLink slug="detention-and-demurrage">Demurrage and detention</TermLink> keep running while a bill
        is corrected or an original is stuck in transit; our{' '}
        <RouteLink to="resources-demurrage-and-detention">demurrage and detention guide</RouteLink> shows how
        those charges add up and how to avoid them.
      </p>
    </>
  );
}
