import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_TOPIC_LABELS,
  CONTACT_TOPICS,
  contactUs,
  contactUsBodySchema,
} from '../../../shared/api/forms';
import { Captcha } from '../../components/captcha/Captcha';
import { callApi } from '../../lib/http';
import { useSite } from '../../lib/site-context';
import { showApiError } from '../../lib/api-errors';
import { useHydrated } from '../../lib/use-hydrated';
import styles from './contact.module.css';

/** What the visitor fills in; the key and the bot-check token are added when sending. */
const contactFormSchema = contactUsBodySchema.omit({ idempotencyKey: true, captchaToken: true });
const FORM_FIELDS = ['name', 'company', 'email', 'phone', 'topic', 'message'] as const;
const CAPTCHA_MESSAGE = 'Complete the check that you are not a robot.';

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className={styles.error}>
      {message}
    </p>
  ) : null;
}

export function ContactForm() {
  const hydrated = useHydrated();
  const captchaRequired = Boolean(useSite().captchaSiteKey);
  const ids = useId();
  // One key per filled-in form, made in the submit handler (never during render) and kept
  // across retries, so a double click or a resend is stored once; a new message gets a new key.
  const idempotencyKey = useRef<string>(undefined);
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [captchaReset, setCaptchaReset] = useState(0);
  const [formError, setFormError] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();
  const thanks = useRef<HTMLHeadingElement>(null);

  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(contactFormSchema),
    defaultValues: { name: '', company: '', email: '', phone: '', message: '' },
  });

  useEffect(() => {
    if (sentTo !== undefined) thanks.current?.focus();
  }, [sentTo]);

  const send = async (values: z.output<typeof contactFormSchema>) => {
    setFormError(undefined);
    if (captchaRequired && !captchaToken) {
      setFormError(CAPTCHA_MESSAGE);
      return;
    }
    try {
      idempotencyKey.current ??= crypto.randomUUID();
      await callApi(contactUs, {
        body: {
          ...values,
          idempotencyKey: idempotencyKey.current,
          ...(captchaToken ? { captchaToken } : {}),
        },
      });
      idempotencyKey.current = undefined;
      reset();
      setSentTo(values.email);
    } catch (error) {
      setFormError(showApiError(error, setError, FORM_FIELDS));
      // A bot-check token is accepted once: ask for a fresh one before the next try.
      setCaptchaReset((value) => value + 1);
    }
  };

  if (sentTo !== undefined) {
    return (
      <div className={styles.card} role="status">
        <h3 ref={thanks} tabIndex={-1} className={styles.thanksHeading}>
          Thank you, we received your message
        </h3>
        <p>
          A member of our team will reply by email to <strong>{sentTo}</strong> within one working day. If it
          is urgent, call the support line nearest to you.
        </p>
        <button type="button" className={styles.secondaryButton} onClick={() => setSentTo(undefined)}>
          Send another message
        </button>
      </div>
    );
  }

  const field = (name: (typeof FORM_FIELDS)[number]) => {
    const message = errors[name]?.message;
    return {
      id: `${ids}-${name}`,
      'aria-invalid': message ? true : undefined,
      'aria-describedby': message ? `${ids}-${name}-error` : undefined,
    };
  };

  return (
    <form
      className={styles.card}
      method="post"
      noValidate
      onSubmit={(event) => void handleSubmit(send)(event)}
      aria-labelledby="write-to-us"
    >
      <div role="alert" className={styles.alertSlot}>
        {formError ? <p className={styles.alert}>{formError}</p> : null}
      </div>

      <div className={styles.field}>
        <label htmlFor={`${ids}-name`} className={styles.label}>
          Your name
        </label>
        <input className={styles.input} autoComplete="name" {...field('name')} {...register('name')} />
        <FieldError id={`${ids}-name-error`} message={errors.name?.message} />
      </div>

      <div className={styles.field}>
        <label htmlFor={`${ids}-company`} className={styles.label}>
          Company <span className={styles.optional}>(optional)</span>
        </label>
        <input
          className={styles.input}
          autoComplete="organization"
          {...field('company')}
          {...register('company')}
        />
        <FieldError id={`${ids}-company-error`} message={errors.company?.message} />
      </div>

      <div className={styles.field}>
        <label htmlFor={`${ids}-email`} className={styles.label}>
          Email address
        </label>
        <input
          className={styles.input}
          type="email"
          inputMode="email"
          autoComplete="email"
          {...field('email')}
          {...register('email')}
        />
        <FieldError id={`${ids}-email-error`} message={errors.email?.message} />
      </div>

      <div className={styles.field}>
        <label htmlFor={`${ids}-phone`} className={styles.label}>
          Phone <span className={styles.optional}>(optional, with country code)</span>
        </label>
        <input
          className={styles.input}
          type="tel"
          autoComplete="tel"
          {...field('phone')}
          {...register('phone')}
        />
        <FieldError id={`${ids}-phone-error`} message={errors.phone?.message} />
      </div>

      <div className={styles.field}>
        <label htmlFor={`${ids}-topic`} className={styles.label}>
          Topic
        </label>
        <select className={styles.input} {...field('topic')} {...register('topic')}>
          <option value="">Choose a topic</option>
          {CONTACT_TOPICS.map((topic) => (
            <option key={topic} value={topic}>
              {CONTACT_TOPIC_LABELS[topic]}
            </option>
          ))}
        </select>
        <FieldError id={`${ids}-topic-error`} message={errors.topic?.message} />
      </div>

      <div className={styles.field}>
        <label htmlFor={`${ids}-message`} className={styles.label}>
          Message
        </label>
        <textarea
          className={styles.textarea}
          rows={7}
          maxLength={CONTACT_MESSAGE_MAX}
          {...field('message')}
          {...register('message')}
        />
        <FieldError id={`${ids}-message-error`} message={errors.message?.message} />
      </div>

      <Captcha action="contact-us" onToken={setCaptchaToken} resetKey={captchaReset} />

      <div className={styles.actions}>
        <button type="submit" className={styles.button} disabled={!hydrated || isSubmitting}>
          {isSubmitting ? 'Sending…' : 'Send message'}
        </button>
      </div>
    </form>
  );
}
