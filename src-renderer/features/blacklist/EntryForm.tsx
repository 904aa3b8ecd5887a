import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  addBlacklistItem,
  editCompany,
  entryInputSchema,
  type BlacklistEntry,
} from '../../../shared/api/blacklist';
import { showApiError } from '../../lib/api-errors';
import { callApi } from '../../lib/api';
import { CountryOptions } from '../../components/forms/CountryOptions';
import { FormAlert, SelectField, TextAreaField, TextField } from '../../components/forms/form-fields';
import { firstMessage } from './first-message';
import styles from './blacklist.module.css';

/** What the form edits: lists as text, one item per line (cities comma-separated). */
interface EntryFormValues {
  companyName: string;
  aliases: string;
  countries: { country: string; cities: string }[];
  reasons: string;
  managers: string;
}

const FORM_FIELDS = ['companyName', 'aliases', 'countries', 'reasons', 'managers'] as const;

function valuesOf(entry: BlacklistEntry | undefined): EntryFormValues {
  if (!entry) {
    return {
      companyName: '',
      aliases: '',
      countries: [{ country: '', cities: '' }],
      reasons: '',
      managers: '',
    };
  }
  return {
    companyName: entry.companyName,
    aliases: entry.aliases.join('\n'),
    countries: entry.countries.map(({ country, cities }) => ({ country, cities: cities.join(', ') })),
    reasons: entry.reasons.join('\n'),
    managers: entry.managers.join('\n'),
  };
}

/** Adds a new entry, or edits `entry`; the shared schema checks it here and again on the server. */
export function EntryForm({
  entry,
  onSaved,
  onCancel,
}: {
  entry?: BlacklistEntry;
  onSaved: (entry: BlacklistEntry) => void;
  onCancel: () => void;
}) {
  const [formError, setFormError] = useState<string>();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(entryInputSchema), defaultValues: valuesOf(entry) });
  const places = useFieldArray({ control, name: 'countries' });

  const save = async (values: z.output<typeof entryInputSchema>) => {
    setFormError(undefined);
    try {
      const saved = entry
        ? await callApi(editCompany, { body: { ...values, id: entry.id } })
        : await callApi(addBlacklistItem, { body: values });
      onSaved(saved);
    } catch (error) {
      setFormError(showApiError(error, setError, FORM_FIELDS));
    }
  };

  const countriesError = errors.countries?.root?.message ?? errors.countries?.message;

  return (
    <form className={styles.dialogBody} noValidate onSubmit={(event) => void handleSubmit(save)(event)}>
      <FormAlert message={formError} />
      <TextField
        label="Company name"
        autoComplete="off"
        error={errors.companyName?.message}
        {...register('companyName')}
      />
      <TextAreaField
        label="Other names (optional)"
        hint="Trading names, former names or spellings, one per line."
        rows={2}
        error={firstMessage(errors.aliases)}
        {...register('aliases')}
      />
      <fieldset className={styles.fieldset}>
        <legend>Countries and cities</legend>
        {places.fields.map((place, index) => (
          <div key={place.id} className={styles.placeRow}>
            <SelectField
              label={`Country ${index + 1}`}
              error={errors.countries?.[index]?.country?.message}
              {...register(`countries.${index}.country`)}
            >
              <CountryOptions placeholder="Choose a country" />
            </SelectField>
            <TextField
              label={`Cities in country ${index + 1} (optional)`}
              hint="Separate cities with commas."
              error={firstMessage(errors.countries?.[index]?.cities)}
              {...register(`countries.${index}.cities`)}
            />
            {places.fields.length > 1 ? (
              <button type="button" className={styles.linkButton} onClick={() => places.remove(index)}>
                Remove country {index + 1}
              </button>
            ) : null}
          </div>
        ))}
        {countriesError ? <p className={styles.error}>{countriesError}</p> : null}
        <button
          type="button"
          className={styles.secondaryButton}
          onClick={() => places.append({ country: '', cities: '' })}
        >
          Add another country
        </button>
      </fieldset>
      <TextAreaField
        label="Reasons"
        hint="What the company did, one reason per line: unpaid invoices with amounts, undelivered cargo, false documents."
        rows={4}
        error={firstMessage(errors.reasons)}
        {...register('reasons')}
      />
      <TextAreaField
        label="People associated (optional)"
        hint="Owners, directors or managers, one per line."
        rows={2}
        error={firstMessage(errors.managers)}
        {...register('managers')}
      />
      <div className={styles.actions}>
        <button type="button" className={styles.secondaryButton} onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className={styles.button} disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : entry ? 'Save changes' : 'Add entry'}
        </button>
      </div>
    </form>
  );
}
