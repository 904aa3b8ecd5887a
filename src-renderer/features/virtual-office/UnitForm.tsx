import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import {
  NOTES_MAX,
  saveUnit,
  UNIT_TYPE_LABELS,
  UNIT_TYPES,
  unitBodySchema,
  type TransportUnit,
  type UnitInput,
  type UnitValues,
} from '../../../shared/api/virtual-office';
import { FormAlert, SelectField, TextAreaField, TextField } from '../../components/forms/form-fields';
import { showApiError } from '../../lib/api-errors';
import { callApi } from '../../lib/api';
import { LoadingZonesFieldset } from './LoadingZonesFieldset';
import { UNIT_FIELDS, unitFormValuesOf } from './unit-form-values';
import { UnitRateFields } from './UnitRateFields';
import frame from '../../components/kit/classes.module.css';
import styles from './virtual-office.module.css';

/** Adds a listing (no `unit`) or changes one; zones are an editable list. */
export function UnitForm({
  unit,
  onSaved,
  onCancel,
}: {
  unit?: TransportUnit;
  onSaved: (unit: TransportUnit) => void;
  onCancel: () => void;
}) {
  const ids = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [formError, setFormError] = useState<string>();
  const form = useForm<UnitInput, unknown, UnitValues>({
    resolver: zodResolver(unitBodySchema),
    defaultValues: unitFormValuesOf(unit),
  });
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = form;

  useEffect(() => {
    heading.current?.focus();
  }, []);

  const save = async (values: UnitValues) => {
    setFormError(undefined);
    try {
      onSaved(await callApi(saveUnit, { body: values }));
    } catch (error) {
      const zoneFields = getValues('zones').flatMap((_zone, index) => [
        `zones.${index}.country` as const,
        `zones.${index}.city` as const,
      ]);
      setFormError(showApiError<UnitInput>(error, setError, [...UNIT_FIELDS, ...zoneFields]));
    }
  };

  const title = unit ? `Edit ${unit.name}` : 'Add a transport unit';

  return (
    <section className={styles.panel} aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} ref={heading} tabIndex={-1} className={styles.panelTitle}>
        {title}
      </h2>
      <p className={frame.muted}>
        Members see the listing as soon as you save it and can find it by loading zone and type.
      </p>
      <FormProvider {...form}>
        <form
          method="post"
          noValidate
          onSubmit={(event) => void handleSubmit(save)(event)}
          className={styles.form}
        >
          <FormAlert message={formError} />

          <div className={styles.formGrid}>
            <TextField
              label="Name"
              placeholder="Volvo FH 500 tautliner"
              error={errors.name?.message}
              {...register('name')}
            />
            <SelectField label="Type" error={errors.type?.message} {...register('type')}>
              <option value="">Choose a type</option>
              {UNIT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {UNIT_TYPE_LABELS[type]}
                </option>
              ))}
            </SelectField>
            <TextField
              label="Registration number"
              autoCapitalize="characters"
              spellCheck={false}
              error={errors.registrationNumber?.message}
              {...register('registrationNumber')}
            />
          </div>

          <LoadingZonesFieldset />
          <UnitRateFields />

          <TextAreaField
            label="Notes"
            optional="optional"
            rows={4}
            maxLength={NOTES_MAX}
            placeholder="Equipment, capacity, ADR, temperature range…"
            error={errors.notes?.message}
            {...register('notes')}
          />

          <div className={styles.actions}>
            <button type="button" className={styles.secondaryButton} onClick={onCancel}>
              Cancel
            </button>
            <button type="submit" className={styles.button} disabled={isSubmitting}>
              {isSubmitting ? 'Saving…' : unit ? 'Save changes' : 'Add the unit'}
            </button>
          </div>
        </form>
      </FormProvider>
    </section>
  );
}
