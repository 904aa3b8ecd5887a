import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import type { listCarriers } from '../../../../shared/api/carriers';
import type {
  ShipmentView,
  listWatchlist,
  trackShipment,
  unwatchShipment,
  watchShipment,
} from '../../../../shared/api/tracking';
import { likelyCarrier } from '../../../../shared/tracking/carrier-hint';
import { checkContainerNumber, normaliseContainerNumber } from '../../../../shared/tracking/container-number';
import {
  REFERENCE_KIND_LABELS,
  REFERENCE_KINDS,
  type ReferenceKind,
} from '../../../../shared/tracking/events';
import { eventLabel, localTime, placeOf, type TimelineEvent } from '../../../../shared/tracking/timeline';
import { CarrierCoverage } from '../../../components/carriers/CarrierCoverage';
import { SelectField, TextField } from '../../../components/forms/form-fields';
import { RouteMap } from '../../../components/route-map/RouteMap';
import { announce } from '../../../lib/announce';
import { callApi, usePageData } from '../../../lib/api';
import { ApiCallError } from '../../../lib/api-call-error';
import { focusSoon, revealResults } from '../../../lib/focus';
import styles from './tracking.module.css';

const CERTAINTY: Record<TimelineEvent['classifier'], string> = {
  ACT: 'Actual',
  EST: 'Estimated',
  PLN: 'Planned',
};

const isReferenceKind = (value: string | null): value is ReferenceKind =>
  (REFERENCE_KINDS as readonly string[]).includes(value ?? '');

/** Eleven characters shaped like a container number are one; anything else needs the member's word. */
const looksLikeContainer = (text: string) => /^[A-Z]{4}\d{7}$/.test(normaliseContainerNumber(text));

function SampleNotice() {
  return (
    <p className={styles.sample} role="note">
      <strong>Sample shipment.</strong> Generated for trying the tool on the sample schedules: real ports and
      carriers, invented containers, vessels and times.
    </p>
  );
}

function Timeline({ events }: { events: readonly TimelineEvent[] }) {
  return (
    <ol className={styles.timeline} aria-label="Timeline, oldest first">
      {events.map((event) => (
        <li key={event.eventId} className={event.classifier === 'ACT' ? styles.actual : undefined}>
          <span className={styles.eventTitle}>{eventLabel(event)}</span>
          <span className={styles.badge}>{CERTAINTY[event.classifier]}</span>
          <br />
          <time dateTime={event.eventAt}>{localTime(event.eventDateTime)}</time>
          {event.eventType !== 'SHIPMENT' ? <> · {placeOf(event)}</> : null}
          {event.vesselName ? (
            <span className={styles.muted}>
              {' '}
              · {event.vesselName}
              {event.voyageNumber ? ` ${event.voyageNumber}` : ''}
            </span>
          ) : null}
          {event.emptyIndicator === 'EMPTY' ? <span className={styles.muted}> · empty</span> : null}
        </li>
      ))}
    </ol>
  );
}

