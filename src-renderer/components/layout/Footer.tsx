import { memo } from 'react';
import { Link } from 'react-router';
import { builtHref, footerLinks } from '../../../shared/routes';
import { BRAND_NAME, FOUNDED_YEAR } from '../../../shared/constants';
import { useViewer } from '../../lib/session/use-viewer';
import styles from './Footer.module.css';

const GROUPS = [
  { id: 'company', title: 'Company', links: footerLinks('company') },
  { id: 'resources', title: 'Resources', links: footerLinks('resources') },
  { id: 'legal', title: 'Legal', links: footerLinks('legal') },
].filter((group) => group.links.length > 0);

/** Visitors are invited to join; members get a way back to their own company's page. */
function FooterAction() {
  const member = useViewer() !== 'visitor';
  const href = member ? builtHref('directory-my-company') : builtHref('membership');
  if (!href) return null;
  return (
    <Link to={href} className={styles.join}>
      {member ? 'Your company profile' : 'Become a member'}
    </Link>
  );
}

/** Memoised: nothing in it but its action changes while the visitor stays on the site. */
export const Footer = memo(function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.about}>
          <p className={styles.name}>{BRAND_NAME}</p>
          <p>
            {`The logistics association created in ${FOUNDED_YEAR} to unite freight forwarders and NVOCCs in one community, with the digital tools to trade safely.`}
          </p>
          <FooterAction />
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
});
