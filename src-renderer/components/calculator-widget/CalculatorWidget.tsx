import type { CSSProperties } from 'react';
import { textColorOn, type WidgetConfig } from '../../../shared/calculator/widget-config';
import styles from './calculator-widget.module.css';
import { PlaceSelect } from './PlaceSelect';
import { LINE_FIELDS, lineFieldId, lineFieldLabel } from './widget-fields';
import { RequestForm } from './WidgetRequestForm';

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
