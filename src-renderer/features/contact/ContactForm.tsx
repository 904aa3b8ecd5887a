import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_TOPIC_LABELS,
  CONTACT_TOPICS,
  contactUs,
  contactUsBodySchema,
  FORM_ENVELOPE_KEYS,
} from '../../../shared/api/forms';
import {
  CompanyField,
  EmailField,
  NameField,
  PhoneField,
  SelectField,
  TextAreaField,
} from '../../components/forms/form-fields';
import { FormShell, FormThanks } from '../../components/forms/FormShell';
import { useFormSender } from '../../components/forms/use-form-sender';
import { useServerForm } from '../../components/forms/use-server-form';

/** What the visitor fills in; the key, the bot-check token and the attribution are added when sending. */
const contactFormSchema = contactUsBodySchema.omit(FORM_ENVELOPE_KEYS);
type ContactValues = z.output<typeof contactFormSchema>;
const FORM_FIELDS = ['name', 'company', 'email', 'phone', 'topic', 'message'] as const;

export function ContactForm() {
  const {
    formId,
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useServerForm({
    resolver: zodResolver(contactFormSchema),
    defaultValues: { name: '', company: '', email: '', phone: '', message: '' },
  });
  const { submit, sentTo, sendAnother, formError, captcha } = useFormSender<ContactValues>(
    contactUs,
    FORM_FIELDS,
    { setError, reset },
  );

  if (sentTo !== undefined) {
    return (
      <FormThanks
        heading="Thank you, we received your message"
        againLabel="Send another message"
        onAgain={sendAnother}
      >
        <p>
          A member of our team aims to reply by email to <strong>{sentTo}</strong> within one working day. If
          it is urgent, call the support line nearest to you.
        </p>
      </FormThanks>
    );
  }

  return (
    <FormShell
      id={formId}
      labelledBy="write-to-us"
      action="contact-us"
      submitLabel="Send message"
      submitting={isSubmitting}
      formError={formError}
      captcha={captcha}
      onSubmit={(event) => void handleSubmit(submit)(event)}
    >
      <NameField error={errors.name?.message} {...register('name')} />
      <CompanyField optional="optional" error={errors.company?.message} {...register('company')} />
      <EmailField error={errors.email?.message} {...register('email')} />
      <PhoneField error={errors.phone?.message} {...register('phone')} />
      <SelectField label="Topic" error={errors.topic?.message} {...register('topic')}>
        <option value="">Choose a topic</option>
        {CONTACT_TOPICS.map((topic) => (
          <option key={topic} value={topic}>
            {CONTACT_TOPIC_LABELS[topic]}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label="Message"
        rows={7}
        maxLength={CONTACT_MESSAGE_MAX}
        error={errors.message?.message}
        {...register('message')}
      />
    </FormShell>
  );
}
