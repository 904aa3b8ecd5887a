import { ContentPage } from '../../components/content/ContentPage';
import { useSite } from '../../lib/site-context';
import { RouteLink } from '../../components/content/RouteLink';
import { serviceJsonLd } from '../../components/seo/service-json-ld';
import { TermLink } from '../../components/content/TermLink';
import { ProductScreen } from './ProductScreen';
import { DIGITAL_TOOLS_CRUMB } from './tools-crumb';
import { SearatesErpDemoForm } from './SearatesErpDemoForm';

const PATH = '/digital-tools/searates-erp';
const DESCRIPTION =
  'An ERP built for freight forwarders: quotes, bookings, shipment documents, accounting and a customer portal in one system, and how it fits your workflow.';

const WORKFLOW = [
  {
    step: 'Enquiry and quote',
    text: 'A request arrives by email, from the calculator on your website or from shipping leads. You build the quote from your buy rates, add margins and local charges, choose the currency and send it from the system, which keeps every version.',
  },
  {
    step: 'Booking',
    text: 'When the customer accepts, the quote becomes a shipment record without retyping: parties, route, cargo, containers and agreed charges carry over. You book the carrier and note the booking reference on the same record.',
  },
  {
    step: 'Documents',
    text: 'House bills of lading, air waybills, arrival notices, delivery orders and other papers are produced from the shipment data, so a consignee name is typed once and is the same on every document.',
  },
  {
    step: 'Operations',
    text: 'The shipment record follows the cargo: milestones, tasks for your team, files received from partners and notes, in one place that anyone in the office can pick up.',
  },
  {
    step: 'Accounting',
    text: 'Sales invoices to the customer and purchase invoices from carriers and agents are attached to the shipment, so you see its real profit, and what is still to be billed or paid, before the month closes.',
  },
  {
    step: 'Customer portal',
    text: 'Customers sign in to request quotes, follow their shipments and download documents and invoices themselves.',
  },
];

export default function SearatesErpPage() {
  const { siteUrl } = useSite();
  return (
    <ContentPage
      path={PATH}
      title="Freight forwarding ERP: quotes, bookings, documents and accounting"
      description={DESCRIPTION}
      keywords="freight forwarding ERP, forwarder software, freight quotation software, shipment management system, freight accounting, customer portal for forwarders, SeaRates ERP"
      eyebrow="Digital tools"
      heading="An ERP built for freight forwarders"
      lead={
        <p>
          Most forwarders run on a mix of spreadsheets, email and accounting software that knows nothing about
          containers. The forwarding ERP offered to DFA members through SeaRates, the technology partner
          behind the member tools, brings the whole life of a shipment, from the first quote to the last
          invoice, into one system.
        </p>
      }
      trail={[DIGITAL_TOOLS_CRUMB]}
      jsonLd={[
        serviceJsonLd(siteUrl, {
          name: 'Freight forwarding ERP',
          serviceType: 'Enterprise resource planning for freight forwarders',
          description: DESCRIPTION,
          path: PATH,
        }),
      ]}
    >
      <ProductScreen
        src="/tools/erp-screen.svg"
        alt="The ERP's shipments screen: a list of jobs with customer, route, status and margin, an itemised quote for a 40-foot container totalling US$2,185, and a chart of the month's invoicing."
        caption="An illustration of the ERP: every job with its status and margin, the quote being built, and what was invoiced this month."
      />
      <h2>Who it is for</h2>
      <p>
        Independent forwarders and <TermLink slug="nvocc">NVOCCs</TermLink> with one or several offices who
        handle ocean, air and road shipments, and who have outgrown spreadsheets but do not want a large
        enterprise project. It suits teams where sales, operations and accounts all touch the same shipment
        and lose time passing information between each other.
      </p>

      <h2>How it fits a forwarder’s workflow</h2>
      <ol>
        {WORKFLOW.map((stage) => (
          <li key={stage.step}>
            <strong>{stage.step}.</strong> {stage.text}
          </li>
        ))}
      </ol>

      <h2>What changes in the office</h2>
      <ul>
        <li>
          <strong>One record per shipment.</strong> Sales, operations and accounts work on the same data, so
          the weight on the invoice matches the weight on the{' '}
          <TermLink slug="bill-of-lading">bill of lading</TermLink>.
        </li>
        <li>
          <strong>Profit per shipment, not per month.</strong> Comparing what you sold with what you bought,
          shipment by shipment, shows which customers and lanes really make money.
        </li>
        <li>
          <strong>Fewer status calls.</strong> Customers who can see their shipments and documents in the
          portal ask less often, and your team answers faster when they do.
        </li>
        <li>
          <strong>Less dependence on one person’s inbox.</strong> When a colleague is away, the shipment
          history is in the system, not in a private folder.
        </li>
      </ul>

      <h2>Getting started</h2>
      <ol>
        <li>Set up your company, offices, users and their roles.</li>
        <li>
          Load your customers, suppliers and the charges you use most (ocean freight,{' '}
          <TermLink slug="terminal-handling-charges">terminal handling</TermLink>, documentation, customs
          clearance).
        </li>
        <li>Start new shipments in the system, and let shipments already under way finish the old way.</li>
        <li>Invite your first customers to the portal once your team is comfortable.</li>
      </ol>

      <h2>Limits to keep in mind</h2>
      <ul>
        <li>
          The ERP manages your commercial and operational records; customs declarations are still filed
          through the systems each country requires, by you or your customs broker.
        </li>
        <li>
          Invoices must follow your country’s tax rules; check with your accountant how they apply, for
          example for electronic invoicing.
        </li>
        <li>
          The quality of the quotes depends on the rates you maintain: an ERP calculates, it does not
          negotiate.
        </li>
      </ul>

      <h2>Next steps</h2>
      <p>
        The ERP is one of the tools every DFA member receives. To follow shipments across carriers once they
        are booked, see <RouteLink to="digital-tools-cargoes-flow">Cargoes Flow</RouteLink> and the{' '}
        <RouteLink to="digital-tools-tracking-system">tracking system</RouteLink>. If you are not yet a
        member, <RouteLink to="membership">compare memberships and apply</RouteLink>; DFA support will help
        you set up access once your application is approved. Software houses and consultants who want to
        integrate with the ERP or resell it can send a{' '}
        <RouteLink to="partners-erp-enquiry">partner enquiry</RouteLink>.
      </p>

      <h2 id="book-a-demo">Book a demo</h2>
      <p>Tell us about your company and we will show you the ERP on the kind of shipments you handle.</p>
      <SearatesErpDemoForm labelledBy="book-a-demo" />
    </ContentPage>
  );
}
