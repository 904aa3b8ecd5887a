import type { getSupportContacts } from '../../../shared/api/site';
import { usePageData } from '../../lib/api';
import styles from './contact.module.css';

/**
 * The support lines, the address to write to and the postal address, as the server is
 * configured with them: whatever is not configured is left out rather than made up.
 */
export function SupportContacts() {
  const contacts = usePageData<typeof getSupportContacts>('/api/site/contacts');
  if (contacts.state !== 'ready') return null;
  const { phones, email, address } = contacts.data;
  return (
    <>
      {phones.length > 0 ? (
        <>
          <h2 id="support-lines">Support lines</h2>
          <p>Our team answers on working days, in English and in the language of the country you call.</p>
          <ul className={styles.phones}>
            {phones.map((phone) => (
              <li key={phone.country} className={styles.phone}>
                <span className={styles.country}>{phone.countryName}</span>
                <a href={phone.tel}>{phone.display}</a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {email || address.length > 0 ? (
        <>
          <h2 id="addresses">Email and post</h2>
          <dl className={styles.addresses}>
            {email ? (
              <div>
                <dt>Email</dt>
                <dd>
                  <a href={`mailto:${email}`}>{email}</a>
                </dd>
              </div>
            ) : null}
            {address.length > 0 ? (
              <div>
                <dt>Postal address</dt>
                <dd>
                  <address>
                    {address.map((line, index) => (
                      <span key={index} className={styles.addressLine}>
                        {line}
                      </span>
                    ))}
                  </address>
                </dd>
              </div>
            ) : null}
          </dl>
        </>
      ) : null}
    </>
  );
}