/** A tracked shipment: status, facts, timeline and route; with `onWatchChange`, the watchlist button. */
export function ShipmentResult({
  shipment,
  onWatchChange,
}: {
  shipment: ShipmentView;
  /** absent for visitors, who have no watchlist */
  onWatchChange?: (watched: boolean) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const toggleWatch = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    const body = { kind: shipment.kind, reference: shipment.reference };
    try {
      if (shipment.watched)
        await callApi<typeof unwatchShipment>(
          { method: 'POST', path: '/api/tracking/watchlist/remove' },
          { body },
        );
      else await callApi<typeof watchShipment>({ method: 'POST', path: '/api/tracking/watchlist' }, { body });
      onWatchChange?.(!shipment.watched);
      announce(
        shipment.watched
          ? `${shipment.reference} is off your watchlist.`
          : `${shipment.reference} is on your watchlist: you get an email when an actual event arrives.`,
      );
    } catch (caught) {
      const message = caught instanceof ApiCallError ? caught.message : 'The watchlist could not be changed.';
      setError(message);
      announce(message, { assertive: true });
    } finally {
      setBusy(false);
    }
  };
  const hint = shipment.hint;
  return (
    <section className={styles.panel} aria-labelledby="shipment-title">
      <h2 id="shipment-title" className={styles.panelTitle} tabIndex={-1}>
        {REFERENCE_KIND_LABELS[shipment.kind]} {shipment.reference}
        {shipment.isSample ? <span className={styles.sampleTag}>Sample</span> : null}
      </h2>
      {shipment.isSample ? <SampleNotice /> : null}
      <p className={styles.status}>
        {shipment.timeline.length > 0 ? shipment.status.line : 'No events are known for this reference yet.'}
      </p>
      <dl className={styles.facts}>
        <div>
          <dt>Carrier</dt>
          <dd>
            {shipment.carrier
              ? `${shipment.carrier.name} (${shipment.carrier.scac})${shipment.carrier.trackingConnected ? '' : ', tracking not connected here'}`
              : 'Not known: choose one and track again'}
            {hint.kind === 'carrier' && shipment.carrier?.scac === hint.scac ? (
              <span className={styles.muted}> · likely, from the prefix</span>
            ) : null}
            {hint.kind === 'lessor' ? (
              <span className={styles.muted}>
                {' '}
                · the box belongs to the lessor {hint.lessor} and may sail with any line
              </span>
            ) : null}
          </dd>
        </div>
        <div>
          <dt>Vessel and voyage</dt>
          <dd>
            {shipment.vessel
              ? `${shipment.vessel.name}${shipment.vessel.voyageNumber ? `, voyage ${shipment.vessel.voyageNumber}` : ''}${shipment.vessel.imo ? ` (IMO ${shipment.vessel.imo})` : ''}`
              : 'Not known yet'}
          </dd>
        </div>
        <div>
          <dt>ETA at destination</dt>
          <dd>
            {shipment.status.destination
              ? `${placeOf(shipment.status.destination)}, ${localTime(shipment.status.destination.eventDateTime)} (${CERTAINTY[shipment.status.destination.classifier].toLowerCase()})`
              : 'Not known yet'}
          </dd>
        </div>
        <div>
          <dt>Last asked the carrier</dt>
          <dd>
            {shipment.lastPulledAt ? `${localTime(shipment.lastPulledAt.replace(/\.\d+Z$/, 'Z'))}` : 'Never'}
          </dd>
        </div>
      </dl>
      {shipment.pull ? (
        <p className={shipment.pull.result === 'failed' ? styles.alert : styles.muted} role="note">
          {shipment.pull.message}
        </p>
      ) : null}
      {onWatchChange ? (
        <p className={styles.actions}>
          <button
            type="button"
            className={styles.secondaryButton}
            onClick={() => void toggleWatch()}
            aria-disabled={busy || undefined}
          >
            {shipment.watched ? 'Remove from watchlist' : 'Add to watchlist'}
          </button>
          {shipment.watched ? (
            <span className={styles.muted}>You get an email when an actual event arrives.</span>
          ) : null}
        </p>
      ) : null}
      {error ? <p className={styles.alert}>{error}</p> : null}
      {shipment.timeline.length > 0 ? (
        <>
          <h3>Timeline</h3>
          <Timeline events={shipment.timeline} />
        </>
      ) : null}
      <RouteMap
        legs={[{ ports: shipment.route, label: shipment.vessel?.name ?? 'Route' }]}
        title={`Route of ${shipment.reference}`}
        description={`The box passes ${shipment.route.map((port) => `${port.name} (${port.code})`).join(', ')}.`}
      />
    </section>
  );
}

