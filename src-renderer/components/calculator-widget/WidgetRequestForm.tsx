import type { ReactNode } from 'react';
import type { WidgetConfig } from '../../../shared/calculator/widget-config';
import { COUNTRY_OPTIONS } from '../../lib/countries';
import styles from './calculator-widget.module.css';

function RequestField({
  name,
  label,
  optional,
  children,
}: {
  name: string;
  label: string;
  optional?: boolean;
  children: (props: { id: string }) => ReactNode;
}) {
  const id = `dfa-w-request-${name}`;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>
        {label}
        {optional ? <span className={styles.optional}> (optional)</span> : null}
      </label>
      {children({ id })}
      <p className={styles.error} id={`${id}-error`} data-role="error" hidden />
    </div>
  );
}

/** The visitor's quote request to the member, sent with the cargo they priced. */
export function RequestForm({ config }: { config: WidgetConfig }) {
  return (
    <>
      <p>
        Your details and the cargo above go to <strong>{config.displayName}</strong> only, who will reply with
        a quote.
      </p>
      <form className={styles.form} data-role="request-form" noValidate aria-labelledby="dfa-w-request-title">
        <div role="alert" className={styles.formError} data-role="request-error" />
        <fieldset className={styles.group}>
          <legend>How would you like to ship?</legend>
          <div className={styles.radio}>
            <input type="radio" id="dfa-w-mode-lcl" name="mode" value="sea-lcl" defaultChecked />
            <label htmlFor="dfa-w-mode-lcl">Shared container (LCL)</label>
          </div>
          <div className={styles.radio}>
            <input type="radio" id="dfa-w-mode-fcl" name="mode" value="sea-fcl" />
            <label htmlFor="dfa-w-mode-fcl">Full container (FCL)</label>
          </div>
        </fieldset>
        <RequestField name="commodity" label="What are the goods?">
          {(props) => <input {...props} name="commodity" className={styles.input} maxLength={200} required />}
        </RequestField>
        <RequestField name="readyDate" label="Cargo ready on">
          {(props) => <input {...props} name="readyDate" type="date" className={styles.input} required />}
        </RequestField>
        <RequestField name="name" label="Your name">
          {(props) => <input {...props} name="name" autoComplete="name" className={styles.input} required />}
        </RequestField>
        <RequestField name="company" label="Company" optional>
          {(props) => (
            <input {...props} name="company" autoComplete="organization" className={styles.input} />
          )}
        </RequestField>
        <RequestField name="email" label="Email address">
          {(props) => (
            <input
              {...props}
              name="email"
              type="email"
              autoComplete="email"
              className={styles.input}
              required
            />
          )}
        </RequestField>
        <RequestField name="phone" label="Phone, with country code" optional>
          {(props) => (
            <input {...props} name="phone" type="tel" autoComplete="tel" className={styles.input} />
          )}
        </RequestField>
        <RequestField name="country" label="Your country">
          {(props) => (
            <select {...props} name="country" className={styles.input} required defaultValue="">
              <option value="">Choose a country</option>
              {COUNTRY_OPTIONS.map((country) => (
                <option key={country.code} value={country.code}>
                  {country.name}
                </option>
              ))}
            </select>
          )}
        </RequestField>
        <RequestField name="notes" label="Anything else the forwarder should know?" optional>
          {(props) => <textarea {...props} name="notes" rows={3} maxLength={3000} className={styles.input} />}
        </RequestField>
        <button type="submit" className={styles.primary}>
          Send my request
        </button>
      </form>
      <div role="status" tabIndex={-1} className={styles.done} data-role="request-done" />
    </>
  );
}
