import { useId } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { MAX_OFFICES } from '../../../shared/api/directory';
import { CountryOptions } from '../../components/forms/CountryOptions';
import { SelectField, TextField } from '../../components/forms/form-fields';
import { listErrorOf, type CompanyEditInput } from './company-edit-values';
import styles from './company-edit.module.css';

const NEW_OFFICE = { country: '', city: '', address: '', isHeadOffice: false };

/** The company's offices, exactly one of them the head office shown on its card. */
export function CompanyOffices() {
  const id = useId();
  const {
    register,
    control,
    setValue,
    formState: { errors },
  } = useFormContext<CompanyEditInput>();
  const offices = useFieldArray({ control, name: 'offices' });
  const officeValues = useWatch({ control, name: 'offices' });

  const makeHeadOffice = (chosen: number) =>
    officeValues.forEach((_office, index) =>
      setValue(`offices.${index}.isHeadOffice`, index === chosen, { shouldDirty: true }),
    );

  const removeOffice = (index: number) => {
    const wasHead = officeValues[index]?.isHeadOffice;
    offices.remove(index);
    // The list always keeps one head office: the first remaining one takes over.
    if (wasHead) setValue('offices.0.isHeadOffice', true, { shouldDirty: true });
  };

  return (
    <section className={styles.panel} aria-labelledby={`${id}-offices`}>
      <h2 id={`${id}-offices`}>Offices</h2>
      <p className={styles.hint}>
        The head office is the place shown on your card. List every office members can work with.
      </p>
      {listErrorOf(errors.offices) ? (
        <p className={styles.error} role="alert">
          {listErrorOf(errors.offices)}
        </p>
      ) : null}
      <ol className={styles.rows}>
        {offices.fields.map((office, index) => (
          <li key={office.id} className={styles.row}>
            <fieldset>
              <legend className={styles.rowTitle}>Office {index + 1}</legend>
              <div className={styles.rowFields}>
                <SelectField
                  label="Country"
                  error={errors.offices?.[index]?.country?.message}
                  {...register(`offices.${index}.country`)}
                >
                  <CountryOptions placeholder="Choose a country" />
                </SelectField>
                <TextField
                  label="City"
                  autoComplete="address-level2"
                  error={errors.offices?.[index]?.city?.message}
                  {...register(`offices.${index}.city`)}
                />
                <TextField
                  label="Address"
                  optional="optional"
                  autoComplete="street-address"
                  error={errors.offices?.[index]?.address?.message}
                  {...register(`offices.${index}.address`)}
                />
              </div>
              <div className={styles.rowActions}>
                <label className={styles.check}>
                  <input
                    type="radio"
                    name={`${id}-head-office`}
                    checked={Boolean(officeValues[index]?.isHeadOffice)}
                    onChange={() => makeHeadOffice(index)}
                  />
                  Head office
                </label>
                {offices.fields.length > 1 ? (
                  <button type="button" className={styles.linkButton} onClick={() => removeOffice(index)}>
                    Remove office {index + 1}
                  </button>
                ) : null}
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      {offices.fields.length < MAX_OFFICES ? (
        <button
          type="button"
          className={styles.secondaryButton}
          onClick={() => offices.append({ ...NEW_OFFICE }, { shouldFocus: true })}
        >
          Add an office
        </button>
      ) : (
        <p className={styles.hint}>You have listed the most offices a profile can hold ({MAX_OFFICES}).</p>
      )}
    </section>
  );
}
