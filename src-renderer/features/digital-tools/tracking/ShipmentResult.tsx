import { useState } from 'react';
import type { ShipmentView, unwatchShipment, watchShipment } from '../../../../shared/api/tracking';
import { REFERENCE_KIND_LABELS } from '../../../../shared/tracking/events';
import { RouteMap } from '../../../components/route-map/RouteMap';
import { announce } from '../../../lib/announce';
import { callApi } from '../../../lib/api';
import { ApiCallError } from '../../../lib/api-call-error';
import { ShipmentFacts } from './ShipmentFacts';
import { ShipmentTimeline } from './ShipmentTimeline';
import kit from '../../../components/kit/classes.module.css';
import styles from './tracking.module.css';

function SampleNotice() {
  return (
    <p className={styles.sample} role="note">
      <strong>Sample shipment.</strong> Generated for trying the tool on the sample schedules: real ports and
      carriers, invented containers, vessels and times.
    </p>
  );
}

/** Puts the shipment on the member's watchlist or takes it off, saying what happened. */
function useWatchToggle(shipment: ShipmentView, onWatchChange: ((watched: boolean) => void) | undefined) {
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
  return { busy, error, toggleWatch };
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
  const { busy, error, toggleWatch } = useWatchToggle(shipment, onWatchChange);
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
      <ShipmentFacts shipment={shipment} />
      {shipment.pull ? (
        <p className={shipment.pull.result === 'failed' ? styles.alert : styles.muted} role="note">
          {shipment.pull.message}
        </p>
      ) : null}
      {onWatchChange ? (
        <p className={styles.actions}>
          <button
            type="button"
            className={kit.secondaryButton}
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
          <ShipmentTimeline events={shipment.timeline} />
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
