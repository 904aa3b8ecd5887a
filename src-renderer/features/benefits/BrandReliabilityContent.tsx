import { RouteLink } from '../../components/content/RouteLink';
import { TermLink } from '../../components/content/TermLink';

export default function BrandReliabilityContent() {
  return (
    <>
      <h2>Why trust is the first thing a partner looks for</h2>
      <p>
        Most forwarding relationships begin with a stranger. An importer in Rotterdam asks you to handle the
        origin side of a shipment from Chittagong; a consolidator in Mumbai needs a delivery agent in Houston.
        Before either side releases a <TermLink slug="house-bill-of-lading">house bill of lading</TermLink> or
        agrees to credit terms, it wants to know the other company exists, trades from the address it gives
        and has a record of paying. Fraud in the industry often starts with exactly this gap: a company copies
        a real forwarder’s name or logo, or claims a network membership it never had.
      </p>

      <h2>A membership that is checked first</h2>
      <p>
        A company does not appear in the directory the moment it fills in a form. Each application is reviewed
        by DFA before the profile goes live: the company, its offices, its contact people and the services it
        says it offers. The review is not an audit of your accounts, and it does not replace your own checks
        on a partner, but it means every listed company has been looked at by someone other than itself.
      </p>

      <h2>The member badge and what it says</h2>
      <p>Every member profile carries its membership status, one of three:</p>
      <ul>
        <li>
          <strong>Premium</strong>: the full membership, including payment protection with other Premium
          members.
        </li>
        <li>
          <strong>Standard Active</strong>: a current Standard membership with its annual fee paid.
        </li>
        <li>
          <strong>Standard Inactive</strong>: a Standard membership whose fee has lapsed. The profile stays
          visible, but the status tells partners it is not current.
        </li>
      </ul>
      <p>
        Members show the badge on their website, in email signatures and on quotations. Use it while your
        membership is current and point it at your profile, so anyone who sees it can confirm it in one click.
        A badge that leads nowhere proves little; one that leads to a live status page is hard to fake.
      </p>

      <h2>Public verification of membership status</h2>
      <p>
        Each member company has a public profile showing its name, locations, services, membership status and
        the date its membership is valid until. A shipper or agent who receives an offer from a company
        claiming DFA membership can look the company up and see whether the claim is true today, not just
        whether it was true when the logo was added to a website. Contact details are not part of the public
        view; signed-in members request them separately, as explained on the{' '}
        <RouteLink to="benefits-member-directory">member directory page</RouteLink>.
      </p>
      <p>
        If a company uses the DFA name or badge without holding a membership, tell member support. Misuse of
        the brand harms every honest member, and reports help protect the whole network.
      </p>

      <h2>The code of ethics</h2>
      <p>
        Membership comes with a commitment to the DFA{' '}
        <RouteLink to="company-code-of-ethics">code of ethics</RouteLink>: honest quotations, paying partners
        on the agreed terms, keeping customers’ cargo and data safe, and dealing fairly when something goes
        wrong. Applicants accept it when they join, and a serious breach puts the membership at risk under the
        membership regulations. A company that fails to pay or deliver can also be reported to the
        association’s <RouteLink to="company-blacklist">blacklist</RouteLink>. Listings there follow a fair
        process: the reported company is told, can answer with its own evidence, and only a confirmed case is
        shown.
      </p>

      <h2>How to make the most of it</h2>
      <ol>
        <li>
          Complete your profile: every office, the services you really offer and a contact for each branch.
        </li>
        <li>Add the badge to your website and email signature, linked to your profile.</li>
        <li>Before you trade with a company that mentions DFA, check its status yourself.</li>
        <li>Renew on time, so your status never shows as inactive to a partner you are courting.</li>
      </ol>
    </>
  );
}
