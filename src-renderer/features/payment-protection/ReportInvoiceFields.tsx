import { useId, type ComponentProps } from 'react';
import {
  CHARGE_TYPE_LABELS,
  CHARGE_TYPES,
  TRANSPORT_MODE_LABELS,
  TRANSPORT_MODES,
} from '../../../shared/api/payment-protection';
import { CURRENCIES } from '../../../shared/domain/money';
import { SelectField, TextField } from '../../components/forms/form-fields';
import forms from '../../components/forms/forms.module.css';
import type { ReportValues, SetReportField } from './use-report-form';

/** A decimal sum as the invoice states it, typed with the phone's number pad. */
function MoneyField(props: Omit<ComponentProps<typeof TextField>, 'inputMode'>) {
  return <TextField inputMode="decimal" {...props} />;
}

/** The reported invoice: its number, amount (and its worth in US dollars), dates, B/L and charge. */
export function ReportInvoiceFields({
  values,
  errors,
  set,
}: {
  values: ReportValues;
  errors: Record<string, string>;
  set: SetReportField;
}) {
  const ids = {
    invoice: useId(),
    amount: useId(),
    currency: useId(),
    usd: useId(),
    invoiceDate: useId(),
    dueDate: useId(),
    bl: useId(),
    mode: useId(),
    charge: useId(),
  };
  return (
    <>
      <TextField
        id={ids.invoice}
        label="Invoice number"
        value={values.invoiceNumber}
        maxLength={60}
        error={errors.invoiceNumber}
        onChange={set('invoiceNumber')}
      />
      <div className={forms.row}>
        <MoneyField
          id={ids.amount}
          label="Amount"
          value={values.amount}
          hint="The freight charge only, like 4250.00"
          error={errors.amount}
          onChange={set('amount')}
        />
        <SelectField
          id={ids.currency}
          label="Currency"
          value={values.currency}
          error={errors.currency}
          onChange={set('currency')}
        >
          {CURRENCIES.map((currency) => (
            <option key={currency} value={currency}>
              {currency}
            </option>
          ))}
        </SelectField>
      </div>
      {values.currency !== 'USD' ? (
        <MoneyField
          id={ids.usd}
          label="Value in US dollars"
          value={values.usdAmount}
          hint="Cover is counted in US dollars: convert at the rate of the invoice date."
          error={errors.usdAmount}
          onChange={set('usdAmount')}
        />
      ) : null}
      <div className={forms.row}>
        <TextField
          id={ids.invoiceDate}
          label="Invoice date"
          type="date"
          value={values.invoiceDate}
          error={errors.invoiceDate}
          onChange={set('invoiceDate')}
        />
        <TextField
          id={ids.dueDate}
          label="Due date"
          type="date"
          hint="Report by this day, as your office’s calendar reads: a report after it is too late."
          value={values.dueDate}
          error={errors.dueDate}
          onChange={set('dueDate')}
        />
      </div>
      <TextField
        id={ids.bl}
        label="Bill of lading number"
        value={values.blNumber}
        maxLength={40}
        error={errors.blNumber}
        onChange={set('blNumber')}
      />
      <div className={forms.row}>
        <SelectField
          id={ids.mode}
          label="How the cargo travelled"
          value={values.mode}
          error={errors.mode}
          onChange={set('mode')}
        >
          {TRANSPORT_MODES.map((mode) => (
            <option key={mode} value={mode}>
              {TRANSPORT_MODE_LABELS[mode]}
            </option>
          ))}
        </SelectField>
        <SelectField
          id={ids.charge}
          label="What the invoice charges for"
          value={values.chargeType}
          error={errors.chargeType}
          onChange={set('chargeType')}
        >
          {CHARGE_TYPES.map((charge) => (
            <option key={charge} value={charge}>
              {CHARGE_TYPE_LABELS[charge]}
            </option>
          ))}
        </SelectField>
      </div>
    </>
  );
}
