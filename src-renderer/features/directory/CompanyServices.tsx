import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { SERVICES } from '../../../shared/domain/services';
import { listErrorOf, type CompanyEditInput } from './company-edit-values';
import styles from './company-edit.module.css';

/** One checkbox per service the directory filters by. */
export function CompanyServices() {
  const id = useId();
  const {
    register,
    formState: { errors },
  } = useFormContext<CompanyEditInput>();

  return (
    <section className={styles.panel} aria-labelledby={`${id}-services`}>
      <h2 id={`${id}-services`}>Services</h2>
      <p id={`${id}-services-hint`} className={styles.hint}>
        Choose every service your company offers; visitors filter by them.
      </p>
      <div
        role="group"
        className={styles.checkGrid}
        aria-labelledby={`${id}-services`}
        aria-describedby={`${id}-services-hint${errors.services ? ` ${id}-services-error` : ''}`}
      >
        {SERVICES.map((service) => (
          <label key={service.id} className={styles.check}>
            <input type="checkbox" value={service.id} {...register('services')} />
            {service.label}
          </label>
        ))}
      </div>
      {errors.services ? (
        <p id={`${id}-services-error`} className={styles.error}>
          {listErrorOf(errors.services)}
        </p>
      ) : null}
    </section>
  );
}
