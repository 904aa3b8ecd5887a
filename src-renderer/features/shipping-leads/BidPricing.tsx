import type { FieldErrors, UseFieldArrayReturn, UseFormRegister } from 'react-hook-form';
import type { BidInput } from '../../../shared/api/shipping-leads';
import { CURRENCIES } from '../../../shared/domain/money';
import { FieldError, SelectField, TextField } from '../../components/forms/form-fields';
import kit from '../../components/forms/forms.module.css';
import { BidCharges } from './BidCharges';

/** How the quote is priced: the choice between itemised and lump sum, then that price's fields. */
export function BidPricing({
  kind,
  lines,
  lineArray,
  register,
  errors,
}: {
  kind: BidInput['kind'];
  lines: BidInput['lines'];
  lineArray: UseFieldArrayReturn<BidInput, 'lines'>;
  register: UseFormRegister<BidInput>;
  errors: FieldErrors<BidInput>;
}) {
  return (
    <>
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
            {CURRENCIES.map((currency) => (
              <option key={currency} value={currency}>
                {currency}
              </option>
            ))}
          </SelectField>
        </div>
      ) : (
        <BidCharges lines={lines} lineArray={lineArray} register={register} errors={errors} />
      )}
    </>
  );
}
