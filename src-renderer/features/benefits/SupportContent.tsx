import { RouteLink } from '../../components/content/RouteLink';

export default function SupportContent() {
  return (
    <>
      <h2>Onboarding: your first weeks</h2>
      <p>
        Once your application is approved and the fee is paid, support helps you get value from the membership
        quickly rather than leaving you with a login and a list of features. The usual first steps are:
      </p>
      <ol>
        <li>
          Completing your directory profile: every office, the services each one offers and a contact for
          each.
        </li>
        <li>Adding the member badge to your website and email signature, linked to your public profile.</li>
        <li>
          Setting up the tools your team will use first, often tracking and the freight calculator on your
          website.
        </li>
        <li>
          For Premium members, walking through how to report a shipment for payment protection before your
          first covered deal.
        </li>
      </ol>

      <h2>Help with the tools</h2>
      <p>
        The five member tools, described on the{' '}
        <RouteLink to="benefits-digital-solution">digital solution page</RouteLink>, cover a lot of ground.
        When a container does not show up in tracking, the calculator widget does not display on your site, or
        you are not sure how to set up a workflow in the ERP, support helps you find the answer or passes the
        question to the team that runs the tool. The{' '}
        <RouteLink to="company-faqs">frequently asked questions</RouteLink> answer the most common questions
        at any hour.
      </p>
      <p>
        When you report a problem, include what you were doing, the reference involved (a container or bill of
        lading number, a lead, an invoice) and a screenshot if you have one. A precise report gets a precise
        answer.
      </p>

      <h2>Payment protection reports</h2>
      <p>
        Support is also where Premium members report shipments for{' '}
        <RouteLink to="benefits-payment-protection">payment protection</RouteLink>. Each shipment is reported
        on the protection form and is covered only once support confirms it in writing, so keep that
        confirmation in the shipment file. If an invoice becomes overdue, support is the first place to tell.
      </p>

      <h2>Mediation of disputes between members</h2>
      <p>
        Disputes between agents are part of the trade: a rate that one side remembers differently, a charge
        the other refuses, a delay blamed on the wrong party. Left alone they turn into unpaid invoices and
        lost partners. Support offers neutral mediation between the two members before that happens.
      </p>
      <ol>
        <li>
          <strong>Try to settle it directly first</strong>, in writing, with the facts and documents of the
          shipment.
        </li>
        <li>
          <strong>If that fails, ask support to mediate.</strong> Describe the dispute, the amount involved
          and what you have already tried, and attach the booking, the invoice and the correspondence.
        </li>
        <li>
          <strong>Support hears both sides.</strong> The other member is asked for its account and its
          evidence.
        </li>
        <li>
          <strong>Support proposes a way forward</strong> based on the documents, the agreed terms and the{' '}
          <RouteLink to="company-code-of-ethics">code of ethics</RouteLink>.
        </li>
      </ol>
      <p>
        Mediation is not a court, and it does not replace a contract or the law that governs it. What it
        offers is a quicker, cheaper route for two members who want to keep working together. Where a company
        refuses to engage or fails to pay or deliver, the matter can go further, under the{' '}
        <RouteLink to="company-membership-regulations">membership regulations</RouteLink> and, for serious
        cases, the association’s <RouteLink to="company-blacklist">blacklist</RouteLink>, where the reported
        company can answer before anything is published.
      </p>

      <h2>How to reach support</h2>
      <p>
        Use the <RouteLink to="company-contact-us">contact page</RouteLink>: it has the contact form and
        support phone numbers for Spain, China, the Dominican Republic, the Philippines, the United States,
        the United Kingdom, Canada and Ukraine. Signed-in members should use the email address registered to
        their company, so support can see the membership and its history at once.
      </p>
    </>
  );
}
