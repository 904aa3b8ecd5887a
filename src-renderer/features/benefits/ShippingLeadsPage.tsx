import { SHIPPING_LEADS_RULE } from '../../../shared/domain/membership-statements';
import { ContentPage } from '../../components/content/ContentPage';
import { BENEFITS_TRAIL } from './benefits-trail';
import { RouteLink } from '../../components/content/RouteLink';
import { TermLink } from '../../components/content/TermLink';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { builtHref } from '../../../shared/routes';

export default function ShippingLeadsPage() {
  return (
    <ContentPage
      path="/benefits/shipping-leads"
      trail={BENEFITS_TRAIL}
      title="Shipping leads: quote on shippers’ freight requests"
      description="Shipping leads bring cargo owners’ requests for quotes to Premium DFA members: how the board works, itemised or lump-sum quotes, and how to win the job."
      keywords="shipping leads, freight leads for forwarders, request for quote freight, freight RFQ, find shippers, freight forwarder sales"
      eyebrow="Benefits"
      heading="Shipping leads"
      lead={
        <>
          <p>
            Shipping leads are requests for quotes posted by cargo owners who need a forwarder, so new
            business arrives as a concrete shipment to price rather than a cold contact to chase.{' '}
            {SHIPPING_LEADS_RULE}
          </p>
          <p>
            Shipping cargo yourself?{' '}
            <RouteLink to="get-a-quote">Request quotes from member forwarders</RouteLink>.
          </p>
        </>
      }
    >
      <h2>How a lead reaches you</h2>
      <ol>
        <li>
          <strong>A shipper posts a request.</strong> It describes the move: origin and destination, the mode,
          the cargo and its packing, containers or weight and volume, when the goods are ready, and the{' '}
          <TermLink slug="incoterms">Incoterms</TermLink> rule agreed with the buyer or seller.
        </li>
        <li>
          <strong>The request is published to Premium members.</strong> DFA checks every request first, then
          it stays on the shipping leads board, without the shipper’s contact details, until it closes: two
          weeks after publication at present, or sooner if the shipper accepts a quote.
        </li>
        <li>
          <strong>Premium members send quotes.</strong> Each quote is either an itemised breakdown or a lump
          sum (see below).
        </li>
        <li>
          <strong>The shipper compares and chooses.</strong> The quotes appear side by side on the shipper’s
          private page, with each company’s membership status. From there, the shipper and the chosen
          forwarder work together directly.
        </li>
      </ol>
      <p>
        The idea will be familiar from the load boards a{' '}
        <TermLink slug="freight-broker">freight broker</TermLink> uses in trucking, but here the requests come
        from cargo owners and the offers from forwarders quoting the whole move, often door to door and across
        several modes.
      </p>

      <h2>Itemised breakdown or lump sum</h2>
      <p>You choose how to present your price for each request.</p>
      <h3>Itemised breakdown</h3>
      <p>
        Each charge on its own line: pick-up, origin charges, ocean or air freight, surcharges such as the{' '}
        <TermLink slug="bunker-adjustment-factor">bunker adjustment factor</TermLink>,{' '}
        <TermLink slug="terminal-handling-charges">terminal handling charges</TermLink>, customs clearance and
        delivery. An itemised quote shows an experienced shipper that nothing is hidden, and makes it easy to
        agree a change without reopening the whole price.
      </p>
      <h3>Lump sum</h3>
      <p>
        One all-in figure for the agreed scope. Shippers with little freight experience often prefer it
        because it is easy to compare. If you quote a lump sum, say exactly what it includes and excludes, so
        the price does not grow at delivery.
      </p>

      <h2>How to win leads</h2>
      <ul>
        <li>
          <strong>Answer quickly.</strong> Every request has a ready date, and a quote that arrives after the
          shipper has chosen is wasted work.
        </li>
        <li>
          <strong>Quote what was asked.</strong> Match the Incoterms rule, the container type and the ready
          date in the request. If you suggest something different, such as{' '}
          <TermLink slug="less-than-container-load">LCL</TermLink> instead of a half-empty{' '}
          <TermLink slug="full-container-load">FCL</TermLink>, quote both and explain why.
        </li>
        <li>
          <strong>State the validity</strong> of the price, the expected{' '}
          <TermLink slug="transit-time">transit time</TermLink>, the routing and the free time at destination.
          Shippers remember the forwarder who warned them about{' '}
          <TermLink slug="detention-and-demurrage">detention and demurrage</TermLink> before it happened.
        </li>
        <li>
          <strong>Know the lane.</strong> Quote where you have your own office or a trusted partner. The{' '}
          <RouteLink to="benefits-member-directory">member directory</RouteLink> helps you find an agent at
          the far end before you commit to a price.
        </li>
        <li>
          <strong>Keep your profile complete.</strong> A shipper who receives your quote will look you up; a
          full profile with a current status is part of your offer.
        </li>
        <li>
          <strong>Follow up once.</strong> A short, polite note after a few days often turns a silent lead
          into a booking.
        </li>
      </ul>

      <h2>Who can see and quote</h2>
      <p>
        {SHIPPING_LEADS_RULE} On the board they filter the requests by lane, mode, container type and ready
        date, and save trade lanes to get one email a day with the new leads on them. Standard members can
        move to Premium at any time to use the board and{' '}
        <RouteLink to="benefits-payment-protection">payment protection</RouteLink>. The number of requests
        varies with the season and the trade lanes, so treat leads as a steady extra source of business, not a
        replacement for your own sales.
      </p>
      <p>
        Members never see the shipper’s contact details. The shipper compares the quotes on a private page and
        accepts one; only the chosen forwarder then receives the shipper’s details, and the others hear that
        the shipment went elsewhere.
      </p>

      <h2>From lead to shipment</h2>
      <p>
        Once a shipper accepts your quote, the job is yours to run: booking, documents, tracking and
        invoicing. The member tools described on the{' '}
        <RouteLink to="benefits-digital-solution">digital solution page</RouteLink> take it from there: check
        sailings in the schedules, manage the job in the ERP and give the shipper live tracking.
      </p>

      <h2 id="request-quotes">Shipping something? Ask members for quotes</h2>
      <p>
        Describe your shipment on the quote request page. We check the request and publish it to Premium
        members, and email you a private link where the offers from forwarders who serve the route appear side
        by side.
      </p>
      <p>
        <ButtonLink to={builtHref('get-a-quote') ?? '/get-a-quote'}>Request freight quotes</ButtonLink>
      </p>
    </ContentPage>
  );
}
