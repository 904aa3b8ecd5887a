import { Link, useParams } from 'react-router';
import type { getForwarderCountry } from '../../../shared/api/freight-forwarder';
import {
  countryInSentence,
  forwarderCountryBySlug,
  forwarderCountryPath,
} from '../../../shared/freight-forwarder/countries';
import { builtHref } from '../../../shared/routes';
import { ContentPage } from '../../components/content/ContentPage';
import NotFoundPage from '../../components/not-found/NotFoundPage';
import { usePageData } from '../../lib/api';
import { PageStatus } from '../../components/page-status/PageStatus';
import { FORWARDER_INDEX_CRUMB } from './crumbs';
import { PortSourceNote, PortTable } from './PortTable';
import { RouteLink } from '../../components/content/RouteLink';
import { TermLink } from '../../components/content/TermLink';
import styles from './freight-forwarder.module.css';

export default function CountryPage() {
  const { title = '' } = useParams();
  const country = forwarderCountryBySlug(title);
  const page = usePageData<typeof getForwarderCountry>('/api/freight-forwarder/country', {
    query: { slug: country?.slug ?? title },
  });
  if (!country || page.state === 'not-found') return <NotFoundPage />;
  if (page.state !== 'ready')
    return <PageStatus state={page} what={`the page on ${countryInSentence(country)}`} />;
  const { guide, ports } = page.data;

  const directoryHref = builtHref('directory') ?? '/directory';
  const name = countryInSentence(country);
  return (
    <ContentPage
      path={forwarderCountryPath(country.slug)}
      title={`Freight forwarders in ${name}: ports, customs and trade lanes`}
      description={guide.description}
      keywords={guide.keywords}
      eyebrow="Forwarders by country"
      heading={`Freight forwarding in ${name}`}
      lead={<p>{guide.lead}</p>}
      trail={[FORWARDER_INDEX_CRUMB]}
    >
      <h2>{`Forwarding in ${name} at a glance`}</h2>
      {guide.overview.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}

      <h2>Main trade lanes</h2>
      <ul>
        {guide.tradeLanes.map((lane) => (
          <li key={lane}>{lane}</li>
        ))}
      </ul>

      <h2>{`Main ports in ${name}`}</h2>
      <PortTable caption="Main container gateways" ports={ports.gateways} />
      {ports.others.length > 0 ? (
        <PortTable caption="Other large and medium harbours in the World Port Index" ports={ports.others} />
      ) : null}
      <PortSourceNote />

      <h2>{`Customs: ${guide.customsAuthority}`}</h2>
      {guide.customs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <p className={styles.caveat}>
        Rules and rates change: confirm the current requirements with the authority or a licensed local
        customs broker before you quote.
      </p>

      <h2>Practical notes for forwarders</h2>
      <ul>
        {guide.practicalNotes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>

      <h2>{`Find DFA partners in ${name}`}</h2>
      <p>
        <Link to={`${directoryHref}?country=${country.code}`}>{`DFA members with offices in ${name}`}</Link>:
        each profile says whether the company is a current member, its tier and until when its membership is
        valid, so you can pick an agent at this end of your trade lane and check it is who it says it is.
      </p>

      {guide.furtherReading ? (
        <>
          <h2>Further reading</h2>
          <p>
            <RouteLink to={guide.furtherReading.route}>{guide.furtherReading.label}</RouteLink>
          </p>
        </>
      ) : null}

      <h2>Terms used on this page</h2>
      <ul className={styles.terms}>
        {guide.terms.map(({ slug, name }) => (
          <li key={slug}>
            <TermLink slug={slug}>{name}</TermLink>
          </li>
        ))}
      </ul>
    </ContentPage>
  );
}
