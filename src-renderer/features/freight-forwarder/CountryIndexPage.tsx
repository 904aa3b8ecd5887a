import { Link } from 'react-router';
import { COUNTRY_PORTS } from '../../../shared/freight-forwarder/country-ports';
import {
  countryInSentence,
  FORWARDER_COUNTRIES,
  FORWARDER_REGIONS,
  forwarderCountryPath,
} from '../../../shared/freight-forwarder/countries';
import { ContentPage } from '../../components/content/ContentPage';
import { FORWARDER_INDEX_PATH } from './crumbs';
import { RouteLink } from '../../components/content/RouteLink';
import { TermLink } from '../../components/content/TermLink';
import styles from './freight-forwarder.module.css';

const GATEWAYS_ON_CARD = 3;

/** An id without spaces, which HTML does not allow in one: `region-middle-east-and-africa`. */
const regionId = (region: string) => `region-${region.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

export default function CountryIndexPage() {
  return (
    <ContentPage
      path={FORWARDER_INDEX_PATH}
      title="Freight forwarders by country: ports, customs and trade lanes"
      description="Country guides for freight forwarders: main ports with UN/LOCODEs, customs authorities, trade lanes and practical notes for 20 trading countries."
      keywords="freight forwarders by country, forwarding agents worldwide, main ports by country, UN/LOCODE, customs authority by country, freight forwarder network"
      eyebrow="Forwarders by country"
      heading="Freight forwarding country by country"
      lead={
        <p>
          Every shipment has two ends, and the far end is where most surprises happen. These guides sum up
          what a forwarder needs to know before quoting a move to or from each country: the gateways, the
          customs authority and its systems, the main trade lanes and the local habits that change cost and
          transit time.
        </p>
      }
    >
      <h2>How to use these guides</h2>
      <p>
        Each country page lists its main container gateways with their UN/LOCODEs, the codes you use in
        bookings, schedules and shipping instructions, followed by other large and medium harbours from the
        World Port Index. It names the customs administration and the documents or registrations that most
        often hold up cargo, such as an import code, a pre-shipment certificate or an advance cargo number.
      </p>
      <p>
        The guides are a starting point, not legal advice. Duty rates, permit lists and filing deadlines
        change, so confirm the details with the authority or with a licensed{' '}
        <TermLink slug="customs-broker">customs broker</TermLink> in the country, ideally a DFA member agent
        who handles the <TermLink slug="customs-clearance">clearance</TermLink> every day.
      </p>

      {FORWARDER_REGIONS.map((region) => (
        <section key={region} aria-labelledby={regionId(region)}>
          <h2 id={regionId(region)}>{region}</h2>
          <ul className={styles.cards}>
            {FORWARDER_COUNTRIES.filter((country) => country.region === region).map((country) => {
              const gateways = (COUNTRY_PORTS[country.code]?.gateways ?? [])
                .slice(0, GATEWAYS_ON_CARD)
                .map((port) => port.name);
              return (
                <li key={country.slug} className={styles.card}>
                  <Link to={forwarderCountryPath(country.slug)} className={styles.cardLink}>
                    <span
                      className={styles.cardTitle}
                    >{`Freight forwarding in ${countryInSentence(country)}`}</span>
                    <span className={styles.cardText}>{`Main gateways: ${gateways.join(', ')}`}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </section>
      ))}

      <h2>Going deeper on India</h2>
      <p>
        India has its own long-form guide, covering Nhava Sheva and Mundra, inland container depots, ICEGATE
        filings, the Importer-Exporter Code and e-way bills:{' '}
        <RouteLink to="freight-forwarders-in-india">freight forwarding in India, step by step</RouteLink>.
      </p>

      <h2>About the port data</h2>
      <p>
        Port names and codes come from the World Port Index (Pub. 150) of the US National
        Geospatial-Intelligence Agency, a public-domain work. Its harbour size grades area, facilities and
        wharf space rather than container volume, so some of the busiest container ports are graded small;
        that is why each page lists the container gateways first. Where the index uses a code that differs
        from the one carriers use, such as CNSGH for Shanghai, which bills of lading and schedules write
        CNSHA, the page shows the carriers’ code with the index’s beside it. A few gateways the index does not
        list, such as London Gateway and Khalifa Port, are added from the UN/LOCODE list, each with its
        source.
      </p>
    </ContentPage>
  );
}
