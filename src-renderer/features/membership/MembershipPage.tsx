import {
  MEMBER_TOOL_COUNT,
  PAYMENT_PROTECTION_MAX_USD,
  PAYMENT_PROTECTION_MIN_USD,
  TRACKED_CARRIERS,
} from '../../../shared/constants';
import { builtHref } from '../../../shared/routes';
import { Seo } from '../../components/seo/Seo';
import { ButtonLink } from '../../components/ui/ButtonLink';
import styles from './MembershipPage.module.css';

const usd = (amount: number) => `US$${amount.toLocaleString('en-US')}`;

const BENEFITS = [
  `${MEMBER_TOOL_COUNT} digital tools: sea freight calculator, cargo tracking across more than ${TRACKED_CARRIERS} carriers, shipping leads (quoting with Premium), ship schedules and an ERP for forwarders`,
  'A listing in the member directory for every office you register, found by country, city and service',
  'Access to the blacklist of companies reported for unpaid invoices or undelivered cargo',
  'Invitations to DFA conferences and online members meetings',
  'Trade finance and “ship now, pay later” options for your customers',
];

const TIERS = [
  {
    id: 'premium',
    name: 'Premium',
    summary: 'For forwarders who trade with new partners and want their invoices protected.',
    features: [
      'Every member tool and benefit',
      'Shipping leads: see open requests from cargo owners and quote on them',
      `Payment protection from ${usd(PAYMENT_PROTECTION_MIN_USD)} up to ${usd(PAYMENT_PROTECTION_MAX_USD)} a year`,
      'Premium badge on your directory profile',
      'Priority placement when shippers browse the directory',
    ],
  },
  {
    id: 'standard',
    name: 'Standard',
    summary: 'For companies that want the network and the tools, without credit-risk cover.',
    features: [
      'Freight calculator, cargo tracking, ship schedules and the forwarding ERP',
      'Directory listing for all your offices',
      'Events, the blacklist and the freight dictionary',
      'Upgrade to Premium at any time to quote on shipping leads',
    ],
  },
];

const PROTECTION_RULES = [
  'Both companies in the deal hold Premium membership.',
  'The invoice is for ocean freight.',
  'The shipment moves between offices listed in the directory, so list every branch you trade from.',
  'Each shipment is reported to DFA support on the protection form and confirmed in writing before it is covered.',
];

const PROTECTION_EXCLUSIONS = [
  'Demurrage and detention charges',
  'Charges that are not freight (customs duties, storage, local fees billed separately)',
  'Deals between related companies',
];

const STEPS = [
  {
    title: 'Apply online',
    text: 'Tell us about your company, its offices and services, and verify your phone number.',
  },
  { title: 'We review', text: 'DFA checks the company and its references before the profile goes live.' },
  {
    title: 'Pay the annual fee',
    text: 'Fees are annual and paid by bank transfer; renewal invoices are due within 30 days.',
  },
  { title: 'Start trading', text: 'Your offices appear in the directory and every member tool is unlocked.' },
];

export default function MembershipPage() {
  const signUpHref = builtHref('auth-sign-up');
  return (
    <>
      <Seo
        path="/membership"
        title="Membership: Premium and Standard plans for forwarders"
        description="Join the Digital Freight Alliance: compare Premium and Standard membership, see what payment protection covers and how to apply."
        keywords="freight forwarder membership, logistics network membership, NVOCC association, payment protection, Premium membership"
        breadcrumbs={[
          { name: 'Home', path: '/' },
          { name: 'Membership', path: '/membership' },
        ]}
      />
      <div className={styles.page}>
        <header className={styles.intro}>
          <h1>Membership</h1>
          <p className={styles.lead}>
            Membership gives your company verified partners worldwide, {MEMBER_TOOL_COUNT} digital tools and,
            on Premium, protection against unpaid freight invoices.
          </p>
        </header>

        <section aria-labelledby="gives-title">
          <h2 id="gives-title">What every member gets</h2>
          <ul className={styles.checklist}>
            {BENEFITS.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="tiers-title">
          <h2 id="tiers-title">Choose your membership</h2>
          <div className={styles.tiers}>
            {TIERS.map((tier) => (
              <article key={tier.id} className={styles.tier} aria-labelledby={`tier-${tier.id}`}>
                <h3 id={`tier-${tier.id}`}>{tier.name}</h3>
                <p>{tier.summary}</p>
                <ul className={styles.checklist}>
                  {tier.features.map((feature) => (
                    <li key={feature}>{feature}</li>
                  ))}
                </ul>
              </article>
            ))}
          </div>
          <p className={styles.note}>
            A Standard membership shows as <strong>Standard Active</strong> while its fee is paid and{' '}
            <strong>Standard Inactive</strong> once it lapses; an inactive company keeps its profile but loses
            access to the tools until it renews.
          </p>
        </section>

        <section aria-labelledby="protection-title">
          <h2 id="protection-title">How payment protection works</h2>
          <p>
            Payment protection is credit-risk insurance for Premium members, covering from{' '}
            {usd(PAYMENT_PROTECTION_MIN_USD)} up to {usd(PAYMENT_PROTECTION_MAX_USD)} a year. A shipment is
            covered when:
          </p>
          <ul className={styles.checklist}>
            {PROTECTION_RULES.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
          <p>Not covered:</p>
          <ul className={styles.crosslist}>
            {PROTECTION_EXCLUSIONS.map((exclusion) => (
              <li key={exclusion}>{exclusion}</li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="join-title">
          <h2 id="join-title">How to join</h2>
          <ol className={styles.steps}>
            {STEPS.map((step) => (
              <li key={step.title}>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
          {signUpHref ? (
            <ButtonLink to={signUpHref}>Apply for membership</ButtonLink>
          ) : (
            <p className={styles.note}>
              Online applications open here shortly. Until then, your DFA regional contact can register your
              company.
            </p>
          )}
        </section>
      </div>
    </>
  );
}
