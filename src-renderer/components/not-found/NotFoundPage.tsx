import { Link } from 'react-router';
import { Seo } from '../seo/Seo';
import { useSite } from '../../lib/site-context';
import styles from './NotFoundPage.module.css';

export default function NotFoundPage() {
  useSite().setStatus(404);
  return (
    <div className={styles.page}>
      <Seo
        title="Page not found"
        description="The page you asked for does not exist on the Digital Freight Alliance website."
        path="/404"
        noIndex
      />
      <p className={styles.code}>404</p>
      <h1>We could not find that page</h1>
      <p>The address may be mistyped, or the page may have moved. These are good places to continue:</p>
      <ul>
        <li>
          <Link to="/">Home page</Link>
        </li>
        <li>
          <Link to="/membership">Membership and how to join</Link>
        </li>
      </ul>
    </div>
  );
}
