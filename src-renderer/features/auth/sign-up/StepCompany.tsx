import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { SERVICES } from '../../../../shared/domain/services';
import { CountryOptions } from '../../../components/forms/CountryOptions';
import { FieldError, SelectField, TextField } from '../../../components/forms/form-fields';
import type { SignUpValues } from './sign-up-form';
import styles from './SignUpPage.module.css';

export function StepCompany() {
  const {
    register,
    formState: { errors },
  } = useFormContext<SignUpValues>();
  const servicesErrorId = useId();
  const servicesError = errors.company?.services?.message;

  return (
    <>
      <TextField
        label="Company name"
        autoComplete="organization"
        error={errors.company?.name?.message}
        {...register('company.name')}
      />
      <SelectField label="Country" error={errors.company?.country?.message} {...register('company.country')}>
        <CountryOptions placeholder="Choose a country" afterHydration />
      </SelectField>
      <TextField
        label="City"
        autoComplete="address-level2"
        error={errors.company?.city?.message}
        {...register('company.city')}
      />
      <TextField
        label="Website (optional)"
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="https://www.example.com"
        error={errors.company?.website?.message}
        {...register('company.website')}
      />
      <fieldset
        className={styles.services}
        aria-describedby={servicesError ? servicesErrorId : undefined}
        aria-invalid={servicesError ? true : undefined}
      >
        <legend>Services you offer</legend>
        <div className={styles.serviceGrid}>
          {SERVICES.map((service) => (
            <label key={service.id} className={styles.service}>
              <input type="checkbox" value={service.id} {...register('company.services')} />
              {service.label}
            </label>
          ))}
        </div>
        <FieldError id={servicesErrorId} message={servicesError} />
      </fieldset>
    </>
  );
}
