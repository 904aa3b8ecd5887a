import { Link } from 'react-router';
import type { confirmEmail } from '../../../shared/api/email-confirmation';
import { MEMBERSHIP_STATE_NOTES } from '../../../shared/domain/membership-notes';
import { LinkActionPage } from '../../components/kit/LinkActionPage';
import { Seo } from '../../components/seo/Seo';
import { callApi } from '../../lib/api';
import styles from './auth.module.css';
import { ResendConfirmationForm } from './ResendConfirmationForm';

/** The page of the link sent at sign-up: pressing its button confirms the applicant's address. */
export default function ConfirmSignUpEmailPage() {
  return (
    <>
      <Seo
        path="/auth/confirm-email"
        title="Confirm your email address"
        description="Confirm the email address of your application to the Digital Freight Alliance."
        noIndex
      />
      <LinkActionPage
        classes={styles}
        title="Confirm your email address"
        lead="Confirming shows the association that this address is yours: your application is reviewed once it is confirmed."
        actionLabel="Confirm my email address"
        act={(token) =>
          callApi<typeof confirmEmail>(
            { method: 'POST', path: '/api/auth/confirm-email' },
            { body: { token } },
          )
        }
        done={({ email }) => ({
          title: 'Your email address is confirmed',
          body: (
            <div className={styles.card}>
              <p>
                Thank you: <strong>{email}</strong> is confirmed. {MEMBERSHIP_STATE_NOTES.under_review}
              </p>
              <p>
                <Link to="/auth/sign-in">Sign in to follow your application</Link>
              </p>
            </div>
          ),
        })}
        dead={<ResendConfirmationForm />}
      />
    </>
  );
}
