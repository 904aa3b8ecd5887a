import { Link } from 'react-router';
import { openSignInLink } from '../../../shared/api/auth';
import { LinkActionPage } from '../../components/kit/LinkActionPage';
import { Seo } from '../../components/seo/Seo';
import { callApi } from '../../lib/api';
import styles from './auth.module.css';

/**
 * The page of the sign-in link emailed after wrong passwords on an account: pressing the button
 * lets this browser sign in with the password as usual.
 */
export default function UnlockPage() {
  return (
    <>
      <Seo
        path="/auth/unlock"
        title="Let this browser sign in"
        description="Let this browser sign in to your Digital Freight Alliance account after wrong passwords were tried on it."
        noIndex
      />
      <LinkActionPage
        classes={styles}
        title="Let this browser sign in"
        lead="Wrong passwords were tried on your account, so browsers it does not know take one more step. This link lets the browser it is opened in sign in with your password."
        actionLabel="Let this browser sign in"
        busyLabel="One moment…"
        act={(token) => callApi(openSignInLink, { body: { token } })}
        done={({ email }) => ({
          title: 'This browser may sign in',
          body: (
            <>
              <p>
                Sign in to <strong>{email}</strong> with your password as usual. If you did not try the wrong
                passwords yourself, choose a new password after signing in.
              </p>
              <p>
                <Link className={styles.button} to="/auth/sign-in">
                  Sign in
                </Link>
              </p>
            </>
          ),
        })}
        dead={
          <p>
            <Link to="/auth/sign-in">Go to the sign-in page</Link>
          </p>
        }
      />
    </>
  );
}
