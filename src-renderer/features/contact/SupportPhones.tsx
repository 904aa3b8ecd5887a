import { telHref } from '../../../shared/domain/phone';
import { SUPPORT_PHONES } from '../../../shared/support-phones';
import styles from './contact.module.css';

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** The support lines, each with its country's name and a number a phone can dial. */
export function SupportPhones() {
  return (
    <ul className={styles.phones}>
      {SUPPORT_PHONES.map(({ country, display }) => (
        <li key={country} className={styles.phone}>
          <span className={styles.country}>{regionNames.of(country.toUpperCase()) ?? country}</span>
          <a href={telHref(display)}>{display}</a>
        </li>
      ))}
    </ul>
  );
}
