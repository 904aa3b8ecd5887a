import styles from './account.module.css';

/** The account's sections, in page order, each with the id of its place on the page. */
const ACCOUNT_SECTIONS = [
  { id: 'account-name', label: 'Your name' },
  { id: 'account-phone', label: 'Phone number' },
  { id: 'account-email', label: 'Email address' },
  { id: 'account-password', label: 'Password' },
  { id: 'account-devices', label: 'Where you are signed in' },
  { id: 'account-meetings', label: 'Meeting hours' },
  { id: 'account-membership', label: 'Membership and invoices' },
  { id: 'account-api-keys', label: 'API keys' },
] as const;

export type AccountSectionId = (typeof ACCOUNT_SECTIONS)[number]['id'];

/**
 * Links to the account's sections, beside them on a wide screen, so a member goes straight to
 * the one setting they came for instead of scrolling a long page.
 */
export function AccountSectionNav() {
  return (
    <nav aria-label="Account sections" className={styles.sectionNav}>
      <ul>
        {ACCOUNT_SECTIONS.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`}>{section.label}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
