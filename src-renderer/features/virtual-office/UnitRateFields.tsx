import { useFormContext } from 'react-hook-form';
import { RATE_MODEL_LABELS, RATE_MODELS, type UnitInput } from '../../../shared/api/virtual-office';
import { CURRENCIES } from '../../../shared/domain/money';
import { SelectField, TextField } from '../../components/forms/form-fields';
import styles from './virtual-office.module.css';

/** How the unit is charged and when it is free. */
export function UnitRateFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<UnitInput>();

  return (
    <div className={styles.formGrid}>
      <SelectField label="Rate model" error={errors.rateModel?.message} {...register('rateModel')}>
        <option value="">Choose how you charge</option>
        {RATE_MODELS.map((model) => (
          <option key={model} value={model}>
            {RATE_MODEL_LABELS[model]}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Amount"
        inputMode="decimal"
        placeholder="1.35"
        error={errors.rateAmount?.message}
        {...register('rateAmount')}
      />
      <SelectField label="Currency" error={errors.currency?.message} {...register('currency')}>
        {CURRENCIES.map((currency) => (
          <option key={currency} value={currency}>
            {currency}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Available from"
        type="date"
        error={errors.availableFrom?.message}
        {...register('availableFrom')}
      />
      <TextField
        label="Available until"
        type="date"
        error={errors.availableUntil?.message}
        {...register('availableUntil')}
      />
    </div>
  );
}
