import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { ShipmentView, listSampleShipments, trackSampleShipment } from '../../../../shared/api/tracking';
import { builtHref } from '../../../../shared/routes';
import { checkContainerNumber, normaliseContainerNumber } from '../../../../shared/tracking/container-number';
import { TextField } from '../../../components/forms/form-fields';
import { ApiCallError } from '../../../lib/api-call-error';
import { usePageData } from '../../../lib/api';
import { callApi } from '../../../lib/api';
import { revealResults } from '../../../lib/focus';
import { ShipmentResult } from './ShipmentResult';
import kit from '../../../components/kit/classes.module.css';
import styles from './tracking.module.css';

/**
 * Tracking as a visitor can try it: the sample containers (generated, and labelled so wherever
 * they show) with their timelines and route maps. A real reference is refused with the reason,
 * because each real lookup asks the carrier.
 */
export default function SampleTracking() {
  const samples = usePageData<typeof listSampleShipments>(
    '/api/tracking/samples',
    {},
    { serverRender: false },
  );
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string>();
  const [refusal, setRefusal] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [shipment, setShipment] = useState<ShipmentView | null>(null);
  const field = useRef<HTMLInputElement>(null);

  const track = (text: string) => {
    const container = normaliseContainerNumber(text);
    const check = checkContainerNumber(container);
    setRefusal(undefined);
    if (!check.valid) {
      setError(check.message);
      field.current?.focus();
      return;
    }
    setError(undefined);
    setBusy(true);
    callApi<typeof trackSampleShipment>(
      { method: 'GET', path: '/api/tracking/sample' },
      { query: { kind: 'container', reference: container } },
    )
      .then(
        (answer) => {
          setShipment(answer);
          const found = answer.timeline.length > 0 ? answer.status.line : 'no events are known for it yet.';
          revealResults(
            () => document.getElementById('shipment-title'),
            `${answer.reference} tracked: ${found}`,
          );
        },
        (failure: unknown) => {
          setShipment(null);
          if (failure instanceof ApiCallError && failure.status === 403) setRefusal(failure.message);
          else if (failure instanceof ApiCallError && failure.fields?.reference)
            setError(failure.fields?.reference);
          else
            setRefusal(
              failure instanceof ApiCallError ? failure.message : 'The shipment could not be tracked.',
            );
        },
      )
      .finally(() => setBusy(false));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    track(reference);
  };

  const list = samples.state === 'ready' ? samples.data.shipments : [];
  return (
    <div className={styles.tool}>
      <section className={styles.panel} aria-labelledby="sample-tracking-title">
        <h2 id="sample-tracking-title" className={styles.panelTitle}>
          Try it with a sample container
        </h2>
        <p>
          Tracking a real shipment asks its carrier, so it is part of membership. The sample containers are
          generated for trying the tool: real ports and carriers, invented boxes, vessels and times.
        </p>
        {samples.state === 'loading' ? (
          <p role="status" className={styles.muted}>
            Loading the sample containers…
          </p>
        ) : list.length === 0 ? (
          <p className={styles.muted}>No sample containers are loaded in this installation.</p>
        ) : (
          <ul className={styles.samples} aria-label="Sample containers">
            {list.map((sample) => (
              <li key={sample.reference}>
                <button
                  type="button"
                  className={styles.linkButton}
                  disabled={busy}
                  onClick={() => {
                    setReference(sample.reference);
                    track(sample.reference);
                  }}
                >
                  Track {sample.reference}
                </button>
                <span className={styles.muted}> {sample.statusLine}</span>
              </li>
            ))}
          </ul>
        )}
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          <TextField
            ref={field}
            label="Container number"
            name="reference"
            value={reference}
            autoComplete="off"
            spellCheck={false}
            error={error}
            onChange={(event) => setReference(event.target.value)}
          />
          <p className={styles.actions}>
            <button type="submit" className={kit.button} disabled={busy}>
              {busy ? 'Tracking…' : 'Track'}
            </button>
          </p>
        </form>
        {refusal ? (
          <div role="alert" className={styles.alert}>
            <p>{refusal}</p>
            <p>
              <Link to={builtHref('auth-sign-in') ?? '/auth/sign-in'}>Sign in</Link>
              {builtHref('membership') ? (
                <>
                  {' '}
                  or <Link to={builtHref('membership')!}>see membership</Link>
                </>
              ) : null}
              .
            </p>
          </div>
        ) : null}
      </section>
      {shipment ? <ShipmentResult shipment={shipment} /> : null}
    </div>
  );
}
