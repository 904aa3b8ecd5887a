import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import {
  CURRENCIES,
  MAX_ZONES,
  NOTES_MAX,
  RATE_MODEL_LABELS,
  RATE_MODELS,
  saveUnit,
  UNIT_TYPE_LABELS,
  UNIT_TYPES,
  unitBodySchema,
  type TransportUnit,
  type UnitInput,
  type UnitValues,
} from '../../../shared/api/virtual-office';
import {
  FieldError,
  FormAlert,
  SelectField,
  TextAreaField,
  TextField,
} from '../../components/forms/form-fields';
import { showApiError } from '../../lib/api-errors';
import { callApi } from '../../lib/http';
import { CountryOptions } from '../../components/forms/CountryOptions';
import styles from './virtual-office.module.css';

const FIXED_FIELDS = [
  'name',
  'type',
  'registrationNumber',
  'zones',
  'rateModel',
  'rateAmount',
  'currency',
  'availableFrom',
  'availableUntil',
  'notes',
] as const;

function initialValues(unit: TransportUnit | undefined): UnitInput {
  if (!unit) {
    return {
      name: '',
      type: '' as UnitInput['type'],
      registrationNumber: '',
      zones: [{ country: '', city: '' }],
      rateModel: '' as UnitInput['rateModel'],
      rateAmount: '',
      currency: 'EUR',
      availableFrom: '',
      availableUntil: '',
      notes: '',
    };
  }
  return {
    id: unit.id,
    name: unit.name,
    type: unit.type,
    registrationNumber: unit.registrationNumber,
    zones: unit.zones.map((zone) => ({ country: zone.country, city: zone.city ?? '' })),
    rateModel: unit.rateModel,
    rateAmount: unit.rateAmount,
    currency: unit.currency,
    availableFrom: unit.availableFrom,
    availableUntil: unit.availableUntil,
    notes: unit.notes ?? '',
  };
}

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
  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<UnitInput, unknown, UnitValues>({
    resolver: zodResolver(unitBodySchema),
    defaultValues: initialValues(unit),
  });
  const zones = useFieldArray({ control, name: 'zones' });

  useEffect(() => {
    heading.current?.focus();
  }, []);

  const save = async (values: UnitValues) => {
    setFormError(undefined);
    try {
      onSaved(await callApi(saveUnit, { body: values }));
    } catch (error) {
      const zoneFields = zones.fields.flatMap((_zone, index) => [
        `zones.${index}.country` as const,
        `zones.${index}.city` as const,
      ]);
      setFormError(showApiError<UnitInput>(error, setError, [...FIXED_FIELDS, ...zoneFields]));
    }
  };

  const title = unit ? `Edit ${unit.name}` : 'Add a transport unit';

  return (
    <section className={styles.panel} aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} ref={heading} tabIndex={-1} className={styles.panelTitle}>
        {title}
      </h2>
      <p className={styles.muted}>
        Members see the listing as soon as you save it and can find it by loading zone and type.
      </p>
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

        <fieldset className={styles.fieldset} aria-describedby={`${ids}-zones-hint`}>
          <legend className={styles.label}>Loading zones</legend>
          <p id={`${ids}-zones-hint`} className={styles.hint}>
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
          <FieldError
            id={`${ids}-zones-error`}
            message={errors.zones?.message ?? errors.zones?.root?.message}
          />
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

        <div className={styles.formGrid}>
          <SelectField label="Rate model" error={errors.rateModel?.message} {...register('rateModel')}>
            <option value="">Choose how you charge</option>
            {RATE_MODELS.map((model) => (
              <option key={model} value={model}>
                {RATE_MODEL_LABELS[model]}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Amount"
            inputMode="decimal"
            placeholder="1.35"
            error={errors.rateAmount?.message}
            {...register('rateAmount')}
          />
          <SelectField label="Currency" error={errors.currency?.message} {...register('currency')}>
            {CURRENCIES.map((currency) => (
              <option key={currency} value={currency}>
                {currency}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Available from"
            type="date"
            error={errors.availableFrom?.message}
            {...register('availableFrom')}
          />
          <TextField
            label="Available until"
            type="date"
            error={errors.availableUntil?.message}
            {...register('availableUntil')}
          />
        </div>

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
    </section>
  );
}
