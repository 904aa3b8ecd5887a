import type { ProtectionCaseSummary, ProtectionCover } from '../../../shared/api/payment-protection';
import { PROTECTION_STATUS_LABELS, type ProtectionStatus } from '../../../shared/api/payment-protection';
import { formatDate } from '../../../shared/domain/date';
import { formatMoney } from '../../../shared/domain/money';
import styles from '../../components/kit/classes.module.css';

const TONE: Record<ProtectionStatus, string | undefined> = {
  awaiting_confirmation: styles.warn,
  declined: styles.bad,
  covered: styles.good,
  claim_open: styles.warn,
  paid_out: styles.good,
  claim_rejected: styles.bad,
  settled: styles.good,
  withdrawn: undefined,
};

export function StatusBadge({ status }: { status: ProtectionStatus }) {
  return <span className={`${styles.badge} ${TONE[status] ?? ''}`}>{PROTECTION_STATUS_LABELS[status]}</span>;
}

export const usd = (minor: number) => formatMoney(minor, 'USD');
export const dayOf = (iso: string) => formatDate(iso.slice(0, 10));
export const atOf = (iso: string) => `${new Date(iso).toISOString().replace('T', ' ').slice(0, 16)} UTC`;

/** "Invoice RTM-1001 · USD 4,250.00 · due Apr 1 2026" */
export function invoiceLine(item: ProtectionCaseSummary): string {
  return `Invoice ${item.invoiceNumber} · ${formatMoney(item.amountMinor, item.currency)} · due ${dayOf(item.dueDate)}`;
}

/** The year's cover as a meter: what is taken and what is left. */
export function CoverMeter({ cover }: { cover: ProtectionCover }) {
  return (
    <dl className={styles.details}>
      <div>
        <dt>Cover in {cover.year}</dt>
        <dd>{usd(cover.coverUsdMinor)}</dd>
      </div>
      <div>
        <dt>Used by reported shipments</dt>
        <dd>{usd(cover.usedUsdMinor)}</dd>
      </div>
      <div>
        <dt>Remaining</dt>
        <dd>
          <strong>{usd(cover.remainingUsdMinor)}</strong>
        </dd>
      </div>
      <div>
        <dt>Used</dt>
        <dd>
          <meter
            min={0}
            max={cover.coverUsdMinor}
            value={cover.usedUsdMinor}
            aria-label={`Cover used in ${cover.year}`}
          />
        </dd>
      </div>
    </dl>
  );
}
