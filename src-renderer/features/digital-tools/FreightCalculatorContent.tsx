import { DEMO_WIDGET_ID, embedSnippet, widgetPath } from '../../../shared/calculator/widget-config';
import { AIR_VOLUMETRIC_DIVISOR, ROAD_KG_PER_CBM, SEA_KG_PER_CBM } from '../../../shared/calculator/cargo';
import { groupThousands } from '../../../shared/domain/numbers';
import { RouteLink } from '../../components/content/RouteLink';
import { TermLink } from '../../components/content/TermLink';
import { useSite } from '../../lib/site-context';
import styles from './digital-tools.module.css';

/** The freight calculator page's body: the demo calculator and how members put theirs on their site. */
export default function FreightCalculatorContent() {
  const { siteUrl } = useSite();
  return (
    <>
      <h2 id="try-it">Try it with demo rates</h2>
      <p>
        The calculator below runs on invented demo rates for four lanes (Jebel Ali to Rotterdam, Shanghai to
        Jebel Ali, Nhava Sheva to Hamburg and Singapore to any US port). Pick one of them to see a price; any
        other route shows “price on request”, as a member’s calculator does where their rate sheet has no
        rate.
      </p>
      <iframe
        className={styles.widgetFrame}
        src={widgetPath(DEMO_WIDGET_ID)}
        title="Sea freight calculator with DFA demo rates"
        loading="lazy"
      />

      <h2>What it works out</h2>
      <ul>
        <li>
          <strong>Volume and weight.</strong> Pieces with their sizes in centimetres or inches and their
          weight in kilograms or pounds, line by line, add up to the consignment’s cubic metres and gross
          weight.
        </li>
        <li>
          <strong>Chargeable quantity at sea.</strong> Shared-container (
          <TermLink slug="less-than-container-load">LCL</TermLink>) freight is charged{' '}
          <TermLink slug="weight-and-measurement">weight or measure</TermLink>:{' '}
          {`1 m³ counts as ${groupThousands(SEA_KG_PER_CBM)} kg, the greater of the two is charged, and most tariffs charge at least one revenue ton.`}
        </li>
        <li>
          <strong>Container fit.</strong> Which of the 20&apos; and 40&apos; dry boxes, the 40&apos; high cube
          and the 45&apos; high cube takes the cargo by volume and payload, how many of each it needs, whether
          every piece fits inside, and how many EUR or US pallets stand on each floor. Box sizes vary by
          owner, so all figures are labelled typical.
        </li>
        <li>
          <strong>An indicative price.</strong> From the member’s rates for the lane: per container for{' '}
          <TermLink slug="full-container-load">FCL</TermLink>, per revenue ton with a minimum for LCL, plus
          fixed, per-container or per-ton surcharges. Where no rate fits, it says “price on request”.
        </li>
      </ul>
      <p>
        {`The same arithmetic prices shipping leads across modes: air freight is charged on volume weight at L × W × H in cm divided by ${groupThousands(AIR_VOLUMETRIC_DIVISOR)} (couriers often use 5,000), and road freight commonly counts 1 m³ as ${ROAD_KG_PER_CBM} kg, a convention rather than a standard.`}
      </p>

      <h2>Put your own calculator on your website</h2>
      <ol>
        <li>
          Sign in and open <RouteLink to="digital-tools-calculator-widget">your calculator widget</RouteLink>.
        </li>
        <li>
          Give it your company name and colours, choose the currency, and enter your rate sheet: for each
          lane, the origin and destination port or country, prices per 20&apos;, 40&apos; and 40&apos; high
          cube, the LCL rate per revenue ton with its minimum, surcharges and the dates the rates are valid.
        </li>
        <li>Check it in the live preview, save, and copy the embed code into your website’s HTML.</li>
      </ol>
      <p>
        The embed code is a frame from our site and a few lines of script that size the frame to the
        calculator, so your visitors never scroll inside it:
      </p>
      <pre className={styles.snippet}>
        <code>{embedSnippet(siteUrl, 'YOUR-WIDGET-ID')}</code>
      </pre>

      <h2>Private, light and under your control</h2>
      <ul>
        <li>The calculator sets no cookies and loads nothing from other companies’ servers.</li>
        <li>Its script is a few kilobytes, so it adds almost nothing to your page’s loading time.</li>
        <li>
          Visitors can use it with the keyboard and a screen reader, on a phone as narrow as 320 pixels.
        </li>
        <li>
          Quote requests go to the address you choose, and to nobody else: they never appear on the shipping
          leads board. Requests are limited per visitor and per calculator, so nobody can flood your inbox.
        </li>
        <li>
          You can name the websites allowed to show it, and switch it off at any time: a switched-off
          calculator shows a short neutral message.
        </li>
      </ul>
    </>
  );
}
