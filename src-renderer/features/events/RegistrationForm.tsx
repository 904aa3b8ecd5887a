import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { registerForEvent, registerForEventBodySchema } from '../../../shared/api/events';
import { FORM_ENVELOPE_KEYS } from '../../../shared/api/forms';
import { TextField } from '../../components/forms/form-fields';
import { FormShell, FormThanks } from '../../components/forms/FormShell';
import { useFormSender } from '../../components/forms/use-form-sender';
import styles from './registration.module.css';

/** What the visitor fills in; the event, the key, the bot-check token and attribution are added when sending. */
const registrationFormSchema = registerForEventBodySchema.omit({ ...FORM_ENVELOPE_KEYS, eventSlug: true });
type RegistrationFormValues = z.output<typeof registrationFormSchema>;
const FORM_FIELDS = ['name', 'email', 'company', 'phone'] as const;

/** Registration for one upcoming event: the answer is an email with the person's own link. */
export function RegistrationForm({ eventSlug, eventTitle }: { eventSlug: string; eventTitle: string }) {
  const headingId = useId();
  const [sentTo, setSentTo] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(registrationFormSchema),
    defaultValues: { name: '', email: '', company: '', phone: '' },
  });
  const { send, formError, captcha } = useFormSender<RegistrationFormValues>(
    registerForEvent,
    FORM_FIELDS,
    setError,
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
            labelledBy={headingId}
            action="event-registration"
            submitLabel="Register"
            submitting={isSubmitting}
            formError={formError}
            captcha={captcha}
            onSubmit={(event) =>
              void handleSubmit(async (values) => {
                if (!(await send(values, { eventSlug }))) return;
                reset();
                setSentTo(values.email);
              })(event)
            }
          >
            <TextField
              label="Your name"
              autoComplete="name"
              error={errors.name?.message}
              {...register('name')}
            />
            <TextField
              label="Email address"
              type="email"
              inputMode="email"
              autoComplete="email"
              error={errors.email?.message}
              {...register('email')}
            />
            <TextField
              label="Company"
              optional="optional"
              autoComplete="organization"
              error={errors.company?.message}
              {...register('company')}
            />
            <TextField
              label="Phone"
              optional="optional, with country code"
              type="tel"
              autoComplete="tel"
              error={errors.phone?.message}
              {...register('phone')}
            />
          </FormShell>
        </>
      ) : (
        <FormThanks
          heading="Check your inbox for your personal link"
          againLabel="Register someone else"
          onAgain={() => setSentTo(undefined)}
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
