import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useFieldArray, useForm, useWatch, type Path, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import {
  bidBodySchema,
  NOTES_MAX,
  saveBid,
  type BidInput,
  type BidView,
  type MemberLead,
} from '../../../shared/api/shipping-leads';
import { addDays, utcDay } from '../../../shared/domain/date';
import { CURRENCIES } from '../../../shared/domain/money';
import {
  FieldError,
  FormAlert,
  SelectField,
  TextAreaField,
  TextField,
} from '../../components/forms/form-fields';
import kit from '../../components/forms/forms.module.css';
import { BidCharges, NEW_LINE } from './BidCharges';
import { showApiError } from '../../lib/api-errors';
import { callApi } from '../../lib/api';
import frame from '../../components/kit/classes.module.css';

type BidValues = z.output<typeof bidBodySchema>;
function initialValues(leadId: number, bid: BidView | null): BidInput {
  if (!bid) {
    return {
      leadId,
      kind: 'itemised',
      lumpSum: { amount: '', currency: 'USD' },
      lines: [{ ...NEW_LINE, description: 'Ocean freight' }],
      validUntil: addDays(utcDay(), 14),
      transitDays: undefined as unknown as number,
      freeDays: 7,
      routing: '',
      notes: '',
    };
  }
  const lumpSum = bid.kind === 'lump-sum' ? bid.lines[0] : undefined;
  return {
    leadId,
    kind: bid.kind,
    lumpSum: { amount: lumpSum?.unitPrice ?? '', currency: lumpSum?.currency ?? 'USD' },
    lines:
      bid.kind === 'itemised'
        ? bid.lines.map(({ description, basis, quantity, unitPrice, currency }) => ({
            description,
            basis,
            quantity,
            unitPrice,
            currency,
          }))
        : [{ ...NEW_LINE }],
    validUntil: bid.validUntil,
    transitDays: bid.transitDays,
    freeDays: bid.freeDays,
    routing: bid.routing,
    notes: bid.notes ?? '',
  };
}

/** Only the price the member chose is checked and sent: the other one's fields keep their draft. */
const resolver: Resolver<BidInput, unknown, BidValues> = (values, context, options) =>
  zodResolver(bidBodySchema)(
    values.kind === 'lump-sum' ? { ...values, lines: [] } : { ...values, lumpSum: null },
    context,
    options,
  );

const FIXED_FIELDS = [
  'kind',
  'lumpSum.amount',
  'lumpSum.currency',
  'lines',
  'validUntil',
  'transitDays',
  'freeDays',
  'routing',
  'notes',
];

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
    resolver,
    defaultValues: initialValues(lead.id, lead.myBid),
  });
  const kind = useWatch({ control, name: 'kind' });
  const lines = useWatch({ control, name: 'lines' });
  const lineArray = useFieldArray({ control, name: 'lines' });

  const save = async (values: BidValues) => {
    setFormError(undefined);
    try {
      onSaved(await callApi(saveBid, { body: values }));
    } catch (error) {
      const lineFields = lineArray.fields.flatMap((_line, index) =>
        ['description', 'basis', 'quantity', 'unitPrice', 'currency'].map(
          (field) => `lines.${index}.${field}`,
        ),
      );
      setFormError(showApiError(error, setError, [...FIXED_FIELDS, ...lineFields] as Path<BidInput>[]));
    }
  };

  const currencies = CURRENCIES.map((currency) => (
    <option key={currency} value={currency}>
      {currency}
    </option>
  ));

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(save)(event)} aria-labelledby="bid-form-title">
      <h3 id="bid-form-title">{lead.myBid ? 'Change your quote' : 'Send a quote'}</h3>
      <FormAlert message={formError} />
      <fieldset className={kit.group}>
        <legend>How do you price it?</legend>
        <div className={kit.checkRow}>
          <input
            id="bid-kind-itemised"
            type="radio"
            value="itemised"
            className={kit.checkbox}
            {...register('kind')}
          />
          <label htmlFor="bid-kind-itemised">Itemised: each charge on its own line</label>
        </div>
        <div className={kit.checkRow}>
          <input
            id="bid-kind-lump"
            type="radio"
            value="lump-sum"
            className={kit.checkbox}
            {...register('kind')}
          />
          <label htmlFor="bid-kind-lump">Lump sum: one all-in price</label>
        </div>
        <FieldError id="bid-kind-error" message={errors.kind?.message} />
      </fieldset>

      {kind === 'lump-sum' ? (
        <div className={kit.row}>
          <TextField
            label="All-in price"
            inputMode="decimal"
            hint="Say in the notes what it includes and excludes"
            error={errors.lumpSum?.amount?.message}
            {...register('lumpSum.amount')}
          />
          <SelectField
            label="Currency"
            error={errors.lumpSum?.currency?.message}
            {...register('lumpSum.currency')}
          >
            {currencies}
          </SelectField>
        </div>
      ) : (
        <BidCharges lines={lines} lineArray={lineArray} register={register} errors={errors} />
      )}

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
