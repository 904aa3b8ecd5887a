import { Breadcrumbs } from '../../components/content/Breadcrumbs';
import { RouteLink } from '../../components/content/RouteLink';
import { Seo, type Crumb } from '../../components/seo/Seo';
import { ShippingLeadForm } from './ShippingLeadForm';
import styles from './quote-request.module.css';

const QUOTE_REQUEST_PATH = '/get-a-quote';
const CRUMBS: Crumb[] = [
  { name: 'Home', path: '/' },
  { name: 'Get freight quotes', path: QUOTE_REQUEST_PATH },
];

/**
 * The shippers' own page: the request form comes first, right under a short heading, so a cargo
 * owner starts on it at once on a phone and on a laptop; how it works sits beside it, or after
 * it on narrow screens.
 */
export default function QuoteRequestPage() {
  return (
    <div className={styles.page}>
      <Seo
        path={QUOTE_REQUEST_PATH}
        title="Get freight quotes from verified forwarders"
        description="Describe your shipment once and receive quotes from DFA member freight forwarders, itemised or all-in, on a private page where you compare them and choose."
        keywords="request a freight quote, freight quote, shipping quote, ocean freight rates, air freight quote, find a freight forwarder, FCL LCL quote"
        breadcrumbs={CRUMBS}
      />
      <Breadcrumbs crumbs={CRUMBS} />
      <header className={styles.header}>
        <p className={styles.eyebrow}>For shippers</p>
        <h1 id="quote-request-title">Get freight quotes from verified forwarders</h1>
        <p className={styles.lead}>
          Describe your shipment once. Member forwarders who serve the route send their prices to a private
          page where you compare them side by side. Free, and without obligation.
        </p>
      </header>
      <div className={styles.layout}>
        <div className={styles.form}>
          <ShippingLeadForm labelledBy="quote-request-title" />
        </div>
        <aside className={styles.aside} aria-labelledby="quote-steps-title">
          <h2 id="quote-steps-title">What happens next</h2>
          <ol className={styles.steps}>
            <li>
              <strong>We check your request</strong> within one working day and publish it to DFA members,
              without your contact details.
            </li>
            <li>
              <strong>Forwarders send quotes</strong>, each as an itemised breakdown or one all-in price, with
              the company’s membership status beside it.
            </li>
            <li>
              <strong>You compare and choose</strong> on a private page we email you. Only the forwarder you
              accept receives your details.
            </li>
          </ol>
          <p className={styles.more}>
            Forwarder?{' '}
            <RouteLink to="benefits-shipping-leads">How members receive and quote on leads</RouteLink>.
          </p>
        </aside>
      </div>
    </div>
  );
}
