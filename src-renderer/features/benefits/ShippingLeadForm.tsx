import { useEffect } from 'react';
import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import {
  COMMODITY_MAX,
  INCOTERM_LABELS,
  INCOTERMS,
  LEAD_MODE_LABELS,
  LEAD_MODES,
  leadForm,
  NOTES_MAX,
  type LeadFields,
  type LeadFieldsInput,
} from '../../../shared/api/shipping-leads';
import {
  CheckboxField,
  CompanyField,
  EmailField,
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
import { ContainerLines, PieceLines } from './LeadCargoLines';
import { LeadSenderNote } from './LeadSenderNote';
import { LEAD_DEFAULTS, leadFieldNames, leadResolver } from './lead-form-values';
import kit from '../../components/forms/forms.module.css';
import styles from './shipping-lead-form.module.css';

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
    resolver: leadResolver,
    defaultValues: LEAD_DEFAULTS,
    shouldFocusError: false,
  });
  useFocusFirstError(formId, Object.keys(errors).length > 0, isSubmitting, submitCount);
  const mode = useWatch({ control, name: 'mode' });
  const countries = useCountryOptions();
  const equipment = useFieldArray({ control, name: 'equipment' });
  const pieces = useFieldArray({ control, name: 'pieces' });
  const fields = leadFieldNames(pieces.fields.length, equipment.fields.length);
  const { submit, sentTo, sendAnother, formError, captcha } = useFormSender<LeadFields>(leadForm, fields, {
    setError: setError as never,
    reset: () => reset(LEAD_DEFAULTS),
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
        <ContainerLines lines={equipment} register={register} errors={errors} />
      ) : mode ? (
        <PieceLines lines={pieces} register={register} errors={errors} />
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
      <LeadSenderNote />
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
