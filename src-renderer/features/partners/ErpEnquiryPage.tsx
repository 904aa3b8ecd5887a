import { ContentPage } from '../../components/content/ContentPage';
import { RouteLink } from '../../components/content/RouteLink';
import { serviceJsonLd } from '../../components/seo/service-json-ld';
import { useSite } from '../../lib/site-context';
import { ErpEnquiryForm } from './ErpEnquiryForm';

const PATH = '/partners/erp-enquiry';
const DESCRIPTION =
  'Ask about the forwarding ERP offered through DFA: your company, your role and your current system. An ERP specialist aims to answer within two working days.';

export default function ErpEnquiryPage() {
  const { siteUrl } = useSite();
  return (
    <ContentPage
      path={PATH}
      title="ERP enquiry for freight forwarders"
      description={DESCRIPTION}
      keywords="freight forwarding ERP enquiry, forwarder software, logistics ERP demo, replace spreadsheets freight, NVOCC software"
      eyebrow="Partners"
      heading="ERP enquiry"
      lead={
        <p>
          Thinking of moving your quotes, bookings, documents and invoicing into one system? Tell us where you
          are today and what you need, and an ERP specialist will answer your questions.
        </p>
      }
      jsonLd={[
        serviceJsonLd(siteUrl, {
          name: 'Freight forwarding ERP enquiry',
          serviceType: 'Enterprise resource planning for freight forwarders',
          description: DESCRIPTION,
          path: PATH,
        }),
      ]}
    >
      <h2>What to tell us</h2>
      <ul>
        <li>
          <strong>Your company and its size.</strong> A five-person office and a multi-branch forwarder start
          in different places.
        </li>
        <li>
          <strong>The system you use now.</strong> Spreadsheets, an in-house tool or another ERP: it tells us
          what data you will want to bring across.
        </li>
        <li>
          <strong>What you want to change.</strong> Slow quoting, retyped documents, invoices that miss
          charges, or no single view of a shipment.
        </li>
      </ul>
      <p>
        To see what the system does before you write, read about the{' '}
        <RouteLink to="digital-tools-searates-erp">freight forwarding ERP</RouteLink>.
      </p>

      <h2 id="send-enquiry">Send your enquiry</h2>
      <ErpEnquiryForm labelledBy="send-enquiry" />
    </ContentPage>
  );
}
