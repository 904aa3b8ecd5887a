import { useRef } from 'react';
import type { FieldErrors, UseFieldArrayReturn, UseFormRegister } from 'react-hook-form';
import {
  BID_BASES,
  BID_BASIS_LABELS,
  MAX_BID_LINES,
  toQuantityMilli,
  type BidInput,
} from '../../../shared/api/shipping-leads';
import {
  CURRENCIES,
  formatMoney,
  multiplyMilli,
  toMinorUnits,
  totalsByCurrency,
  type Currency,
} from '../../../shared/domain/money';
import { FieldError, SelectField, TextField } from '../../components/forms/form-fields';
import kit from '../../components/forms/forms.module.css';
import { announce } from '../../lib/announce';
import { focusSoon } from '../../lib/focus';
import styles from './shipping-leads.module.css';

export const NEW_LINE = {
  description: '',
  basis: 'container',
  quantity: '1',
  unitPrice: '',
  currency: 'USD',
} as const;

/** What the lines come to per currency as the member types; the server computes them again. */
function draftTotals(lines: BidInput['lines']): string[] {
  const amounts = (lines ?? []).flatMap((line) => {
    const quantity = toQuantityMilli((line.quantity ?? '').trim());
    const currency = line.currency as Currency;
    const unit = CURRENCIES.includes(currency) ? toMinorUnits((line.unitPrice ?? '').trim(), currency) : null;
    return quantity && unit ? [{ amountMinor: multiplyMilli(quantity, unit), currency }] : [];
  });
  return totalsByCurrency(amounts).map((total) => formatMoney(total.amountMinor, total.currency));
}

/**
 * An itemised quote's charges, one row each: on one line where the form is wide, stacked in
 * pairs where it is narrow (a phone, the lead page's side column), with the running total per
 * currency below. Removing a charge hands focus to the row that takes its place, or to "Add a
 * charge" after the last one.
 */
export function BidCharges({
  lines,
  lineArray,
  register,
  errors,
}: {
  lines: BidInput['lines'];
  lineArray: UseFieldArrayReturn<BidInput, 'lines'>;
  register: UseFormRegister<BidInput>;
  errors: FieldErrors<BidInput>;
}) {
  const addButton = useRef<HTMLButtonElement>(null);
  const totals = draftTotals(lines);
  const remove = (index: number) => {
    lineArray.remove(index);
    announce(`Charge ${index + 1} removed.`);
    focusSoon(
      () => document.querySelector<HTMLElement>(`[name="lines.${index}.description"]`) ?? addButton.current,
    );
  };
  return (
    <div className={styles.charges}>
      {lineArray.fields.map((line, index) => (
        <fieldset key={line.id} className={styles.charge}>
          <legend className="visually-hidden">Charge {index + 1}</legend>
          <TextField
            label="Description"
            placeholder="Ocean freight, terminal handling…"
            error={errors.lines?.[index]?.description?.message}
            {...register(`lines.${index}.description`)}
          />
          <SelectField
            label="Per"
            error={errors.lines?.[index]?.basis?.message}
            {...register(`lines.${index}.basis`)}
          >
            {BID_BASES.map((basis) => (
              <option key={basis} value={basis}>
                {BID_BASIS_LABELS[basis].replace(/^per /, '')}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Quantity"
            inputMode="decimal"
            error={errors.lines?.[index]?.quantity?.message}
            {...register(`lines.${index}.quantity`)}
          />
          <TextField
            label="Unit price"
            inputMode="decimal"
            error={errors.lines?.[index]?.unitPrice?.message}
            {...register(`lines.${index}.unitPrice`)}
          />
          <SelectField
            label="Currency"
            error={errors.lines?.[index]?.currency?.message}
            {...register(`lines.${index}.currency`)}
          >
            {CURRENCIES.map((currency) => (
              <option key={currency} value={currency}>
                {currency}
              </option>
            ))}
          </SelectField>
          {lineArray.fields.length > 1 ? (
            <button type="button" className={styles.removeCharge} onClick={() => remove(index)}>
              Remove<span className="visually-hidden"> charge {index + 1}</span>
            </button>
          ) : null}
        </fieldset>
      ))}
      <FieldError id="bid-lines-error" message={errors.lines?.message ?? errors.lines?.root?.message} />
      {lineArray.fields.length < MAX_BID_LINES ? (
        <button
          ref={addButton}
          type="button"
          className={kit.linkButton}
          onClick={() => lineArray.append({ ...NEW_LINE })}
        >
          Add a charge
        </button>
      ) : null}
      <div aria-live="polite" className={styles.chargeTotals}>
        {totals.length > 0 ? (
          <>
            <ul aria-label="Total per currency">
              {totals.map((total) => (
                <li key={total}>Total {total}</li>
              ))}
            </ul>
            <p>Totals in different currencies are shown apart, never converted.</p>
          </>
        ) : null}
      </div>
    </div>
  );
}
