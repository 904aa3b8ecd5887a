import { Link } from 'react-router';
import type { getMemberMap } from '../../../shared/api/directory';
import type { listEvents } from '../../../shared/api/events';
import type { getSiteFigures } from '../../../shared/api/site';
import { FOUNDED_YEAR, MEMBER_TOOL_COUNT } from '../../../shared/constants';
import { formatDate } from '../../../shared/domain/date';
import { builtHref } from '../../../shared/routes';
import { PageStatus } from '../../components/page-status/PageStatus';
import { MemberMap } from '../../components/member-map/MemberMap';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { usePageData } from '../../lib/api';
import { groupThousands } from '../../../shared/domain/numbers';
import styles from './HomePage.module.css';
import { ALSO_OFFERED, PREMIUM_BENEFIT, TOOL_CARDS, type ToolCard } from './tool-cards';

// Over 200 lines: the home page's sections, each a short component, are one lazily loaded chunk
// (HomePage takes the hero and the rest from it); split, the page would fetch two.
const TRUST_POINTS = [
  {
    title: 'Every member is checked',
    text: 'Applications are reviewed before a company appears in the directory, and anyone can confirm that a company claiming membership really holds it.',
  },
  {
    title: 'Get paid for the freight you move',
    text: 'Payment protection covers unpaid ocean-freight invoices between Premium members, so you can accept a new agent’s booking with confidence.',
  },
  {
    title: 'Business comes to you',
    text: 'Shipping leads bring requests from cargo owners straight to members, and the directory puts your offices in front of partners looking for coverage.',
  },
];

/** Counted from the data on every render of the page: nothing here is typed in. */
function Figures() {
  const figures = usePageData<typeof getSiteFigures>('/api/site/figures');
  if (figures.state !== 'ready') return null;
  return (
    <dl className={styles.figures}>
      {figures.data.figures.map((figure) => (
        <div key={figure.id}>
          <dt>{figure.label}</dt>
          <dd>{groupThousands(figure.value)}</dd>
        </div>
      ))}
    </dl>
  );
}

function HeroMap() {
  const map = usePageData<typeof getMemberMap>('/api/directory/member-map');
  if (map.state !== 'ready') return <PageStatus state={map} what="the member map" />;
  if (map.data.countries.length === 0) return null;
  return (
    <div className={styles.heroMap}>
      <MemberMap data={map.data} tone="dark" title="Members around the world" />
    </div>
  );
}

/** What Premium adds to the five tools, apart from them. */
function PremiumBenefit() {
  const href = builtHref(PREMIUM_BENEFIT.link);
  return (
    <aside className={styles.premium} aria-labelledby="premium-title">
      <img src={PREMIUM_BENEFIT.icon} alt={PREMIUM_BENEFIT.alt} width="56" height="56" loading="lazy" />
      <div>
        <p className={styles.badge}>Premium benefit</p>
        <h3 id="premium-title">{PREMIUM_BENEFIT.title}</h3>
        <p>{PREMIUM_BENEFIT.description}</p>
      </div>
      {href ? (
        <ButtonLink to={href} variant="secondary">
          How it works
        </ButtonLink>
      ) : null}
    </aside>
  );
}

function ToolCardItem({ card }: { card: ToolCard }) {
  const href = builtHref(card.link);
  const body = (
    <>
      {card.picture ? (
        <img
          className={styles.cardPicture}
          src={card.picture}
          alt=""
          width="320"
          height="168"
          loading="lazy"
        />
      ) : null}
      {/* A div, not a span: a heading may not sit inside phrasing content. */}
      <div className={styles.cardTitle}>
        <span className={styles.cardIcon}>
          <img src={card.icon} alt={card.alt} width="28" height="28" loading="lazy" />
        </span>
        <h3>{card.title}</h3>
      </div>
      <p>{card.description}</p>
      {href ? (
        <span className={styles.more} aria-hidden="true">
          Learn more →
        </span>
      ) : null}
    </>
  );
  return (
    <li className={styles.card}>
      {href ? (
        <Link to={href} className={styles.cardLink}>
          {body}
        </Link>
      ) : (
        <div className={styles.cardBody}>{body}</div>
      )}
    </li>
  );
}

