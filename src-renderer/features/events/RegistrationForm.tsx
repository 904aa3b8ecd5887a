import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';

import type { z } from 'zod';
import { registerForEvent, registerForEventBodySchema } from '../../../shared/api/events';
import { FORM_ENVELOPE_KEYS } from '../../../shared/api/forms';
import { CompanyField, EmailField, NameField, PhoneField } from '../../components/forms/form-fields';
import { FormShell, FormThanks } from '../../components/forms/FormShell';
import { useFormSender } from '../../components/forms/use-form-sender';
import { useServerForm } from '../../components/forms/use-server-form';
import styles from './registration.module.css';

/** What the visitor fills in; the event, the key, the bot-check token and attribution are added when sending. */
const registrationFormSchema = registerForEventBodySchema.omit({ ...FORM_ENVELOPE_KEYS, eventSlug: true });
type RegistrationFormValues = z.output<typeof registrationFormSchema>;
const FORM_FIELDS = ['name', 'email', 'company', 'phone'] as const;

/** Registration for one upcoming event: the answer is an email with the person's own link. */
export function RegistrationForm({ eventSlug, eventTitle }: { eventSlug: string; eventTitle: string }) {
  const headingId = useId();
  const {
    formId,
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useServerForm({
    resolver: zodResolver(registrationFormSchema),
    defaultValues: { name: '', email: '', company: '', phone: '' },
  });
  const { submit, sentTo, sendAnother, formError, captcha } = useFormSender<RegistrationFormValues>(
    registerForEvent,
    FORM_FIELDS,
    { setError, reset },
    { eventSlug },
  );

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>Register for this event</h2>
      {sentTo === undefined ? (
        <>
          <p className={styles.note}>
            Entry is free. We email you a personal link to see or cancel your place.
          </p>
          <FormShell
            id={formId}
            labelledBy={headingId}
            action="event-registration"
            submitLabel="Register"
            submitting={isSubmitting}
            formError={formError}
            captcha={captcha}
            onSubmit={(event) => void handleSubmit(submit)(event)}
          >
            <NameField error={errors.name?.message} {...register('name')} />
            <EmailField error={errors.email?.message} {...register('email')} />
            <CompanyField optional="optional" error={errors.company?.message} {...register('company')} />
            <PhoneField error={errors.phone?.message} {...register('phone')} />
          </FormShell>
        </>
      ) : (
        <FormThanks
          heading="Check your inbox for your personal link"
          againLabel="Register someone else"
          onAgain={sendAnother}
        >
          <p>
            We sent a confirmation for {eventTitle} to <strong>{sentTo}</strong>. It holds your personal link,
            where you can see your registration or cancel it, and a calendar file for the event.
          </p>
          <p className={styles.note}>
            No email within a few minutes? Check your spam folder, or register again with the same address: we
            will send a new link.
          </p>
        </FormThanks>
      )}
    </section>
  );
}
