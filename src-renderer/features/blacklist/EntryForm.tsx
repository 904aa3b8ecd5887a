import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  addBlacklistItem,
  editCompany,
  entryInputSchema,
  reportCompany,
  type BlacklistEntry,
  type MemberReport,
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
  /** a member's report: what happened, in their words (empty for the association's own entries) */
  statement: string;
}

const FORM_FIELDS = ['companyName', 'aliases', 'countries', 'reasons', 'managers', 'statement'] as const;

/** What the form does: an admin adds or edits an entry, or a member reports a company. */
type Purpose =
  | { kind: 'add'; onSaved: (entry: BlacklistEntry) => void }
  | { kind: 'edit'; entry: BlacklistEntry; onSaved: (entry: BlacklistEntry) => void }
  | { kind: 'report'; onReported: (report: MemberReport) => void };

function valuesOf(entry: BlacklistEntry | undefined): EntryFormValues {
  if (!entry) {
    return {
      companyName: '',
      aliases: '',
      countries: [{ country: '', cities: '' }],
      reasons: '',
      managers: '',
      statement: '',
    };
  }
  return {
    companyName: entry.companyName,
    aliases: entry.aliases.join('\n'),
    countries: entry.countries.map(({ country, cities }) => ({ country, cities: cities.join(', ') })),
    reasons: entry.reasons.join('\n'),
    managers: entry.managers.join('\n'),
    statement: '',
  };
}

/** A report's rules are the entry's with the member's statement; an admin's entry has none to check. */
const ADMIN_ENTRY = entryInputSchema.extend({ statement: z.string() });
function schemaFor(reporting: boolean): typeof reportCompany.body {
  // Both read and give the same shape; only the statement's rule differs.
  return reporting ? reportCompany.body : (ADMIN_ENTRY as unknown as typeof reportCompany.body);
}

/**
 * Adds a new entry, edits one, or files a member's report; the shared schema checks it here and
 * again on the server.
 */
export function EntryForm({ purpose, onCancel }: { purpose: Purpose; onCancel: () => void }) {
  const entry = purpose.kind === 'edit' ? purpose.entry : undefined;
  const reporting = purpose.kind === 'report';
  const [formError, setFormError] = useState<string>();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(schemaFor(reporting)), defaultValues: valuesOf(entry) });
  const places = useFieldArray({ control, name: 'countries' });

  const save = async ({ statement, ...values }: z.output<typeof reportCompany.body>) => {
    setFormError(undefined);
    try {
      if (purpose.kind === 'report') {
        purpose.onReported(await callApi(reportCompany, { body: { ...values, statement } }));
      } else if (purpose.kind === 'edit') {
        purpose.onSaved(await callApi(editCompany, { body: { ...values, id: purpose.entry.id } }));
      } else {
        purpose.onSaved(await callApi(addBlacklistItem, { body: values }));
      }
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
      {reporting ? (
        <TextAreaField
          label="What happened"
          hint="Dates, amounts, shipments and what you did to settle it. The association reads it; the company does not see your name."
          rows={5}
          error={errors.statement?.message}
          {...register('statement')}
        />
      ) : null}
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
          {isSubmitting ? 'Saving…' : reporting ? 'Send the report' : entry ? 'Save changes' : 'Add entry'}
        </button>
      </div>
    </form>
  );
}
