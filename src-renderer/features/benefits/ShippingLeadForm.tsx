import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useFieldArray, useWatch, type Path, type Resolver } from 'react-hook-form';
import { CARGO_LIMITS } from '../../../shared/calculator/cargo';
import {
  COMMODITY_MAX,
  EQUIPMENT_LABELS,
  EQUIPMENT_TYPES,
  INCOTERM_LABELS,
  INCOTERMS,
  LEAD_MODE_LABELS,
  LEAD_MODES,
  leadFieldsSchema,
  leadForm,
  MAX_EQUIPMENT_LINES,
  NOTES_MAX,
  type LeadFields,
  type LeadFieldsInput,
} from '../../../shared/api/shipping-leads';
import {
  CheckboxField,
  CompanyField,
  EmailField,
  FieldError,
  NameField,
  PhoneField,
  SelectField,
  TextAreaField,
  TextField,
} from '../../components/forms/form-fields';
import { FormShell, FormThanks } from '../../components/forms/FormShell';
import { PlacePicker } from '../../components/forms/PlacePicker';
import { useFormSender } from '../../components/forms/use-form-sender';
import { useServerForm } from '../../components/forms/use-server-form';
import { useCountryOptions } from '../../lib/countries';
import kit from '../../components/forms/forms.module.css';
import styles from './shipping-lead-form.module.css';

const PIECE_FIELDS = ['count', 'length', 'width', 'height', 'lengthUnit', 'weight', 'weightUnit'] as const;
const NEW_PIECE = { count: 1, lengthUnit: 'cm', weightUnit: 'kg' } as NonNullable<
  LeadFieldsInput['pieces']
>[number];
const NEW_EQUIPMENT = { type: '40HC', count: 1 } as const;

const DEFAULTS: LeadFieldsInput = {
  origin: { country: '', port: '', city: '' },
  destination: { country: '', port: '', city: '' },
  mode: '' as LeadFieldsInput['mode'],
  equipment: [NEW_EQUIPMENT],
  pieces: [NEW_PIECE],
  commodity: '',
  hazardous: false,
  readyDate: '',
  incoterm: '' as LeadFieldsInput['incoterm'],
  notes: '',
  name: '',
  company: '',
  email: '',
  phone: '',
  country: '',
};

/** Only the cargo description that fits the mode is checked and sent. */
const resolver: Resolver<LeadFieldsInput, unknown, LeadFields> = (values, context, options) =>
  zodResolver(leadFieldsSchema)(
    values.mode === 'sea-fcl' ? { ...values, pieces: [] } : { ...values, equipment: [] },
    context,
    options,
  );

const PLACE_FIELDS = ['origin', 'destination'].flatMap((end) =>
  ['country', 'port', 'city'].map((field) => `${end}.${field}`),
);
const FIXED_FIELDS = [
  ...PLACE_FIELDS,
  'mode',
  'equipment',
  'pieces',
  'commodity',
  'hazardous',
  'readyDate',
  'incoterm',
  'notes',
  'name',
  'company',
  'email',
  'phone',
  'country',
] as Path<LeadFields>[];

const numeric = { valueAsNumber: true } as const;

/**
 * After a send that failed on a field (here or on the server), the first field with a message,
 * in the order the visitor reads them, takes the focus: react-hook-form's own choice follows the
 * order fields registered in, which puts the cargo's mode before the route.
 */