function NextEvent() {
  const events = usePageData<typeof listEvents>('/api/events');
  if (events.state !== 'ready') return null;
  const next = events.data.upcoming[0];
  const eventsHref = builtHref('events') ?? '/events';
  return (
    <section className={styles.section} aria-labelledby="event-title">
      <h2 id="event-title">{next ? 'Next event' : 'Events'}</h2>
      {next ? (
        <Link to={`/events/${next.slug}`} className={styles.event}>
          <span className={styles.eventDate}>{formatDate(next.startsAt)}</span>
          <span className={styles.eventTitle}>{next.title}</span>
          <span className={styles.eventPlace}>{next.attendance === 'online' ? 'Online' : next.city}</span>
          <span>{next.summary}</span>
        </Link>
      ) : (
        <p className={styles.sectionLead}>
          No event is scheduled right now. <Link to={eventsHref}>See past events and their recaps</Link>.
        </p>
      )}
    </section>
  );
}

/** The hero: what DFA is, the live figures and the member map, rendered on the server (see HomePage). */
export function HomeHero() {
  const joinHref = builtHref('membership') ?? '/membership';
  const quoteHref = builtHref('get-a-quote');
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <div className={styles.heroInner}>
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>Digital Freight Alliance</p>
          <h1 id="home-title">The global network for freight forwarders and NVOCCs</h1>
          <p className={styles.lead}>
            {`DFA is the logistics association created in ${FOUNDED_YEAR} to unite logistics companies in one community: verified partners in every trade lane, digital tools to quote, book and track, and protection when a partner does not pay.`}
          </p>
          <div className={styles.heroActions}>
            <ButtonLink to={joinHref} className="for-visitors">
              Join now
            </ButtonLink>
            <a className={styles.heroSecondary} href="#member-tools">
              See the member tools
            </a>
          </div>
          {quoteHref ? (
            <p className={styles.shippers}>
              Shipping cargo? <Link to={quoteHref}>Get quotes from member forwarders</Link>
            </p>
          ) : null}
          <Figures />
        </div>
        <HeroMap />
      </div>
    </section>
  );
}

/** Everything below the hero and the sailings search: content only, rendered on the server (see HomePage). */
export default function HomeContent() {
  const joinHref = builtHref('membership') ?? '/membership';
  return (
    <>
      <section id="member-tools" className={styles.section} aria-labelledby="tools-title">
        <h2 id="tools-title">{`All members receive ${MEMBER_TOOL_COUNT} unique tools`}</h2>
        <p className={styles.sectionLead}>
          Membership comes with software forwarders otherwise buy one subscription at a time, plus credit-risk
          cover for Premium members.
        </p>
        <ul className={styles.cards}>
          {TOOL_CARDS.map((card) => (
            <ToolCardItem key={card.id} card={card} />
          ))}
        </ul>
        <PremiumBenefit />
      </section>

      <NextEvent />

      <section className={`${styles.section} ${styles.alt}`} aria-labelledby="also-title">
        <div className={styles.altInner}>
          <h2 id="also-title">Also part of your membership</h2>
          <ul className={styles.offers}>
            {ALSO_OFFERED.map((item) => {
              const href = builtHref(item.link);
              return (
                <li key={item.title}>
                  <h3>{href ? <Link to={href}>{item.title}</Link> : item.title}</h3>
                  <p>{item.description}</p>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="why-title">
        <h2 id="why-title">Why forwarders choose DFA</h2>
        <ul className={styles.trust}>
          {TRUST_POINTS.map((point) => (
            <li key={point.title}>
              <h3>{point.title}</h3>
              <p>{point.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={`${styles.join} for-visitors`} aria-labelledby="join-title">
        <h2 id="join-title">Grow your network with partners you can trust</h2>
        <p>
          Choose Premium or Standard membership and start using the tools as soon as your application is
          approved.
        </p>
        <ButtonLink to={joinHref}>Compare memberships</ButtonLink>
      </section>
    </>
  );
}
