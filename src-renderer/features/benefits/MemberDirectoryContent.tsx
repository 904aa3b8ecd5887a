import { PAGE_SIZE } from '../../../shared/constants';
import { RouteLink } from '../../components/content/RouteLink';
import { TermLink } from '../../components/content/TermLink';

export default function MemberDirectoryContent() {
  return (
    <>
      <h2>How partners search</h2>
      <p>
        The <RouteLink to="directory">directory</RouteLink> starts from a simple question: who can handle this
        shipment at the other end? A member narrows the list with five filters, in any combination:
      </p>
      <ul>
        <li>
          <strong>Text</strong>: a company name or a word from its description.
        </li>
        <li>
          <strong>Country</strong>: where the office is.
        </li>
        <li>
          <strong>City</strong>: offered once a country is chosen, from the cities where members actually have
          offices.
        </li>
        <li>
          <strong>Status</strong>: Premium, Standard Active or Standard Inactive. A member who wants its
          invoices covered by payment protection looks for Premium partners.
        </li>
        <li>
          <strong>Service</strong>: sea, air, road or rail forwarding, NVOCC services, customs brokerage,
          warehousing, project cargo, dangerous goods, e-commerce fulfilment or insurance.
        </li>
      </ul>
      <p>
        Results come {PAGE_SIZE} companies to a page, and the filters are part of the page address, so a
        search can be bookmarked or sent to a colleague. Each result shows the company, its locations, its
        services and its status badge.
      </p>

      <h2>Why you should list every office</h2>
      <p>
        A partner searching for a forwarder in Chennai will not find your Chennai branch if you only listed
        your head office in Mumbai. The city filter only knows the offices you register, so each branch you
        leave out is a search you do not appear in.
      </p>
      <p>
        There is a second, more serious reason.{' '}
        <RouteLink to="benefits-payment-protection">Payment protection</RouteLink> covers only shipments
        between offices listed in the directory. An invoice issued by an unlisted branch is not covered, even
        if both companies are Premium members. Listing every branch costs nothing and keeps all of your trade
        eligible.
      </p>

      <h2>Contacts that stay out of spam lists</h2>
      <p>
        Open forwarder directories are copied by scrapers, and their contact lists end up with spammers and
        impostors who write to your customers in your name. The DFA directory works differently:
      </p>
      <ol>
        <li>
          Anonymous visitors see the company, its locations, services and badges, but no names, emails or
          phone numbers.
        </li>
        <li>A signed-in member reveals a company’s contacts with a deliberate click on that company.</li>
        <li>
          Each member can reveal a limited number of companies per hour, which is plenty for real work and far
          too few for harvesting.
        </li>
        <li>Every reveal is recorded: which member asked, for which company, and when.</li>
      </ol>
      <p>
        The result is that the people who contact you from the directory are members who chose to, and a leak
        can be traced.
      </p>

      <h2>What makes a listing work</h2>
      <ul>
        <li>
          <strong>Real services only.</strong> If you do not run your own{' '}
          <TermLink slug="container-freight-station">container freight station</TermLink>, do not tick
          warehousing. Partners remember who over-promised.
        </li>
        <li>
          <strong>A named contact per office</strong>, with the role they play, so a partner writes to the
          right desk first time.
        </li>
        <li>
          <strong>A short, specific description</strong>: your main trade lanes, the carriers you book with,
          the cargo you know best, such as reefer, project or dangerous goods.
        </li>
        <li>
          <strong>A current membership</strong>: a profile marked Standard Inactive tells partners to look
          elsewhere.
        </li>
      </ul>

      <h2>Trucks and equipment: the virtual office</h2>
      <p>
        Members who operate road equipment can also list it in the{' '}
        <RouteLink to="directory-virtual-office">virtual office</RouteLink>: each transport unit with its
        type, registration number, loading zones and rates, per kilometre, hour, day, tonne, cubic metre or
        kilogram, or as a flat or fixed price. Other members searching for{' '}
        <TermLink slug="drayage">drayage</TermLink> or a trailer in a given zone find the unit and its price
        in one place.
      </p>

      <h2>Keep your profile current</h2>
      <p>
        You edit your company’s profile, offices, services, contacts and logo yourself once you are signed in.
        Check it whenever a branch opens or closes or a contact person leaves; an out-of-date listing costs
        you enquiries and, for payment protection, can cost you cover.
      </p>
    </>
  );
}
