import { formatMoney, type Currency } from '../../../shared/domain/money';
import styles from './Money.module.css';

/**
 * An amount in integer minor units of its currency, written the one way the portal writes money
 * ("USD 4,250.00"), with figures that line up in a column. Amounts in different currencies are
 * shown side by side, never added.
 */
export function Money({ minor, currency }: { minor: number; currency: Currency }) {
  return <span className={styles.money}>{formatMoney(minor, currency)}</span>;
}
