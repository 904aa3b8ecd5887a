import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type {
  CHARGE_TYPES,
  ProtectionOffice,
  ProtectionPartyChoice,
  reportShipment,
  TRANSPORT_MODES,
} from '../../../shared/api/payment-protection';
import type { CURRENCIES } from '../../../shared/domain/money';
import { announce } from '../../lib/announce';
import { callApi } from '../../lib/api';
import { ApiCallError } from '../../lib/api-call-error';
import { focusSoon } from '../../lib/focus';

function blankReport(offices: readonly ProtectionOffice[]) {
  return {
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
  };
}

export type ReportValues = ReturnType<typeof blankReport>;
/** A handler for one field's `onChange`. */
export type SetReportField = (name: keyof ReportValues) => (event: { target: { value: string } }) => void;

/**
 * The report form's state and its sending: a filed report opens its case; a refused one shows
 * the server's reasons beside the fields, reads them out, and gives focus to the first field to
 * mend.
 */
export function useReportForm(offices: readonly ProtectionOffice[]) {
  const navigate = useNavigate();
  const [party, setParty] = useState<ProtectionPartyChoice>();
  const [values, setValues] = useState(() => blankReport(offices));
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
  const set: SetReportField = (name) => (event) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  /** The counterparty's first office is the likeliest to have been invoiced. */
  const chooseParty = (chosen: ProtectionPartyChoice) => {
    setParty(chosen);
    setValues((current) => ({
      ...current,
      debtorOfficeId: chosen.offices[0] ? String(chosen.offices[0].id) : '',
    }));
  };

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

  return { formRef, party, chooseParty, values, set, errors, message, busy, submit };
}
