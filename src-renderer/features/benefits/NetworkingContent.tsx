import { RouteLink } from '../../components/content/RouteLink';

export default function NetworkingContent() {
  return (
    <>
      <h2>The annual conference</h2>
      <p>
        The conference is where members meet the partners they have so far known only by email. Its core is
        not the stage programme but the one-to-one meetings: short, scheduled conversations between two
        companies, booked before the event so that each attendee arrives with a full diary of partners that
        match its trade lanes.
      </p>
      <h3>How one-to-one meetings work</h3>
      <ol>
        <li>Before the event, the attendee list shows which companies are coming.</li>
        <li>You ask for meetings with the companies that match your lanes, and agree a time with each.</li>
        <li>
          Agreed meetings become fixed slots in both diaries, so neither side spends the event hunting for the
          other.
        </li>
        <li>After the event, the follow-up is yours: rates, a trial shipment, an agency agreement.</li>
      </ol>
      <p>
        Prepare each meeting as you would a sales call: know the other side’s lanes from its directory
        profile, bring a realistic view of your volumes and a clear ask. A meeting that ends with “let’s keep
        in touch” is usually the last one.
      </p>
      <p>
        The first DFA annual conference took place in Dubai on 10–11 March 2022, and the Global Freight Summit
        was held at an exhibition centre in Dubai on 18–19 November 2024. See the{' '}
        <RouteLink to="events">events page</RouteLink> for what is coming next and the{' '}
        <RouteLink to="events-attendees">conference attendee list</RouteLink> to plan your meetings.
      </p>

      <h2>Online members meetings</h2>
      <p>
        Not every member can travel every year, and a network that meets only once a year goes quiet in
        between. Online members meetings keep the conversation going: updates from the association, changes to
        the tools, market discussions and introductions between members. They cost nothing but an hour, and
        they are open to members wherever they are. One was held on 19 December 2024, and the Future of
        Freight online event took place on 19 July 2022.
      </p>

      <h2>Regional contacts</h2>
      <p>
        Coverage matters more than headcount. For most members, the value of the network is having a trusted
        contact in each region it ships to: a delivery agent in West Africa, a consolidator in Southeast Asia,
        a customs broker at a busy land border. Use the directory’s country and city filters to map where you
        already have partners and where you have gaps, and then fill the gaps deliberately, at the conference,
        in online meetings or by writing to a member directly.
      </p>
      <p>
        When you are new to a region, member support can help you find members there: ask before you start
        sending cold emails.
      </p>

      <h2>Fair dealing between members</h2>
      <p>
        Networking is only worth the effort if the partners you meet behave well afterwards. Every member
        commits to the <RouteLink to="company-code-of-ethics">code of ethics</RouteLink>, which sets out how
        members quote, pay and deal with each other. When a dispute arises, member support can mediate between
        the two companies before it escalates. A company that does not pay or deliver can be reported to the{' '}
        <RouteLink to="company-blacklist">blacklist</RouteLink>, where the reported side is heard before
        anything is published.
      </p>
      <p>
        For trade between Premium members,{' '}
        <RouteLink to="benefits-payment-protection">payment protection</RouteLink> adds a financial safety net
        to the personal trust built at events: it lets you say yes to a new partner’s first booking with far
        less risk.
      </p>

      <h2>Getting the most from the network</h2>
      <ul>
        <li>
          Keep your directory profile complete, so the people you meet can find every office afterwards.
        </li>
        <li>
          Join at least one online members meeting before your first conference, to know some faces already.
        </li>
        <li>Book your one-to-one meetings early; the partners most in demand fill their diaries first.</li>
        <li>Follow up within a week, while the meeting is still fresh on both sides.</li>
      </ul>
    </>
  );
}
