import { useId } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { MAX_ZONES, type UnitInput } from '../../../shared/api/virtual-office';
import { CountryOptions } from '../../components/forms/CountryOptions';
import { FieldError, SelectField, TextField } from '../../components/forms/form-fields';
import styles from './virtual-office.module.css';

/** Where the unit can load: a list of countries, each with an optional city. */
export function LoadingZonesFieldset() {
  const id = useId();
  const {
    register,
    control,
    setFocus,
    formState: { errors },
  } = useFormContext<UnitInput>();
  const zones = useFieldArray({ control, name: 'zones' });

  return (
    <fieldset className={styles.fieldset} aria-describedby={`${id}-zones-hint`}>
      <legend className={styles.label}>Loading zones</legend>
      <p id={`${id}-zones-hint`} className={styles.hint}>
        Where the unit can load. Leave the city empty to offer the whole country.
      </p>
      <ol className={styles.zoneList}>
        {zones.fields.map((zone, index) => (
          <li key={zone.id} className={styles.zoneRow}>
            <SelectField
              label={`Country of zone ${index + 1}`}
              error={errors.zones?.[index]?.country?.message}
              {...register(`zones.${index}.country`)}
            >
              <CountryOptions placeholder="Choose a country" />
            </SelectField>
            <TextField
              label={`City of zone ${index + 1}`}
              optional="optional"
              error={errors.zones?.[index]?.city?.message}
              {...register(`zones.${index}.city`)}
            />
            <button
              type="button"
              className={styles.linkButton}
              disabled={zones.fields.length === 1}
              onClick={() => zones.remove(index)}
            >
              Remove zone {index + 1}
            </button>
          </li>
        ))}
      </ol>
      <FieldError id={`${id}-zones-error`} message={errors.zones?.message ?? errors.zones?.root?.message} />
      {zones.fields.length < MAX_ZONES ? (
        <button
          type="button"
          className={styles.secondaryButton}
          onClick={() => {
            zones.append({ country: '', city: '' }, { shouldFocus: false });
            // Focus the new zone's country, so keyboard users continue where they are.
            setTimeout(() => setFocus(`zones.${zones.fields.length}.country`));
          }}
        >
          Add another zone
        </button>
      ) : null}
    </fieldset>
  );
}
