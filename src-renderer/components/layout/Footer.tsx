import { Link } from 'react-router';
import { footerLinks } from '../../../shared/routes';
import { BRAND_NAME, FOUNDED_YEAR } from '../../../shared/constants';
import styles from './Footer.module.css';

const GROUPS = [
  { id: 'company', title: 'Company', links: footerLinks('company') },
  { id: 'resources', title: 'Resources', links: footerLinks('resources') },
  { id: 'legal', title: 'Legal', links: footerLinks('legal') },
].filter((group) => group.links.length > 0);

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.about}>
          <p className={styles.name}>{BRAND_NAME}</p>
          <p>
            {`The logistics association created in ${FOUNDED_YEAR} to unite freight forwarders and NVOCCs in one community, with the digital tools to trade safely.`}
          </p>
          <Link to="/membership" className={styles.join}>
            Become a member
          </Link>
        </div>
        {GROUPS.map((group) => (
          <nav key={group.id} aria-label={group.title} className={styles.group}>
            <p className={styles.groupTitle}>{group.title}</p>
            <ul>
              {group.links.map((link) => (
                <li key={link.href}>
                  <Link to={link.href}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className={styles.legal}>
        {`© ${FOUNDED_YEAR}–${new Date().getFullYear()} ${BRAND_NAME}. All rights reserved.`}
      </p>
    </footer>
  );
}
