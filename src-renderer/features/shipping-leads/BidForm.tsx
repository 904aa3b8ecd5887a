import { useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { NOTES_MAX, saveBid, type BidInput, type MemberLead } from '../../../shared/api/shipping-leads';
import { FormAlert, TextAreaField, TextField } from '../../components/forms/form-fields';
import kit from '../../components/forms/forms.module.css';
import { showApiError } from '../../lib/api-errors';
import { callApi } from '../../lib/api';
import frame from '../../components/kit/classes.module.css';
import { bidFieldNames, bidResolver, initialBidValues, type BidValues } from './bid-form-values';
import { BidPricing } from './BidPricing';

/** A Premium member's quote on a lead: one all-in amount, or charge by charge. */
export function BidForm({
  lead,
  onSaved,
  onCancel,
}: {
  lead: MemberLead;
  onSaved: (lead: MemberLead) => void;
  onCancel?: () => void;
}) {
  const [formError, setFormError] = useState<string>();
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<BidInput, unknown, BidValues>({
    resolver: bidResolver,
    defaultValues: initialBidValues(lead.id, lead.myBid),
  });
  const kind = useWatch({ control, name: 'kind' });
  const lines = useWatch({ control, name: 'lines' });
  const lineArray = useFieldArray({ control, name: 'lines' });

  const save = async (values: BidValues) => {
    setFormError(undefined);
    try {
      onSaved(await callApi(saveBid, { body: values }));
    } catch (error) {
      setFormError(showApiError(error, setError, bidFieldNames(lineArray.fields.length)));
    }
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(save)(event)} aria-labelledby="bid-form-title">
      <h3 id="bid-form-title">{lead.myBid ? 'Change your quote' : 'Send a quote'}</h3>
      <FormAlert message={formError} />
      <BidPricing kind={kind} lines={lines} lineArray={lineArray} register={register} errors={errors} />

      <div className={kit.row}>
        <TextField
          label="Valid until"
          type="date"
          error={errors.validUntil?.message}
          {...register('validUntil')}
        />
        <TextField
          label="Transit time (days)"
          type="number"
          inputMode="numeric"
          min={1}
          error={errors.transitDays?.message}
          {...register('transitDays', { valueAsNumber: true })}
        />
        <TextField
          label="Free days at destination"
          type="number"
          inputMode="numeric"
          min={0}
          error={errors.freeDays?.message}
          {...register('freeDays', { valueAsNumber: true })}
        />
      </div>
      <TextField
        label="Carrier or routing"
        placeholder="MSC via Jebel Ali, direct service"
        error={errors.routing?.message}
        {...register('routing')}
      />
      <TextAreaField
        label="Notes"
        optional="optional"
        hint="What is included and excluded, conditions, equipment availability"
        rows={3}
        maxLength={NOTES_MAX}
        error={errors.notes?.message}
        {...register('notes')}
      />
      <div className={frame.actions}>
        <button type="submit" className={frame.button} disabled={isSubmitting}>
          {isSubmitting ? 'Sending…' : lead.myBid?.state === 'live' ? 'Save changes' : 'Send quote'}
        </button>
        {onCancel ? (
          <button type="button" className={frame.secondaryButton} onClick={onCancel}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}
