import { ContentPage } from '../../components/content/ContentPage';
import { ContactForm } from './ContactForm';
import { SupportPhones } from './SupportPhones';

const PATH = '/company/contact-us';

export default function ContactPage() {
  return (
    <ContentPage
      path={PATH}
      title="Contact the Digital Freight Alliance"
      description="Call a DFA support line in Spain, China, the Dominican Republic, the Philippines, the US, the UK, Canada or Ukraine, or write to us: we answer within one working day."
      keywords="contact DFA, Digital Freight Alliance support, freight forwarder network contact, membership enquiry, payment protection question"
      heading="Contact us"
      eyebrow="Company"
      lead={
        <p>
          Questions about membership, payment protection, the directory or our tools? Call the support line
          nearest to you, or send us a message and a member of the team will reply within one working day.
        </p>
      }
    >
      <h2 id="support-lines">Support lines</h2>
      <p>Our team answers on working days, in English and in the language of the country you call.</p>
      <SupportPhones />

      <h2 id="write-to-us">Write to us</h2>
      <ContactForm />
    </ContentPage>
  );
}
