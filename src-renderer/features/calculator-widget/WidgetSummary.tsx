import { useState } from 'react';
import { switchMyWidget, type CalculatorWidget } from '../../../shared/api/calculator-widget';
import { embedSnippet, widgetPath } from '../../../shared/calculator/widget-config';
import kit from '../../components/forms/forms.module.css';
import frame from '../../components/kit/classes.module.css';
import { callApi } from '../../lib/api';
import { ApiCallError } from '../../lib/api-call-error';
import { useSite } from '../../lib/site-context';
import styles from './calculator-widget.module.css';

function Snippet({ widget }: { widget: CalculatorWidget }) {
  const { siteUrl } = useSite();
  const [copied, setCopied] = useState<string>();
  const code = embedSnippet(siteUrl, widget.widgetId);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied('Copied. Paste it into your website’s HTML where the calculator should appear.');
    } catch {
      setCopied('Copying was not allowed by the browser: select the code and copy it yourself.');
    }
  };
  return (
    <section className={frame.panel} aria-labelledby="snippet-title">
      <h2 id="snippet-title" className={frame.panelTitle}>
        Embed code
      </h2>
      <label htmlFor="widget-snippet" className={kit.label}>
        Paste this into your website’s HTML
      </label>
      <textarea id="widget-snippet" className={styles.code} readOnly rows={7} value={code} />
      <div className={frame.actions}>
        <button type="button" className={frame.secondaryButton} onClick={() => void copy()}>
          Copy embed code
        </button>
        <a href={widgetPath(widget.widgetId)} target="_blank" rel="noreferrer">
          Open your calculator on its own
        </a>
      </div>
      <p role="status" className={frame.muted}>
        {copied}
      </p>
    </section>
  );
}

function Switch({
  widget,
  onChange,
}: {
  widget: CalculatorWidget;
  onChange: (widget: CalculatorWidget) => void;
}) {
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const flip = async () => {
    setBusy(true);
    setError(undefined);
    try {
      onChange(await callApi(switchMyWidget, { body: { enabled: !widget.enabled } }));
    } catch (caught) {
      setError(caught instanceof ApiCallError ? caught.message : 'Please try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={frame.panel} aria-labelledby="switch-title">
      <h2 id="switch-title" className={frame.panelTitle}>
        Your calculator is {widget.enabled ? 'on' : 'off'}
      </h2>
      <p>
        {widget.enabled
          ? 'Visitors of your website can use it and send you quote requests.'
          : 'Your website shows a short neutral message in its place, and no request can be sent.'}
      </p>
      <div role="alert" className={kit.alertSlot}>
        {error ? <p className={kit.alert}>{error}</p> : null}
      </div>
      <button type="button" className={frame.secondaryButton} disabled={busy} onClick={() => void flip()}>
        {widget.enabled ? 'Switch it off' : 'Switch it on'}
      </button>
    </section>
  );
}

/** A saved calculator's switch and its embed code, above the builder. */
export function WidgetSummary({
  widget,
  onChange,
}: {
  widget: CalculatorWidget;
  onChange: (widget: CalculatorWidget) => void;
}) {
  return (
    <div className={styles.summary}>
      <Switch widget={widget} onChange={onChange} />
      <Snippet widget={widget} />
    </div>
  );
}
