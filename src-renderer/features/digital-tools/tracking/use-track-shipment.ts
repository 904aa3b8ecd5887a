import { useEffect, useRef, useState } from 'react';
import type { ShipmentView, trackShipment } from '../../../../shared/api/tracking';
import { checkContainerNumber } from '../../../../shared/tracking/container-number';
import type { ReferenceKind } from '../../../../shared/tracking/events';
import { announce } from '../../../lib/announce';
import { callApi } from '../../../lib/api';
import { ApiCallError } from '../../../lib/api-call-error';
import { focusSoon, revealResults } from '../../../lib/focus';

export type TrackRequest = { kind: ReferenceKind; reference: string; carrier: string };

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

/**
 * Asks the carrier about a reference and keeps the answer: the shipment, the field errors and
 * the failure, and whether a question is out. A reference in the page's address (a link from a
 * watchlist email) is asked once when the page opens; `onTracked` keeps the address in step.
 */
export function useTrackShipment(
  linked: { kind: ReferenceKind; reference: string | null },
  onTracked: (shipment: ShipmentView) => void,
) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(Boolean(linked.reference));
  const [shipment, setShipment] = useState<ShipmentView | null>(null);

  const show = (answer: ShipmentView) => {
    setShipment(answer);
    onTracked(answer);
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

  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    if (linked.reference)
      void ask({ kind: linked.kind, reference: linked.reference, carrier: '' })
        .then(show, fail)
        .finally(done);
    // Only the address the page opened with counts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return { shipment, setShipment, errors, failure, busy, track };
}
