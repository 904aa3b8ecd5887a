import { useFormContext } from 'react-hook-form';
import { Link } from 'react-router';
import { builtHref } from '../../../../shared/routes';
import { Captcha } from '../../../components/captcha/Captcha';
import { CheckboxField } from '../../../components/forms/form-fields';
import type { SignUpValues } from './sign-up-form';

/** The document's name, linked only when its page exists. */
function DocumentName({ href, children }: { href: string | undefined; children: string }) {
  return href ? (
    <Link to={href} target="_blank" rel="noopener">
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </Link>
  ) : (
    <>{children}</>
  );
}

export function StepAgreements({
  onCaptchaToken,
  captchaResetKey,
}: {
  onCaptchaToken: (token: string | null) => void;
  captchaResetKey: number;
}) {
  const {
    register,
    formState: { errors },
  } = useFormContext<SignUpValues>();
  return (
    <>
      <p>Please read and accept the rules every DFA member agrees to.</p>
      <CheckboxField
        label={
          <>
            I accept the{' '}
            <DocumentName href={builtHref('resources-terms-and-conditions')}>
              terms and conditions
            </DocumentName>
            .
          </>
        }
        error={errors.acceptTerms?.message}
        {...register('acceptTerms')}
      />
      <CheckboxField
        label={
          <>
            I accept the{' '}
            <DocumentName href={builtHref('company-code-of-ethics')}>code of ethics</DocumentName>.
          </>
        }
        error={errors.acceptCodeOfEthics?.message}
        {...register('acceptCodeOfEthics')}
      />
      <Captcha action="sign-up" onToken={onCaptchaToken} resetKey={captchaResetKey} />
    </>
  );
}
