import type { listMembershipFees } from '../../../shared/api/members';
import {
  MEMBER_TOOL_COUNT,
  PAYMENT_PROTECTION_MAX_USD,
  PAYMENT_PROTECTION_MIN_USD,
  TRACKED_CARRIERS,
} from '../../../shared/constants';
import { INVOICE_DUE_DAYS, type MembershipTier } from '../../../shared/domain/membership';
import {
  LAPSE_RULE,
  RENEWAL_TIMING,
  SHIPPING_LEADS_RULE,
} from '../../../shared/domain/membership-statements';
import { formatMoney } from '../../../shared/domain/money';
import { usdWhole } from '../../../shared/domain/numbers';
import { builtHref } from '../../../shared/routes';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { usePageData } from '../../lib/api';
import { useSessionUser } from '../../lib/session/use-session';
import styles from './MembershipPage.module.css';

// Over 200 lines: the plans, their comparison and the cover rules are one offer, written as
// data beside the page that shows it, so a fee or a rule changes in one place.
const BENEFITS = [
  `${MEMBER_TOOL_COUNT} digital tools: sea freight calculator, cargo tracking across more than ${TRACKED_CARRIERS} carriers, shipping leads (with Premium), ship schedules and an ERP for forwarders`,
  'A listing in the member directory for every office you register, found by country, city and service',
  'Access to the blacklist of companies reported for unpaid invoices or undelivered cargo',
  'Invitations to DFA conferences and online members meetings',
  'Trade finance and “ship now, pay later” options for your customers',
];

interface Tier {
  id: MembershipTier;
  name: string;
  summary: string;
  features: string[];
}

/** Premium first: it is the plan most applicants compare against. */
const TIERS: Tier[] = [
  {
    id: 'premium',
    name: 'Premium',
    summary: 'For forwarders who trade with new partners and want their invoices protected.',
    features: [
      'Every member tool and benefit',
      'Shipping leads: see open requests from cargo owners and quote on them',
      `Payment protection from ${usdWhole(PAYMENT_PROTECTION_MIN_USD)} up to ${usdWhole(PAYMENT_PROTECTION_MAX_USD)} a year`,
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
      'Upgrade to Premium at any time for shipping leads and payment protection',
    ],
  },
];

/** What each plan includes, row by row: `true` included, `false` not, text for a limit. */
const COMPARISON: { feature: string; standard: boolean | string; premium: boolean | string }[] = [
  { feature: 'Directory listing for every office', standard: true, premium: true },
  { feature: 'Verified-member line on your public profile', standard: true, premium: true },
  {
    feature: 'Freight calculator, ship schedules, cargo tracking, forwarding ERP',
    standard: true,
    premium: true,
  },
  { feature: 'Blacklist: read reports and answer one about you', standard: true, premium: true },
  { feature: 'Shipping leads: see open requests and quote on them', standard: false, premium: true },
  {
    feature: 'Payment protection for ocean-freight invoices',
    standard: false,
    premium: `${usdWhole(PAYMENT_PROTECTION_MIN_USD)} to ${usdWhole(PAYMENT_PROTECTION_MAX_USD)} a year`,
  },
  { feature: 'Premium badge and priority placement in the directory', standard: false, premium: true },
  { feature: 'Conferences and online members meetings', standard: true, premium: true },
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
    text: `Fees are annual and paid by bank transfer, within ${INVOICE_DUE_DAYS} days of the invoice; your membership year starts on the day the payment arrives.`,
  },
  { title: 'Start trading', text: 'Your offices appear in the directory and every member tool is unlocked.' },
];

const QUESTIONS = [
  {
    question: 'Who can apply?',
    answer:
      'Freight forwarders, NVOCCs and logistics companies with a registered business. We check the company, its offices and its references before approving it, so partners in the directory know who they are dealing with.',
  },
  {
    question: 'When do I pay, and how?',
    answer: `Nothing is due when you apply. Once the association approves your company it issues an invoice for the plan, payable by bank transfer within ${INVOICE_DUE_DAYS} days; the membership runs for one year from the day the payment arrives.`,
  },
  {
    question: 'Can I start with Standard and move to Premium later?',
    answer:
      'Yes. Ask the DFA team at any time; Premium benefits such as shipping leads and payment protection start once the change is confirmed.',
  },
  {
    question: 'What happens if we do not renew?',
    answer: `${RENEWAL_TIMING} ${LAPSE_RULE}`,
  },
  {
    question: 'How can a partner check that we are members?',
    answer:
      'Every member’s directory profile states whether the company is a current member, its plan and until when it is valid, so anyone can verify a claim of membership before trading.',
  },
];

