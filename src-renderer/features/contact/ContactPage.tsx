import { ContentPage } from '../../components/content/ContentPage';
import { ContactForm } from './ContactForm';
import { SupportPhones } from './SupportPhones';

const PATH = '/company/contact-us';

export default function ContactPage() {
  return (
    <ContentPage
      path={PATH}
      title="Contact the Digital Freight Alliance"
      description="Call a DFA support line in Spain, China, the Dominican Republic, the Philippines, the US, the UK, Canada or Ukraine, or write: we aim to reply in a working day."
      keywords="contact DFA, Digital Freight Alliance support, freight forwarder network contact, membership enquiry, payment protection question"
      heading="Contact us"
      eyebrow="Company"
      lead={
        <p>
          Questions about membership, payment protection, the directory or our tools? Call the support line
          nearest to you, or send us a message and a member of the team aims to reply within one working day.
        </p>
      }
    >
      <h2 id="support-lines">Support lines</h2>
      <p>The support lines are answered on working days.</p>
      <SupportPhones />

      <h2 id="write-to-us">Write to us</h2>
      <ContactForm />
    </ContentPage>
  );
}
