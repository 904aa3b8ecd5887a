import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { listCarriers } from '../../../../shared/api/carriers';
import { REFERENCE_KINDS, type ReferenceKind } from '../../../../shared/tracking/events';
import { CarrierCoverage } from '../../../components/carriers/CarrierCoverage';
import { usePageData } from '../../../lib/api';
import { ShipmentResult } from './ShipmentResult';
import { TrackForm } from './TrackForm';
import { useTrackShipment, type TrackRequest } from './use-track-shipment';
import { Watchlist } from './Watchlist';
import styles from './tracking.module.css';

const isReferenceKind = (value: string | null): value is ReferenceKind =>
  (REFERENCE_KINDS as readonly string[]).includes(value ?? '');

/** The member's tracking tool: a reference in, its timeline, status and route out, and a watchlist. */
export default function TrackingTool() {
  const [params, setParams] = useSearchParams();
  const carriers = usePageData<typeof listCarriers>('/api/carriers', {}, { serverRender: false });
  const carrierList = carriers.state === 'ready' ? carriers.data.carriers : [];
  const initialKind = params.get('kind');
  const linkedReference = params.get('reference');
  const [request, setRequest] = useState<TrackRequest>({
    kind: isReferenceKind(initialKind) ? initialKind : 'container',
    reference: linkedReference ?? '',
    carrier: '',
  });
  const [watchChanges, setWatchChanges] = useState(0);
  const { shipment, setShipment, errors, failure, busy, track } = useTrackShipment(
    { kind: request.kind, reference: linkedReference },
    (answer) => setParams({ kind: answer.kind, reference: answer.reference }, { replace: true }),
  );

  return (
    <div className={styles.tool}>
      <TrackForm
        value={request}
        onChange={setRequest}
        carriers={carrierList}
        errors={errors}
        failure={failure}
        busy={busy}
        onTrack={track}
      />
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
        onOpen={(kind, reference) => {
          const opened = { kind, reference, carrier: '' };
          setRequest(opened);
          track(opened);
        }}
      />
      {carriers.state === 'ready' ? <CarrierCoverage carriers={carriers.data.carriers} /> : null}
    </div>
  );
}
