import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { DESCRIPTION_MAX_LENGTH } from '../../../shared/api/directory';
import { TextAreaField, TextField } from '../../components/forms/form-fields';
import type { CompanyEditInput } from './company-edit-values';
import styles from './company-edit.module.css';

/** The profile's description, with what is left of its length, and its website. */
export function CompanyAbout() {
  const id = useId();
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<CompanyEditInput>();
  const description = useWatch({ control, name: 'description' });

  return (
    <section className={styles.panel} aria-labelledby={`${id}-about`}>
      <h2 id={`${id}-about`}>About the company</h2>
      <TextAreaField
        label="Description"
        optional="optional"
        rows={6}
        maxLength={DESCRIPTION_MAX_LENGTH}
        hint={`What you move, where, and what you are known for. ${description.length} of ${DESCRIPTION_MAX_LENGTH} characters.`}
        error={errors.description?.message}
        {...register('description')}
      />
      <TextField
        label="Website"
        optional="optional"
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="https://www.example.com"
        error={errors.website?.message}
        {...register('website')}
      />
    </section>
  );
}
