import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { findPortsForVisitors, previewRoutes } from '../../../shared/api/schedules';
import { useHydrated } from '../../lib/use-hydrated';
import { PortCombobox, type PortChoice } from '../port-combobox/PortCombobox';
import type { SailingsPreviewProps } from './SailingsPreview';
import styles from './FindSailings.module.css';

type Result =
  | { state: 'idle' }
  | { state: 'loading' }
  | {
      state: 'ready';
      preview: SailingsPreviewProps['preview'];
      SailingsPreview: (props: SailingsPreviewProps) => ReactNode;
    }
  | { state: 'error'; message: string };

/**
 * The API client, loaded with the first port typed or the first search: the page around the
 * finder hydrates without it.
 */
const apiClient = () => import('../../lib/api');
/** What the search answers: loaded with the first search, beside the API client. */
const sailingsPreview = () => import('./SailingsPreview');

/** The visitors' port finder: the members' one, rate-limited per address. */
async function findPorts(query: string, signal: AbortSignal) {
  const { callApi } = await apiClient();
  return (
    await callApi<typeof findPortsForVisitors>(
      { method: 'GET', path: '/api/schedules/preview/ports' },
      { query: { q: query } },
      { signal },
    )
  ).ports;
}

/**
 * The sailings search as a visitor can try it: two ports, then the first three sailings between
 * them; the rest and the details are for members.
 */
export default function FindSailings({ headingId }: { headingId: string }) {
  const hydrated = useHydrated();
  const id = useId();
  const [from, setFrom] = useState<PortChoice | null>(null);
  const [to, setTo] = useState<PortChoice | null>(null);
  const [errors, setErrors] = useState<{ from?: string; to?: string }>({});
  const [result, setResult] = useState<Result>({ state: 'idle' });
  const asked = useRef<AbortController | null>(null);

  const search = (event: FormEvent) => {
    event.preventDefault();
    const missing = {
      ...(from ? {} : { from: 'Choose the port of loading from the list.' }),
      ...(to ? {} : { to: 'Choose the port of discharge from the list.' }),
    };
    if (from && to && from.unlocode === to.unlocode)
      missing.to = 'Choose a destination other than the origin.';
    setErrors(missing);
    if (missing.from || missing.to || !from || !to) {
      document.getElementById(missing.from ? `${id}-from` : `${id}-to`)?.focus();
      return;
    }
    asked.current?.abort();
    const controller = new AbortController();
    asked.current = controller;
    setResult({ state: 'loading' });
    Promise.all([apiClient(), sailingsPreview()])
      .then(async ([{ callApi }, { default: SailingsPreview }]) => {
        const preview = await callApi<typeof previewRoutes>(
          { method: 'GET', path: '/api/schedules/preview' },
          { query: { from: from.unlocode, to: to.unlocode } },
          { signal: controller.signal },
        );
        setResult({ state: 'ready', preview, SailingsPreview });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setResult({
          state: 'error',
          message:
            // By name rather than instanceof: the error type would otherwise load with the page.
            error instanceof Error && error.name === 'ApiCallError'
              ? error.message
              : 'The sailings could not be found. Please try again.',
        });
      });
  };

  return (
    <div className={styles.box}>
      <form className={styles.form} onSubmit={search} noValidate aria-labelledby={headingId}>
        <div className={styles.ports}>
          <PortCombobox
            id={`${id}-from`}
            label="From (port of loading)"
            value={from}
            onChange={setFrom}
            error={errors.from}
            find={findPorts}
          />
          <PortCombobox
            id={`${id}-to`}
            label="To (port of discharge)"
            value={to}
            onChange={setTo}
            error={errors.to}
            find={findPorts}
          />
        </div>
        <button type="submit" className={styles.button} disabled={!hydrated || result.state === 'loading'}>
          {result.state === 'loading' ? 'Searching…' : 'Find sailings'}
        </button>
      </form>
      <noscript>
        <p className={styles.note}>The sailings search needs JavaScript.</p>
      </noscript>
      <div aria-live="polite">
        {result.state === 'ready' ? <result.SailingsPreview preview={result.preview} /> : null}
        {result.state === 'error' ? (
          <p role="alert" className={styles.alert}>
            {result.message}
          </p>
        ) : null}
      </div>
    </div>
  );
}