function Included({ value, tier }: { value: boolean | string; tier: string }) {
  if (typeof value === 'string') return <>{value}</>;
  return value ? (
    <span className={styles.yes}>
      <span aria-hidden="true">✓</span>
      <span className="visually-hidden">Included in {tier}</span>
    </span>
  ) : (
    <span className={styles.no}>
      <span aria-hidden="true">–</span>
      <span className="visually-hidden">Not included in {tier}</span>
    </span>
  );
}

export default function MembershipContent() {
  const signUpHref = builtHref('auth-sign-up');
  const user = useSessionUser();
  const member = user && !user.isAdmin && user.type !== 'pending' ? user : null;
  const fees = usePageData<typeof listMembershipFees>('/api/membership/fees');
  const feeOf = (tier: MembershipTier) => {
    if (fees.state !== 'ready') return null;
    const fee = fees.data.fees.find((entry) => entry.tier === tier);
    return fee ? formatMoney(fee.amountMinor, fee.currency) : null;
  };
  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <h1>Membership</h1>
        <p className={styles.lead}>
          Membership gives your company verified partners worldwide, {MEMBER_TOOL_COUNT} digital tools and, on
          Premium, protection against unpaid freight invoices.
        </p>
      </header>

      <section aria-labelledby="tiers-title">
        <h2 id="tiers-title">Choose your membership</h2>
        <div className={styles.tiers}>
          {TIERS.map((tier) => {
            const fee = feeOf(tier.id);
            return (
              <article key={tier.id} className={styles.tier} aria-labelledby={`tier-${tier.id}`}>
                <h3 id={`tier-${tier.id}`}>{tier.name}</h3>
                <p className={styles.fee}>
                  {fee ? (
                    <>
                      <strong>{fee}</strong> a year
                    </>
                  ) : (
                    'Annual fee on request'
                  )}
                </p>
                <p>{tier.summary}</p>
                <ul className={styles.checklist}>
                  {tier.features.map((feature) => (
                    <li key={feature}>{feature}</li>
                  ))}
                </ul>
                {member ? (
                  // A member changes plan from its account, never through a new company's sign-up.
                  tier.id === 'premium' && member.type === 'standard_active' ? (
                    <ButtonLink to={builtHref('account-premium') ?? '/account/premium'}>
                      Ask to move to Premium
                    </ButtonLink>
                  ) : null
                ) : signUpHref ? (
                  <ButtonLink
                    to={`${signUpHref}?plan=${tier.id}`}
                    variant={tier.id === 'premium' ? 'primary' : 'secondary'}
                  >
                    Apply for {tier.name}
                  </ButtonLink>
                ) : null}
              </article>
            );
          })}
        </div>
        <p className={styles.note}>
          Fees are per company and year, whatever the number of offices. A Standard membership shows as{' '}
          <strong>Standard Active</strong> while its fee is paid and <strong>Standard Inactive</strong> once
          it lapses; an inactive company keeps its profile but loses access to the tools until it renews.
        </p>
      </section>

      <section aria-labelledby="compare-title">
        <h2 id="compare-title">Compare the plans</h2>
        <div className={styles.tableScroll}>
          <table className={styles.comparison}>
            <caption className="visually-hidden">What Standard and Premium membership include</caption>
            <thead>
              <tr>
                <th scope="col">Included</th>
                <th scope="col">Premium</th>
                <th scope="col">Standard</th>
              </tr>
            </thead>
            <tbody>
              {COMPARISON.map((row) => (
                <tr key={row.feature}>
                  <th scope="row">{row.feature}</th>
                  <td>
                    <Included value={row.premium} tier="Premium" />
                  </td>
                  <td>
                    <Included value={row.standard} tier="Standard" />
                  </td>
                </tr>
              ))}
              <tr>
                <th scope="row">Annual fee</th>
                <td>{feeOf('premium') ?? 'On request'}</td>
                <td>{feeOf('standard') ?? 'On request'}</td>
              </tr>
            </tbody>
          </table>
        </div>
        <p className={styles.note}>{SHIPPING_LEADS_RULE}</p>
      </section>

      <section aria-labelledby="gives-title">
        <h2 id="gives-title">What every member gets</h2>
        <ul className={styles.checklist}>
          {BENEFITS.map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="protection-title">
        <h2 id="protection-title">How payment protection works</h2>
        <p>
          Payment protection is credit-risk insurance for Premium members, covering from{' '}
          {usdWhole(PAYMENT_PROTECTION_MIN_USD)} up to {usdWhole(PAYMENT_PROTECTION_MAX_USD)} a year. A
          shipment is covered when:
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

      <section aria-labelledby="questions-title">
        <h2 id="questions-title">Questions applicants ask</h2>
        <dl className={styles.questions}>
          {QUESTIONS.map((entry) => (
            <div key={entry.question}>
              <dt>{entry.question}</dt>
              <dd>{entry.answer}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
