import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';

import type { z } from 'zod';
import { askAboutNextEvent, nextEventInterestBodySchema } from '../../../shared/api/events';
import { FORM_ENVELOPE_KEYS } from '../../../shared/api/forms';
import { CheckboxField, EmailField } from '../../components/forms/form-fields';
import { FormShell, FormThanks } from '../../components/forms/FormShell';
import { useFormSender } from '../../components/forms/use-form-sender';
import { useServerForm } from '../../components/forms/use-server-form';
import styles from './registration.module.css';

const nextEventFormSchema = nextEventInterestBodySchema.omit(FORM_ENVELOPE_KEYS);
type NextEventFormValues = z.output<typeof nextEventFormSchema>;
const FORM_FIELDS = ['email', 'consent'] as const;

/** While no event is announced: one email when the next one is published. */
export function NextEventForm() {
  const headingId = useId();
  const {
    formId,
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useServerForm({
    resolver: zodResolver(nextEventFormSchema),
    defaultValues: { email: '' },
  });
  const { submit, sentTo, sendAnother, formError, captcha } = useFormSender<NextEventFormValues>(
    askAboutNextEvent,
    FORM_FIELDS,
    { setError, reset },
  );

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId}>Tell me about the next event</h3>
      {sentTo === undefined ? (
        <FormShell
          id={formId}
          labelledBy={headingId}
          action="next-event"
          submitLabel="Tell me"
          submitting={isSubmitting}
          formError={formError}
          captcha={captcha}
          onSubmit={(event) => void handleSubmit(submit)(event)}
        >
          <EmailField error={errors.email?.message} {...register('email')} />
          <CheckboxField
            label="Email me once when the next DFA event is announced. I can ask again for the one after."
            error={errors.consent?.message}
            {...register('consent')}
          />
        </FormShell>
      ) : (
        <FormThanks heading="We will let you know" againLabel="Add another address" onAgain={sendAnother}>
          <p>
            When the next event is announced, we email <strong>{sentTo}</strong> once, with its date, place
            and a link to register.
          </p>
        </FormThanks>
      )}
    </section>
  );
}
