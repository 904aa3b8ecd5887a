import { useId, type ComponentProps } from 'react';
import type { ProtectionOffice } from '../../../shared/api/payment-protection';
import { SelectField } from '../../components/forms/form-fields';
import styles from '../../components/kit/classes.module.css';
import { CounterpartyPicker } from './CounterpartyPicker';
import { ReportInvoiceFields } from './ReportInvoiceFields';
import { ReportRefusal } from './ReportRefusal';
import { useReportForm } from './use-report-form';

const officeLabel = (office: ProtectionOffice) =>
  `${office.city}, ${office.countryName}${office.isHeadOffice ? ' (head office)' : ''}`;

/** One of the two parties' offices; `placeholder` says why there is none to choose yet. */
function OfficeSelect({
  offices,
  placeholder,
  ...field
}: { offices: readonly ProtectionOffice[]; placeholder: string | undefined } & Omit<
  ComponentProps<typeof SelectField>,
  'children'
>) {
  return (
    <SelectField {...field}>
      {placeholder ? <option value="">{placeholder}</option> : null}
      {offices.map((office) => (
        <option key={office.id} value={office.id}>
          {officeLabel(office)}
        </option>
      ))}
    </SelectField>
  );
}

/** The report of a shipment for cover, checked by the server against every rule at once. */
export function ReportForm({ offices }: { offices: ProtectionOffice[] }) {
  const creditorOfficeId = useId();
  const debtorOfficeId = useId();
  const { formRef, party, chooseParty, values, set, errors, message, busy, submit } = useReportForm(offices);
  return (
    <form
      ref={formRef}
      className={styles.panel}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="report-heading"
    >
      <h2 id="report-heading">Report a shipment for cover</h2>
      <p className={styles.muted}>
        Report each ocean freight invoice to another Premium member before it falls due. The portal checks the
        association’s rules at once; an eligible shipment is covered when the association confirms it in
        writing.
      </p>
      <CounterpartyPicker chosen={party} error={errors.counterpartyId} onChoose={chooseParty} />
      <OfficeSelect
        id={creditorOfficeId}
        label="Your office that issued the invoice"
        value={values.creditorOfficeId}
        error={errors.creditorOfficeId}
        onChange={set('creditorOfficeId')}
        offices={offices}
        placeholder={offices.length === 0 ? 'No offices listed: add them to your company profile' : undefined}
      />
      <OfficeSelect
        id={debtorOfficeId}
        label="The counterparty’s office that was invoiced"
        value={values.debtorOfficeId}
        error={errors.debtorOfficeId}
        disabled={!party}
        onChange={set('debtorOfficeId')}
        offices={party?.offices ?? []}
        placeholder={
          !party
            ? 'Choose the counterparty first'
            : party.offices.length === 0
              ? 'This company lists no offices'
              : undefined
        }
      />
      <ReportInvoiceFields values={values} errors={errors} set={set} />
      <ReportRefusal message={message} errors={errors} />
      <button type="submit" className={styles.button} disabled={busy}>
        {busy ? 'Checking…' : 'Check and report the shipment'}
      </button>
    </form>
  );
}
