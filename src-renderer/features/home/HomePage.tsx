import { Link } from 'react-router';
import { FOUNDED_YEAR, MEMBER_TOOL_COUNT } from '../../../shared/constants';
import { builtHref } from '../../../shared/routes';
import { Seo } from '../../components/seo/Seo';
import { ButtonLink } from '../../components/ui/ButtonLink';
import styles from './HomePage.module.css';
import { ALSO_OFFERED, TOOL_CARDS } from './tool-cards';

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

export default function HomePage() {
  const joinHref = builtHref('membership') ?? '/membership';
  return (
    <>
      <Seo path="/" />
      <section className={styles.hero} aria-labelledby="home-title">
        <div className={styles.heroInner}>
          <p className={styles.eyebrow}>Digital Freight Alliance</p>
          <h1 id="home-title">The global network for freight forwarders and NVOCCs</h1>
          <p className={styles.lead}>
            {`DFA is the logistics association created in ${FOUNDED_YEAR} to unite logistics companies in one community: verified partners in every trade lane, digital tools to quote, book and track, and protection when a partner does not pay.`}
          </p>
          <div className={styles.heroActions}>
            <ButtonLink to={joinHref}>Join now</ButtonLink>
            <a className={styles.heroSecondary} href="#member-tools">
              See the member tools
            </a>
          </div>
        </div>
      </section>

      <section id="member-tools" className={styles.section} aria-labelledby="tools-title">
        <h2 id="tools-title">{`All members receive ${MEMBER_TOOL_COUNT} unique tools`}</h2>
        <p className={styles.sectionLead}>
          Membership comes with software forwarders otherwise buy one subscription at a time, plus credit-risk
          cover for Premium members.
        </p>
        <ul className={styles.cards}>
          {TOOL_CARDS.map((card) => {
            const href = builtHref(card.link);
            const body = (
              <>
                <img src={card.icon} alt={card.alt} width="48" height="48" loading="lazy" />
                <h3>{card.title}</h3>
                <p>{card.description}</p>
                {href ? (
                  <span className={styles.more} aria-hidden="true">
                    Learn more →
                  </span>
                ) : null}
              </>
            );
            return (
              <li key={card.id} className={styles.card}>
                {href ? (
                  <Link to={href} className={styles.cardLink}>
                    {body}
                  </Link>
                ) : (
                  <div className={styles.cardBody}>{body}</div>
                )}
              </li>
            );
          })}
        </ul>
      </section>

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

      <section className={styles.join} aria-labelledby="join-title">
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
