import { ContentPage } from '../../components/content/ContentPage';
import { RouteLink } from '../../components/content/RouteLink';
import { LinkCards, type LinkCard } from '../../components/content/LinkCards';
import { RESOURCES } from './resources-pages';

const GUIDES: readonly LinkCard[] = [
  {
    route: 'resources-bill-of-lading',
    title: 'Bill of lading guide',
    summary:
      'Straight, to order and negotiable bills, sea waybills, house and master bills, telex release, the fields to check and the mistakes that hold up cargo.',
  },
  {
    route: 'resources-demurrage-and-detention',
    title: 'Demurrage and detention guide',
    summary:
      'How free time works, how daily charges build up, who pays, the FMC rules in US trades and what to do to keep the bill at zero.',
  },
  {
    route: 'freight-dictionary',
    title: 'Freight dictionary',
    summary:
      'Plain-language definitions of the shipping, customs and logistics terms used every day, from air waybill to zone pricing.',
  },
  {
    route: 'freight-forwarder',
    title: 'Freight forwarders by country',
    summary:
      'Forwarding in each country at a glance, with its main ports and the DFA members that operate there.',
  },
];

const POLICIES: readonly LinkCard[] = [
  {
    route: 'resources-privacy-policy',
    title: 'Privacy policy',
    summary:
      'What personal data the website and portal collect, why, who receives it, which cookies are set and how to use your rights.',
  },
  {
    route: 'resources-terms-and-conditions',
    title: 'Terms and conditions',
    summary:
      'The rules for using the website and member portal: accounts, acceptable use, the directory, member content and liability.',
  },
  {
    route: 'company-membership-regulations',
    title: 'Membership regulations',
    summary:
      'Membership statuses, fees and renewal, admission, payment protection conditions and the due process behind the blacklist.',
  },
  {
    route: 'company-code-of-ethics',
    title: 'Code of ethics',
    summary:
      'The commitments every member signs: honesty, paying on time, respect for partners’ customers, confidentiality and compliance.',
  },
];

export default function ResourcesPage() {
  return (
    <ContentPage
      {...RESOURCES}
      lead={
        <p>
          Reference material for people who move freight: practical guides to the documents and charges that
          cause the most questions, a dictionary of shipping terms, and the rules that govern this portal and
          its members.
        </p>
      }
    >
      <h2>Practical guides</h2>
      <p>
        The guides are written for operations and sales staff at forwarders and NVOCCs, and for shippers who
        want to understand what their forwarder is asking of them. Each one explains how the subject works
        step by step, gives a worked example and lists the mistakes that cost time and money. Where rules or
        figures depend on the carrier, the port or the country, the guides say so rather than quote a number
        that may not apply to your shipment.
      </p>
      <LinkCards cards={GUIDES} />

      <h2>Policies and rules</h2>
      <p>
        How the Digital Freight Alliance handles your data, what you agree to when you use the website and the
        member portal, and the regulations and code of conduct that every member company accepts when it
        joins.
      </p>
      <LinkCards cards={POLICIES} />

      <h2>Something missing?</h2>
      <p>
        If you would like a guide on a subject that is not covered here, for example a document or a charge
        your team keeps running into, tell us through the{' '}
        <RouteLink to="company-contact-us">contact page</RouteLink>. Members can also raise questions at the
        online members meetings.
      </p>
    </ContentPage>
  );
}
