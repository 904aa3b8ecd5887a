import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { useFieldArray, useForm, type Path } from 'react-hook-form';
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
import { showApiError } from '../../lib/api-errors';
import { callApi } from '../../lib/http';
import { COUNTRY_OPTIONS } from '../../lib/countries';
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

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className={styles.error}>
      {message}
    </p>
  ) : null;
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

  const field = (name: Path<UnitInput>, message: string | undefined) => ({
    id: `${ids}-${name}`,
    'aria-invalid': message ? true : undefined,
    'aria-describedby': message ? `${ids}-${name}-error` : undefined,
  });
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
        <div role="alert" className={styles.alertSlot}>
          {formError ? <p className={styles.alert}>{formError}</p> : null}
        </div>

        <div className={styles.formGrid}>
          <div className={styles.field}>
            <label htmlFor={`${ids}-name`} className={styles.label}>
              Name
            </label>
            <input
              className={styles.input}
              placeholder="Volvo FH 500 tautliner"
              {...field('name', errors.name?.message)}
              {...register('name')}
            />
            <FieldError id={`${ids}-name-error`} message={errors.name?.message} />
          </div>

          <div className={styles.field}>
            <label htmlFor={`${ids}-type`} className={styles.label}>
              Type
            </label>
            <select className={styles.input} {...field('type', errors.type?.message)} {...register('type')}>
              <option value="">Choose a type</option>
              {UNIT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {UNIT_TYPE_LABELS[type]}
                </option>
              ))}
            </select>
            <FieldError id={`${ids}-type-error`} message={errors.type?.message} />
          </div>

          <div className={styles.field}>
            <label htmlFor={`${ids}-registrationNumber`} className={styles.label}>
              Registration number
            </label>
            <input
              className={styles.input}
              autoCapitalize="characters"
              spellCheck={false}
              {...field('registrationNumber', errors.registrationNumber?.message)}
              {...register('registrationNumber')}
            />
            <FieldError id={`${ids}-registrationNumber-error`} message={errors.registrationNumber?.message} />
          </div>
        </div>

        <fieldset className={styles.fieldset} aria-describedby={`${ids}-zones-hint`}>
          <legend className={styles.label}>Loading zones</legend>
          <p id={`${ids}-zones-hint`} className={styles.hint}>
            Where the unit can load. Leave the city empty to offer the whole country.
          </p>
          <ol className={styles.zoneList}>
            {zones.fields.map((zone, index) => {
              const countryError = errors.zones?.[index]?.country?.message;
              const cityError = errors.zones?.[index]?.city?.message;
              return (
                <li key={zone.id} className={styles.zoneRow}>
                  <div className={styles.field}>
                    <label htmlFor={`${ids}-zones.${index}.country`} className={styles.label}>
                      Country of zone {index + 1}
                    </label>
                    <select
                      className={styles.input}
                      {...field(`zones.${index}.country`, countryError)}
                      {...register(`zones.${index}.country`)}
                    >
                      <option value="">Choose a country</option>
                      {COUNTRY_OPTIONS.map(({ code, name }) => (
                        <option key={code} value={code}>
                          {name}
                        </option>
                      ))}
                    </select>
                    <FieldError id={`${ids}-zones.${index}.country-error`} message={countryError} />
                  </div>
                  <div className={styles.field}>
                    <label htmlFor={`${ids}-zones.${index}.city`} className={styles.label}>
                      City of zone {index + 1} <span className={styles.optional}>(optional)</span>
                    </label>
                    <input
                      className={styles.input}
                      {...field(`zones.${index}.city`, cityError)}
                      {...register(`zones.${index}.city`)}
                    />
                    <FieldError id={`${ids}-zones.${index}.city-error`} message={cityError} />
                  </div>
                  <button
                    type="button"
                    className={styles.linkButton}
                    disabled={zones.fields.length === 1}
                    onClick={() => zones.remove(index)}
                  >
                    Remove zone {index + 1}
                  </button>
                </li>
              );
            })}
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
          <div className={styles.field}>
            <label htmlFor={`${ids}-rateModel`} className={styles.label}>
              Rate model
            </label>
            <select
              className={styles.input}
              {...field('rateModel', errors.rateModel?.message)}
              {...register('rateModel')}
            >
              <option value="">Choose how you charge</option>
              {RATE_MODELS.map((model) => (
                <option key={model} value={model}>
                  {RATE_MODEL_LABELS[model]}
                </option>
              ))}
            </select>
            <FieldError id={`${ids}-rateModel-error`} message={errors.rateModel?.message} />
          </div>

          <div className={styles.field}>
            <label htmlFor={`${ids}-rateAmount`} className={styles.label}>
              Amount
            </label>
            <input
              className={styles.input}
              inputMode="decimal"
              placeholder="1.35"
              {...field('rateAmount', errors.rateAmount?.message)}
              {...register('rateAmount')}
            />
            <FieldError id={`${ids}-rateAmount-error`} message={errors.rateAmount?.message} />
          </div>

          <div className={styles.field}>
            <label htmlFor={`${ids}-currency`} className={styles.label}>
              Currency
            </label>
            <select
              className={styles.input}
              {...field('currency', errors.currency?.message)}
              {...register('currency')}
            >
              {CURRENCIES.map((currency) => (
                <option key={currency} value={currency}>
                  {currency}
                </option>
              ))}
            </select>
            <FieldError id={`${ids}-currency-error`} message={errors.currency?.message} />
          </div>

          <div className={styles.field}>
            <label htmlFor={`${ids}-availableFrom`} className={styles.label}>
              Available from
            </label>
            <input
              type="date"
              className={styles.input}
              {...field('availableFrom', errors.availableFrom?.message)}
              {...register('availableFrom')}
            />
            <FieldError id={`${ids}-availableFrom-error`} message={errors.availableFrom?.message} />
          </div>

          <div className={styles.field}>
            <label htmlFor={`${ids}-availableUntil`} className={styles.label}>
              Available until
            </label>
            <input
              type="date"
              className={styles.input}
              {...field('availableUntil', errors.availableUntil?.message)}
              {...register('availableUntil')}
            />
            <FieldError id={`${ids}-availableUntil-error`} message={errors.availableUntil?.message} />
          </div>
        </div>

        <div className={styles.field}>
          <label htmlFor={`${ids}-notes`} className={styles.label}>
            Notes <span className={styles.optional}>(optional)</span>
          </label>
          <textarea
            className={styles.textarea}
            rows={4}
            maxLength={NOTES_MAX}
            placeholder="Equipment, capacity, ADR, temperature range…"
            {...field('notes', errors.notes?.message)}
            {...register('notes')}
          />
          <FieldError id={`${ids}-notes-error`} message={errors.notes?.message} />
        </div>

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
