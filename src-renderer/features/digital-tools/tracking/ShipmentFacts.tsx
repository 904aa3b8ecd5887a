import type { ShipmentView } from '../../../../shared/api/tracking';
import { localTime, placeOf } from '../../../../shared/tracking/timeline';
import { CERTAINTY } from './ShipmentTimeline';
import styles from './tracking.module.css';

/** Who carries the shipment, on which vessel, when it is due, and when the carrier was last asked. */
export function ShipmentFacts({ shipment }: { shipment: ShipmentView }) {
  const hint = shipment.hint;
  return (
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
  );
}
