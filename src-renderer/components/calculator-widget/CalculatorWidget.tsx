import type { CSSProperties, ReactNode } from 'react';
import {
  placeValue,
  sheetPlaces,
  textColorOn,
  type WidgetConfig,
} from '../../../shared/calculator/widget-config';
import type { PlaceRef } from '../../../shared/calculator/rates';
import { COUNTRY_OPTIONS, countryName } from '../../lib/countries';
import styles from './calculator-widget.module.css';
import { LINE_FIELDS, lineFieldId, lineFieldLabel } from './widget-fields';

/**
 * The calculator's markup, the same on a member's site (rendered by the server), in the demo
 * and in the member's live preview. It does nothing by itself: `enhanceWidget` brings it to
 * life with the shared calculator, so the widget needs no framework in the visitor's browser.
 */
export function CalculatorWidget({ config }: { config: WidgetConfig }) {
  // On its own page the widget is the page; inside the member's builder it is one part of one.
  const Title = config.mode === 'preview' ? 'h3' : 'h1';
  const Subtitle = config.mode === 'preview' ? 'h4' : 'h2';
  const theme = {
    '--w-primary': config.primaryColor,
    '--w-on-primary': textColorOn(config.primaryColor),
    '--w-accent': config.accentColor,
  } as CSSProperties;
  return (
    <div className={styles.widget} style={theme} data-dfa-widget="">
      <header className={styles.head}>
        <p className={styles.kicker}>Sea freight calculator</p>
        <Title id="dfa-w-title" className={styles.title}>
          {config.displayName}
        </Title>
      </header>
      {config.mode === 'demo' ? (
        <p className={styles.notice}>Demo rates for trying the calculator: not an offer.</p>
      ) : null}
      <form className={styles.form} data-role="calculator" noValidate aria-labelledby="dfa-w-title">
        <div role="alert" className={styles.formError} data-role="form-error" />
        <fieldset className={styles.group}>
          <legend>Route</legend>
          <PlaceSelect id="dfa-w-origin" name="origin" label="From" config={config} end="origin" />
          <PlaceSelect
            id="dfa-w-destination"
            name="destination"
            label="To"
            config={config}
            end="destination"
          />
        </fieldset>
        <fieldset className={styles.group}>
          <legend>Cargo</legend>
          <div className={styles.units}>
            <div className={styles.field}>
              <label htmlFor="dfa-w-length-unit">Sizes in</label>
              <select id="dfa-w-length-unit" name="lengthUnit" className={styles.input} defaultValue="cm">
                <option value="cm">centimetres</option>
                <option value="in">inches</option>
              </select>
            </div>
            <div className={styles.field}>
              <label htmlFor="dfa-w-weight-unit">Weights in</label>
              <select id="dfa-w-weight-unit" name="weightUnit" className={styles.input} defaultValue="kg">
                <option value="kg">kilograms</option>
                <option value="lb">pounds</option>
              </select>
            </div>
          </div>
          <ol className={styles.lines} data-role="lines">
            <li className={styles.line} data-role="line">
              <fieldset className={styles.lineSet}>
                <legend data-role="line-legend">Pieces, line 1</legend>
                <div className={styles.lineFields}>
                  {LINE_FIELDS.map((field) => (
                    <div key={field} className={styles.field}>
                      <label htmlFor={lineFieldId(field, 0)} data-role="line-label" data-field={field}>
                        {lineFieldLabel(field, 'cm', 'kg')}
                      </label>
                      <input
                        id={lineFieldId(field, 0)}
                        className={styles.input}
                        data-field={field}
                        type="number"
                        inputMode={field === 'count' ? 'numeric' : 'decimal'}
                        min={field === 'count' ? 1 : 0}
                        step={field === 'count' ? 1 : 'any'}
                        required
                      />
                      <p
                        className={styles.error}
                        id={`${lineFieldId(field, 0)}-error`}
                        data-role="error"
                        hidden
                      />
                    </div>
                  ))}
                </div>
                <button type="button" className={styles.linkButton} data-role="remove-line" hidden>
                  Remove <span className={styles.hidden}>pieces, line 1</span>
                </button>
              </fieldset>
            </li>
          </ol>
          <button type="button" className={styles.secondary} data-role="add-line">
            Add a line of different pieces
          </button>
        </fieldset>
        <button type="submit" className={styles.primary}>
          Calculate
        </button>
      </form>

      <section className={styles.results} data-role="results" aria-labelledby="dfa-w-results-title" hidden>
        <Subtitle id="dfa-w-results-title" className={styles.subtitle} tabIndex={-1}>
          Your estimate
        </Subtitle>
        <div data-role="results-body" />
        <button type="button" className={styles.primary} data-role="open-request">
          Request a quote
        </button>
      </section>

      <section className={styles.request} data-role="request" aria-labelledby="dfa-w-request-title" hidden>
        <Subtitle id="dfa-w-request-title" className={styles.subtitle} tabIndex={-1}>
          Request a quote
        </Subtitle>
        {config.mode === 'demo' ? (
          <p>
            This demo sends nothing. On a member’s own website, this form sends the visitor’s request, with
            the cargo above, straight to that member.
          </p>
        ) : (
          <RequestForm config={config} />
        )}
      </section>

      <noscript>
        <p className={styles.notice}>
          This calculator needs JavaScript. Turn it on to calculate your shipment.
        </p>
      </noscript>
      <p className={styles.foot}>
        Container figures are typical; boxes differ by owner. Prices are indicative until confirmed.
      </p>
    </div>
  );
}

/** What a switched-off or unknown widget shows in its frame: short and neutral. */
export function WidgetMessage({ text }: { text: string }) {
  return (
    <div className={styles.widget}>
      <p className={styles.message}>{text}</p>
    </div>
  );
}

function placeLabel(place: PlaceRef, config: WidgetConfig): string {
  if (!place.port) return `${countryName(place.country)} (any port)`;
  return `${config.portNames[place.port] ?? place.port}, ${countryName(place.country)}`;
}

function PlaceSelect({
  id,
  name,
  label,
  config,
  end,
}: {
  id: string;
  name: string;
  label: string;
  config: WidgetConfig;
  end: 'origin' | 'destination';
}) {
  const onSheet = sheetPlaces(config.lanes, end);
  const sheetCountries = new Set(onSheet.filter((place) => !place.port).map((place) => place.country));
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} className={styles.input} required defaultValue="">
        <option value="">Choose a port or country</option>
        {onSheet.length > 0 ? (
          <optgroup label="On our rate sheet">
            {onSheet.map((place) => (
              <option key={placeValue(place)} value={placeValue(place)}>
                {placeLabel(place, config)}
              </option>
            ))}
          </optgroup>
        ) : null}
        <optgroup label={onSheet.length > 0 ? 'Other countries' : 'Countries'}>
          {COUNTRY_OPTIONS.filter((country) => !sheetCountries.has(country.code)).map((country) => (
            <option key={country.code} value={`country:${country.code}`}>
              {country.name}
            </option>
          ))}
        </optgroup>
      </select>
      <p className={styles.error} id={`${id}-error`} data-role="error" hidden />
    </div>
  );
}

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

function RequestForm({ config }: { config: WidgetConfig }) {
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
