import { ContentPage } from '../../components/content/ContentPage';
import { ContactForm } from './ContactForm';
import { SupportContacts } from './SupportContacts';

const PATH = '/company/contact-us';

export default function ContactPage() {
  return (
    <ContentPage
      path={PATH}
      title="Contact the Digital Freight Alliance"
      description="Write to the Digital Freight Alliance about membership, payment protection, the directory or the member tools: a member of the team replies within one working day."
      keywords="contact DFA, Digital Freight Alliance support, freight forwarder network contact, membership enquiry, payment protection question"
      heading="Contact us"
      eyebrow="Company"
      lead={
        <p>
          Questions about membership, payment protection, the directory or our tools? Send us a message and a
          member of the team will reply within one working day.
        </p>
      }
    >
      <SupportContacts />
      <h2 id="write-to-us">Write to us</h2>
      <ContactForm />
    </ContentPage>
  );
}