function useFocusFirstError(formId: string, hasErrors: boolean, isSubmitting: boolean, submitCount: number) {
  useEffect(() => {
    if (isSubmitting || submitCount === 0 || !hasErrors) return;
    document.getElementById(formId)?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [formId, hasErrors, isSubmitting, submitCount]);
}

/** A shipper's request for quotes: reviewed by DFA, then published to members as a shipping lead. */
export function ShippingLeadForm({ labelledBy }: { labelledBy: string }) {
  const {
    formId,
    control,
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, submitCount },
  } = useServerForm<LeadFieldsInput, unknown, LeadFields>({
    resolver,
    defaultValues: DEFAULTS,
    shouldFocusError: false,
  });
  useFocusFirstError(formId, Object.keys(errors).length > 0, isSubmitting, submitCount);
  const mode = useWatch({ control, name: 'mode' });
  const countries = useCountryOptions();
  const equipment = useFieldArray({ control, name: 'equipment' });
  const pieces = useFieldArray({ control, name: 'pieces' });
  const fields = [
    ...FIXED_FIELDS,
    ...pieces.fields.flatMap((_piece, index) => PIECE_FIELDS.map((field) => `pieces.${index}.${field}`)),
    ...equipment.fields.flatMap((_line, index) => [`equipment.${index}.type`, `equipment.${index}.count`]),
  ] as Path<LeadFields>[];
  const { submit, sentTo, sendAnother, formError, captcha } = useFormSender<LeadFields>(leadForm, fields, {
    setError: setError as never,
    reset: () => reset(DEFAULTS),
  });

  if (sentTo !== undefined) {
    return (
      <FormThanks heading="Your request is with us" againLabel="Request another quote" onAgain={sendAnother}>
        <p>
          We aim to check each request and publish it to Premium members within one working day. Then we email{' '}
          <strong>{sentTo}</strong> a private link where the quotes from member forwarders appear side by
          side, and where you can accept the one you choose.
        </p>
      </FormThanks>
    );
  }

  return (
    <FormShell
      id={formId}
      labelledBy={labelledBy}
      action="lead-form"
      submitLabel="Request quotes"
      submitting={isSubmitting}
      formError={formError}
      captcha={captcha}
      onSubmit={(event) => void handleSubmit(submit)(event)}
    >
      <h2 className={styles.section}>Route</h2>
      {(['origin', 'destination'] as const).map((end) => (
        <Controller
          key={end}
          control={control}
          name={end}
          render={({ field }) => (
            <PlacePicker
              name={field.name}
              legend={end === 'origin' ? 'Ships from' : 'Ships to'}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              countryRef={field.ref}
              withCity
              errors={{
                country: errors[end]?.country?.message,
                port: errors[end]?.port?.message,
                city: errors[end]?.city?.message ?? errors[end]?.message,
              }}
            />
          )}
        />
      ))}

      <h2 className={styles.section}>Cargo</h2>
      <SelectField label="Mode of transport" error={errors.mode?.message} {...register('mode')}>
        <option value="">Choose a mode</option>
        {LEAD_MODES.map((value) => (
          <option key={value} value={value}>
            {LEAD_MODE_LABELS[value]}
          </option>
        ))}
      </SelectField>

      {mode === 'sea-fcl' ? (
        <div>
          {equipment.fields.map((line, index) => (
            <fieldset key={line.id} className={kit.group}>
              <legend>Containers, line {index + 1}</legend>
              <div className={kit.row}>
                <SelectField
                  label="Container type"
                  error={errors.equipment?.[index]?.type?.message}
                  {...register(`equipment.${index}.type`)}
                >
                  {EQUIPMENT_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {EQUIPMENT_LABELS[type]}
                    </option>
                  ))}
                </SelectField>
                <TextField
                  label="How many"
                  type="number"
                  inputMode="numeric"
                  min={1}
                  error={errors.equipment?.[index]?.count?.message}
                  {...register(`equipment.${index}.count`, numeric)}
                />
              </div>
              {equipment.fields.length > 1 ? (
                <button type="button" className={kit.linkButton} onClick={() => equipment.remove(index)}>
                  Remove containers, line {index + 1}
                </button>
              ) : null}
            </fieldset>
          ))}
          <FieldError
            id="lead-equipment-error"
            message={errors.equipment?.message ?? errors.equipment?.root?.message}
          />
          {equipment.fields.length < MAX_EQUIPMENT_LINES ? (
            <button type="button" className={kit.linkButton} onClick={() => equipment.append(NEW_EQUIPMENT)}>
              Add another container type
            </button>
          ) : null}
        </div>
      ) : mode ? (
        <div>
          {pieces.fields.map((line, index) => {
            const error = errors.pieces?.[index];
            return (
              <fieldset key={line.id} className={kit.group}>
                <legend>Pieces, line {index + 1}</legend>
                <div className={kit.row}>
                  <TextField
                    label="Pieces"
                    type="number"
                    inputMode="numeric"
                    min={1}
                    error={error?.count?.message}
                    {...register(`pieces.${index}.count`, numeric)}
                  />
                  {(['length', 'width', 'height'] as const).map((side) => (
                    <TextField
                      key={side}
                      label={`${side[0]!.toUpperCase()}${side.slice(1)}`}
                      type="number"
                      inputMode="decimal"
                      step="any"
                      min={0}
                      error={error?.[side]?.message}
                      {...register(`pieces.${index}.${side}`, numeric)}
                    />
                  ))}
                  <SelectField label="Sizes in" {...register(`pieces.${index}.lengthUnit`)}>
                    <option value="cm">cm</option>
                    <option value="in">inches</option>
                  </SelectField>
                  <TextField
                    label="Weight per piece"
                    type="number"
                    inputMode="decimal"
                    step="any"
                    min={0}
                    error={error?.weight?.message}
                    {...register(`pieces.${index}.weight`, numeric)}
                  />
                  <SelectField label="Weight in" {...register(`pieces.${index}.weightUnit`)}>
                    <option value="kg">kg</option>
                    <option value="lb">lb</option>
                  </SelectField>
                </div>
                {pieces.fields.length > 1 ? (
                  <button type="button" className={kit.linkButton} onClick={() => pieces.remove(index)}>
                    Remove pieces, line {index + 1}
                  </button>
                ) : null}
              </fieldset>
            );
          })}
          <FieldError
            id="lead-pieces-error"
            message={errors.pieces?.message ?? errors.pieces?.root?.message}
          />
          {pieces.fields.length < CARGO_LIMITS.lines ? (
            <button type="button" className={kit.linkButton} onClick={() => pieces.append(NEW_PIECE)}>
              Add a line of different pieces
            </button>
          ) : null}
        </div>
      ) : null}

      <TextField
        label="What are the goods?"
        hint="For example: ceramic floor tiles on pallets"
        maxLength={COMMODITY_MAX}
        error={errors.commodity?.message}
        {...register('commodity')}
      />
      <CheckboxField
        label="The goods are dangerous (hazardous) goods"
        error={errors.hazardous?.message}
        {...register('hazardous')}
      />
      <div className={kit.row}>
        <TextField
          label="Cargo ready on"
          type="date"
          error={errors.readyDate?.message}
          {...register('readyDate')}
        />
        <SelectField label="Incoterms® 2020 rule" error={errors.incoterm?.message} {...register('incoterm')}>
          <option value="">Not agreed yet</option>
          {INCOTERMS.map((term) => (
            <option key={term} value={term}>
              {INCOTERM_LABELS[term]}
            </option>
          ))}
        </SelectField>
      </div>
      <TextAreaField
        label="Notes"
        optional="optional"
        hint="Anything a forwarder should know: packing, loading, customs, insurance"
        rows={3}
        maxLength={NOTES_MAX}
        error={errors.notes?.message}
        {...register('notes')}
      />

      <h2 className={styles.section}>About you</h2>
      <p className={styles.note}>
        Members do not see your contact details; the forwarder you choose gets them.
      </p>
      <NameField error={errors.name?.message} {...register('name')} />
      <CompanyField optional="optional" error={errors.company?.message} {...register('company')} />
      <EmailField error={errors.email?.message} {...register('email')} />
      <PhoneField error={errors.phone?.message} {...register('phone')} />
      <SelectField label="Your country" error={errors.country?.message} {...register('country')}>
        <option value="">Choose a country</option>
        {countries.map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </SelectField>
    </FormShell>
  );
}
