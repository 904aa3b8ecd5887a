import { useEffect, useId, useRef, useState, type ComponentProps, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import {
  CHARGE_TYPE_LABELS,
  CHARGE_TYPES,
  TRANSPORT_MODE_LABELS,
  TRANSPORT_MODES,
  type ProtectionOffice,
  type ProtectionPartyChoice,
  type reportShipment,
  type searchProtectionParties,
} from '../../../shared/api/payment-protection';
import { CURRENCIES } from '../../../shared/domain/money';
import { SelectField, TextField } from '../../components/forms/form-fields';
import forms from '../../components/forms/forms.module.css';
import { Notice } from '../../components/kit/Notice';
import styles from '../../components/kit/classes.module.css';
import { announce } from '../../lib/announce';
import { callApi } from '../../lib/api';
import { ApiCallError } from '../../lib/api-call-error';
import { focusSoon } from '../../lib/focus';

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

/** A decimal sum as the invoice states it, typed with the phone's number pad. */
function MoneyField(props: Omit<ComponentProps<typeof TextField>, 'inputMode'>) {
  return <TextField inputMode="decimal" {...props} />;
}

/** Where each field's message shows; the rules about the member's own company have no field. */
const FIELD_NAMES = [
  'counterpartyId',
  'creditorOfficeId',
  'debtorOfficeId',
  'invoiceNumber',
  'amount',
  'currency',
  'usdAmount',
  'invoiceDate',
  'dueDate',
  'blNumber',
  'mode',
  'chargeType',
];

function CounterpartyPicker({
  chosen,
  error,
  onChoose,
}: {
  chosen: ProtectionPartyChoice | undefined;
  error: string | undefined;
  onChoose: (party: ProtectionPartyChoice) => void;
}) {
  const searchId = useId();
  const [text, setText] = useState('');
  const [found, setFound] = useState<ProtectionPartyChoice[]>();
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const search = async () => {
    setBusy(true);
    setProblem(undefined);
    try {
      const answer = await callApi<typeof searchProtectionParties>(
        { method: 'GET', path: '/api/payment-protection/parties' },
        {
          query: {
            text,
          },
        },
      );
      setFound(answer.items);
    } catch (failure) {
      setFound(undefined);
      setProblem(
        failure instanceof ApiCallError
          ? (failure.fields?.text ?? failure.message)
          : 'The search failed. Try again.',
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <fieldset className={forms.group}>
      <legend className={forms.label}>Counterparty: the member company that owes the invoice</legend>
      <div className={styles.filters}>
        <TextField
          id={searchId}
          label="Company name"
          value={text}
          maxLength={100}
          error={problem ?? (chosen ? undefined : error)}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void search();
            }
          }}
        />
        <button
          type="button"
          className={styles.secondaryButton}
          disabled={busy}
          onClick={() => void search()}
        >
          {busy ? 'Searching…' : 'Find in the directory'}
        </button>
      </div>
      {found ? (
        found.length === 0 ? (
          <p role="status" className={styles.muted}>
            No member company matches “{text}”. Payment protection covers invoices to DFA members only.
          </p>
        ) : (
          <ul className={styles.list} aria-label="Matching member companies">
            {found.map((party) => (
              <li key={party.companyId} className={styles.item}>
                <label className={forms.checkRow}>
                  <input
                    type="radio"
                    name="counterparty"
                    checked={chosen?.companyId === party.companyId}
                    onChange={() => onChoose(party)}
                  />
                  <span>
                    <strong>{party.name}</strong> · {party.statusLabel} ·{' '}
                    {party.offices.map((office) => office.city).join(', ') || 'no offices listed'}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )
      ) : null}
      {chosen ? (
        <p className={styles.meta}>
          Chosen: <strong>{chosen.name}</strong> ({chosen.statusLabel})
        </p>
      ) : null}
      {chosen && error ? <p className={forms.error}>{error}</p> : null}
    </fieldset>
  );
}

/** The report of a shipment for cover, checked by the server against every rule at once. */
export function ReportForm({ offices }: { offices: ProtectionOffice[] }) {
  const navigate = useNavigate();
  const ids = {
    creditorOffice: useId(),
    debtorOffice: useId(),
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
  const [party, setParty] = useState<ProtectionPartyChoice>();
  const [values, setValues] = useState({
    creditorOfficeId: offices[0] ? String(offices[0].id) : '',
    debtorOfficeId: '',
    invoiceNumber: '',
    amount: '',
    currency: 'USD',
    usdAmount: '',
    invoiceDate: '',
    dueDate: '',
    blNumber: '',
    mode: 'ocean',
    chargeType: 'freight',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string>();
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const [refusals, setRefusals] = useState(0);
  // Once the refusal is on screen, its first field takes focus: the button keeps it otherwise,
  // and the reader would not know where to start mending.
  useEffect(() => {
    if (refusals === 0) return;
    focusSoon(
      () =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
        formRef.current?.querySelector<HTMLElement>('#report-problem'),
    );
  }, [refusals]);
  const set = (name: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    setMessage(undefined);
    try {
      const filed = await callApi<typeof reportShipment>(
        { method: 'POST', path: '/api/payment-protection/reports' },
        {
          body: {
            counterpartyId: party?.companyId ?? 0,
            creditorOfficeId: Number(values.creditorOfficeId) || 0,
            debtorOfficeId: Number(values.debtorOfficeId) || 0,
            invoiceNumber: values.invoiceNumber,
            amount: values.amount,
            currency: values.currency as (typeof CURRENCIES)[number],
            usdAmount: values.currency === 'USD' ? null : values.usdAmount,
            invoiceDate: values.invoiceDate,
            dueDate: values.dueDate,
            blNumber: values.blNumber,
            mode: values.mode as (typeof TRANSPORT_MODES)[number],
            chargeType: values.chargeType as (typeof CHARGE_TYPES)[number],
          },
        },
      );
      void navigate(`/payment-protection/${filed.id}`);
    } catch (failure) {
      const fields = failure instanceof ApiCallError ? (failure.fields ?? {}) : {};
      const text =
        failure instanceof ApiCallError ? failure.message : 'The report could not be sent. Please try again.';
      setErrors(fields);
      setMessage(text);
      setBusy(false);
      announce([text, ...Object.values(fields)].join(' '), { assertive: true });
      setRefusals((count) => count + 1);
    }
  };

  const reasons = Object.entries(errors);
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
      <CounterpartyPicker
        chosen={party}
        error={errors.counterpartyId}
        onChoose={(chosen) => {
          setParty(chosen);
          setValues((current) => ({
            ...current,
            debtorOfficeId: chosen.offices[0] ? String(chosen.offices[0].id) : '',
          }));
        }}
      />
      <OfficeSelect
        id={ids.creditorOffice}
        label="Your office that issued the invoice"
        value={values.creditorOfficeId}
        error={errors.creditorOfficeId}
        onChange={set('creditorOfficeId')}
        offices={offices}
        placeholder={offices.length === 0 ? 'No offices listed: add them to your company profile' : undefined}
      />
      <OfficeSelect
        id={ids.debtorOffice}
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
      {message ? (
        <div id="report-problem">
          <Notice tone="error">
            <p>{message}</p>
          </Notice>
        </div>
      ) : null}
      {reasons.length > 0 ? (
        <div className={styles.notice}>
          <p>
            <strong>Why this shipment cannot be covered as reported:</strong>
          </p>
          <ul aria-label="Reasons">
            {reasons
              .filter(([field]) => field === 'creditor' || FIELD_NAMES.includes(field))
              .map(([field, reason]) => (
                <li key={field}>{reason}</li>
              ))}
          </ul>
        </div>
      ) : null}
      <button type="submit" className={styles.button} disabled={busy}>
        {busy ? 'Checking…' : 'Check and report the shipment'}
      </button>
    </form>
  );
}
