import { useState } from 'react';
import { COMMODITY_MAX, NOTES_MAX, publishLead, type AdminLead } from '../../../shared/api/shipping-leads';
import { TextAreaField, TextField } from '../../components/forms/form-fields';
import { ConfirmDialog } from '../../components/kit/ConfirmDialog';
import { callApi } from '../../lib/api';

/** Publishes a pending lead after correcting what the shipper got obviously wrong. */
export function CorrectionsDialog({
  lead,
  onPublished,
  onClose,
  focusAfterConfirm,
}: {
  lead: AdminLead;
  onPublished: (lead: AdminLead) => void;
  onClose: () => void;
  focusAfterConfirm: () => HTMLElement | null;
}) {
  const [corrections, setCorrections] = useState({
    commodity: lead.commodity,
    originCity: lead.origin.city ?? '',
    destinationCity: lead.destination.city ?? '',
    notes: lead.notes ?? '',
  });
  const field = (name: keyof typeof corrections) => ({
    value: corrections[name],
    onChange: (event: { target: { value: string } }) =>
      setCorrections({ ...corrections, [name]: event.target.value }),
  });
  return (
    <ConfirmDialog
      title={`Correct and publish lead ${lead.id}`}
      text="Members on its lanes see the corrected lead at once, and the shipper is emailed their private link."
      confirmLabel="Publish"
      onClose={onClose}
      focusAfterConfirm={focusAfterConfirm}
      onConfirm={async () => onPublished(await callApi(publishLead, { body: { id: lead.id, corrections } }))}
    >
      <TextField label="Goods" maxLength={COMMODITY_MAX} {...field('commodity')} />
      <TextField
        label="Origin city"
        optional="optional when a port is given"
        maxLength={100}
        {...field('originCity')}
      />
      <TextField
        label="Destination city"
        optional="optional when a port is given"
        maxLength={100}
        {...field('destinationCity')}
      />
      <TextAreaField label="Notes" optional="optional" rows={3} maxLength={NOTES_MAX} {...field('notes')} />
    </ConfirmDialog>
  );
}
