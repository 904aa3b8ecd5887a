import { PASSWORD_MIN_LENGTH } from '../../../shared/api/auth';
import { passwordStrength } from './password-strength';
import styles from './auth.module.css';

/** Live feedback under a new password: a meter, the length so far and what to avoid. */
export function PasswordStrengthMeter({
  id,
  password,
  personal = [],
}: {
  id: string;
  password: string;
  personal?: readonly string[];
}) {
  const strength = passwordStrength(password, personal);
  const missing = PASSWORD_MIN_LENGTH - password.length;
  return (
    <div id={id} className={styles.strength}>
      <div
        className={styles.meter}
        data-score={strength.score}
        data-level={password ? strength.level : 'empty'}
        aria-hidden="true"
      >
        <span />
        <span />
        <span />
        <span />
      </div>
      <p className={styles.strengthText} aria-live="polite">
        {password.length === 0 ? (
          `Use at least ${PASSWORD_MIN_LENGTH} characters. Longer is stronger: a few unrelated words work well.`
        ) : (
          <>
            <strong>Strength: {strength.label}.</strong>{' '}
            {missing > 0
              ? `${missing} more character${missing === 1 ? '' : 's'} needed.`
              : `${password.length} characters.`}
          </>
        )}
      </p>
      {strength.warnings.length > 0 ? (
        <ul className={styles.warnings}>
          {strength.warnings.map((warning) => (
            <li key={warning}>{warning}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
