import { useId, useMemo } from 'react';
import { useFormContext } from 'react-hook-form';
import { COUNTRY_CODES } from '../../../../shared/domain/countries';
import { SERVICES } from '../../../../shared/domain/services';
import { FieldError, SelectField, TextField } from '../../../components/forms/form-fields';
import { useHydrated } from '../../../lib/use-hydrated';
import type { SignUpValues } from './sign-up-form';
import styles from './SignUpPage.module.css';

/** Country names in the page's language, sorted by name; built in the browser only (see below). */
function useCountryOptions(): { code: string; name: string }[] {
  const hydrated = useHydrated();
  return useMemo(() => {
    // ICU data differs between Node and the browser, so names rendered on the server could
    // differ from the hydrated ones; the list is filled in once the page is interactive.
    if (!hydrated) return [];
    const names = new Intl.DisplayNames(['en'], { type: 'region' });
    return COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
      a.name.localeCompare(b.name, 'en'),
    );
  }, [hydrated]);
}

export function StepCompany() {
  const {
    register,
    formState: { errors },
  } = useFormContext<SignUpValues>();
  const countries = useCountryOptions();
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
        <option value="">Choose a country</option>
        {countries.map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
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