function Watchlist({
  refresh,
  onOpen,
}: {
  refresh: number;
  onOpen: (kind: ReferenceKind, reference: string) => void;
}) {
  const result = usePageData<typeof listWatchlist>('/api/tracking/watchlist', {}, { serverRender: false });
  const { reload } = result;
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    reload();
  }, [refresh, reload]);
  return (
    <section className={styles.panel} aria-labelledby="watchlist-title">
      <h2 id="watchlist-title" className={styles.panelTitle}>
        Your watchlist
      </h2>
      {result.state === 'loading' ? (
        <p role="status" className={styles.muted}>
          Loading your watchlist…
        </p>
      ) : result.state !== 'ready' ? (
        <p role="alert" className={styles.alert}>
          {result.state === 'error' ? result.error.message : 'The watchlist could not be loaded.'}
        </p>
      ) : result.data.shipments.length === 0 ? (
        <p className={styles.muted}>
          Nothing on your watchlist yet. Track a shipment and add it to get an email whenever the carrier
          reports that something has happened.
        </p>
      ) : (
        <ul className={styles.watchlist}>
          {result.data.shipments.map((entry) => (
            <li key={`${entry.kind}-${entry.reference}`}>
              <div className={styles.watchHead}>
                <button
                  type="button"
                  className={styles.linkButton}
                  onClick={() => onOpen(entry.kind, entry.reference)}
                >
                  {entry.reference}
                </button>
                <span className={styles.muted}>
                  {REFERENCE_KIND_LABELS[entry.kind]}
                  {entry.carrierName ? ` · ${entry.carrierName}` : ''}
                  {entry.isSample ? <span className={styles.sampleTag}>Sample</span> : null}
                </span>
              </div>
              <p>{entry.statusLine}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The member's tracking tool: a reference in, its timeline, status and route out, and a watchlist. */
export default function TrackingTool() {
  const [params, setParams] = useSearchParams();
  const carriers = usePageData<typeof listCarriers>('/api/carriers', {}, { serverRender: false });
  const carrierList = carriers.state === 'ready' ? carriers.data.carriers : [];
  const initialKind = params.get('kind');
  const [kind, setKind] = useState<ReferenceKind>(isReferenceKind(initialKind) ? initialKind : 'container');
  const [reference, setReference] = useState(params.get('reference') ?? '');
  const [carrier, setCarrier] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const linkedReference = params.get('reference');
  const [busy, setBusy] = useState(Boolean(linkedReference));
  const [shipment, setShipment] = useState<ShipmentView | null>(null);
  const [watchChanges, setWatchChanges] = useState(0);

  type TrackRequest = { kind: ReferenceKind; reference: string; carrier: string };
  const ask = (request: TrackRequest) =>
    callApi<typeof trackShipment>(
      { method: 'POST', path: '/api/tracking/track' },
      {
        body: {
          kind: request.kind,
          reference: request.reference,
          ...(request.carrier ? { carrier: request.carrier } : {}),
        },
      },
    );
  const show = (answer: ShipmentView) => {
    setShipment(answer);
    setParams({ kind: answer.kind, reference: answer.reference }, { replace: true });
    const found = answer.timeline.length > 0 ? answer.status.line : 'no events are known for it yet.';
    revealResults(() => document.getElementById('shipment-title'), `${answer.reference} tracked: ${found}`);
  };
  const fail = (caught: unknown) => {
    const message =
      caught instanceof ApiCallError
        ? caught.message
        : 'The shipment could not be tracked. Please try again.';
    setErrors(caught instanceof ApiCallError ? { ...caught.fields } : {});
    setFailure(message);
    announce(
      caught instanceof ApiCallError && caught.fields ? Object.values(caught.fields).join(' ') : message,
      {
        assertive: true,
      },
    );
  };
  const done = () => setBusy(false);

  const track = (request: TrackRequest) => {
    if (request.kind === 'container') {
      const check = checkContainerNumber(request.reference);
      if (!check.valid) {
        setErrors({ reference: check.message });
        announce(check.message, { assertive: true });
        focusSoon(() => document.querySelector<HTMLElement>('#track-form [name="reference"]'));
        return;
      }
    }
    setErrors({});
    setFailure(null);
    setBusy(true);
    void ask(request).then(show, fail).finally(done);
  };

  // A link from a watchlist email opens the shipment straight away.
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    if (linkedReference)
      void ask({ kind, reference: linkedReference, carrier: '' }).then(show, fail).finally(done);
    // Only the address the page opened with counts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    track({ kind, reference, carrier });
  };

  const hint =
    reference.trim().length >= 4 ? likelyCarrier(reference, carrierList) : { kind: 'unknown' as const };
  const hintText =
    hint.kind === 'carrier'
      ? `Likely ${hint.name} (${hint.scac}), from the prefix. Choose another carrier if you know better.`
      : hint.kind === 'lessor'
        ? `The prefix belongs to the lessor ${hint.lessor}: the box may sail with any line, so choose the carrier.`
        : undefined;

  return (
    <div className={styles.tool}>
      <section className={styles.panel} aria-labelledby="track-title">
        <h2 id="track-title" className={styles.panelTitle}>
          Track a shipment
        </h2>
        <form id="track-form" className={styles.form} onSubmit={onSubmit} noValidate>
          <SelectField
            label="What you have"
            name="kind"
            value={kind}
            onChange={(event) => setKind(event.target.value as ReferenceKind)}
          >
            {REFERENCE_KINDS.map((option) => (
              <option key={option} value={option}>
                {REFERENCE_KIND_LABELS[option]}
              </option>
            ))}
          </SelectField>
          <TextField
            label={REFERENCE_KIND_LABELS[kind]}
            name="reference"
            value={reference}
            autoComplete="off"
            spellCheck={false}
            error={errors.reference}
            onChange={(event) => {
              setReference(event.target.value);
              if (looksLikeContainer(event.target.value)) setKind('container');
            }}
          />
          <SelectField
            label="Carrier"
            name="carrier"
            optional="optional"
            value={carrier}
            error={errors.carrier}
            onChange={(event) => setCarrier(event.target.value)}
          >
            <option value="">{hint.kind === 'carrier' ? `Likely carrier: ${hint.name}` : 'Not sure'}</option>
            {carrierList.map((entry) => (
              <option key={entry.scac} value={entry.scac}>
                {entry.name} ({entry.scac})
              </option>
            ))}
          </SelectField>
          {hintText ? (
            <p className={styles.hint} aria-live="polite">
              {hintText}
            </p>
          ) : null}
          <p className={styles.actions}>
            <button type="submit" className={styles.button} aria-disabled={busy || undefined}>
              {busy ? 'Tracking…' : 'Track'}
            </button>
          </p>
        </form>
        {failure && Object.keys(errors).length === 0 ? <p className={styles.alert}>{failure}</p> : null}
      </section>
      {shipment ? (
        <ShipmentResult
          shipment={shipment}
          onWatchChange={(watched) => {
            setShipment({ ...shipment, watched });
            setWatchChanges((count) => count + 1);
          }}
        />
      ) : null}
      <Watchlist
        refresh={watchChanges}
        onOpen={(openKind, openReference) => {
          setKind(openKind);
          setReference(openReference);
          setCarrier('');
          track({ kind: openKind, reference: openReference, carrier: '' });
        }}
      />
      {carriers.state === 'ready' ? <CarrierCoverage carriers={carriers.data.carriers} /> : null}
    </div>
  );
}
