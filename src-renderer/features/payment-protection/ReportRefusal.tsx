import { Notice } from '../../components/kit/Notice';
import styles from '../../components/kit/classes.module.css';

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

/** Why the server refused the report: its message, and every rule the shipment broke. */
export function ReportRefusal({
  message,
  errors,
}: {
  message: string | undefined;
  errors: Record<string, string>;
}) {
  const reasons = Object.entries(errors);
  return (
    <>
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
    </>
  );
}
