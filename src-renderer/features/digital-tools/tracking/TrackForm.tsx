import type { FormEvent } from 'react';
import type { CarrierSummary } from '../../../../shared/api/carriers';
import { likelyCarrier } from '../../../../shared/tracking/carrier-hint';
import { normaliseContainerNumber } from '../../../../shared/tracking/container-number';
import {
  REFERENCE_KIND_LABELS,
  REFERENCE_KINDS,
  type ReferenceKind,
} from '../../../../shared/tracking/events';
import { SelectField, TextField } from '../../../components/forms/form-fields';
import type { TrackRequest } from './use-track-shipment';
import kit from '../../../components/kit/classes.module.css';
import styles from './tracking.module.css';

/** Eleven characters shaped like a container number are one; anything else needs the member's word. */
const looksLikeContainer = (text: string) => /^[A-Z]{4}\d{7}$/.test(normaliseContainerNumber(text));

function carrierHint(reference: string, carriers: readonly CarrierSummary[]) {
  return reference.trim().length >= 4 ? likelyCarrier(reference, carriers) : { kind: 'unknown' as const };
}

/** The reference to track, what kind it is, and its carrier, with the carrier its prefix suggests. */
export function TrackForm({
  value,
  onChange,
  carriers,
  errors,
  failure,
  busy,
  onTrack,
}: {
  value: TrackRequest;
  onChange: (next: TrackRequest) => void;
  carriers: readonly CarrierSummary[];
  errors: Record<string, string>;
  failure: string | null;
  busy: boolean;
  onTrack: (request: TrackRequest) => void;
}) {
  const { kind, reference, carrier } = value;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    onTrack(value);
  };

  const hint = carrierHint(reference, carriers);
  const hintText =
    hint.kind === 'carrier'
      ? `Likely ${hint.name} (${hint.scac}), from the prefix. Choose another carrier if you know better.`
      : hint.kind === 'lessor'
        ? `The prefix belongs to the lessor ${hint.lessor}: the box may sail with any line, so choose the carrier.`
        : undefined;

  return (
    <section className={styles.panel} aria-labelledby="track-title">
      <h2 id="track-title" className={styles.panelTitle}>
        Track a shipment
      </h2>
      <form id="track-form" className={styles.form} onSubmit={onSubmit} noValidate>
        <SelectField
          label="What you have"
          name="kind"
          value={kind}
          onChange={(event) => onChange({ ...value, kind: event.target.value as ReferenceKind })}
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
            const typed = event.target.value;
            onChange({ ...value, reference: typed, kind: looksLikeContainer(typed) ? 'container' : kind });
          }}
        />
        <SelectField
          label="Carrier"
          name="carrier"
          optional="optional"
          value={carrier}
          error={errors.carrier}
          onChange={(event) => onChange({ ...value, carrier: event.target.value })}
        >
          <option value="">{hint.kind === 'carrier' ? `Likely carrier: ${hint.name}` : 'Not sure'}</option>
          {carriers.map((entry) => (
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
          <button type="submit" className={kit.button} aria-disabled={busy || undefined}>
            {busy ? 'Tracking…' : 'Track'}
          </button>
        </p>
      </form>
      {failure && Object.keys(errors).length === 0 ? <p className={styles.alert}>{failure}</p> : null}
    </section>
  );
}
