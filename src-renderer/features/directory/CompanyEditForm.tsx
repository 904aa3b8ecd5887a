import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import { useFieldArray, useForm, useWatch, type Path } from 'react-hook-form';
import type { z } from 'zod';
import {
  companyEditSchema,
  DESCRIPTION_MAX_LENGTH,
  MAX_CONTACTS,
  MAX_OFFICES,
  saveMyCompany,
  type CompanyEdit,
  type EditableCompany,
} from '../../../shared/api/directory';
import { SERVICES } from '../../../shared/domain/services';
import { FormAlert, SelectField, TextAreaField, TextField } from '../../components/forms/form-fields';
import { showApiError } from '../../lib/api-errors';
import { CountryOptions } from '../../components/forms/CountryOptions';
import { callApi } from '../../lib/http';
import styles from './company-edit.module.css';

type EditInput = z.input<typeof companyEditSchema>;

function formValues(company: EditableCompany): EditInput {
  return {
    description: company.description,
    website: company.website,
    services: company.services,
    offices: company.offices,
    contacts: company.contacts,
  };
}

const NEW_OFFICE = { country: '', city: '', address: '', isHeadOffice: false };
const NEW_CONTACT = { name: '', role: '', email: '', phone: '' };

/** Every field the server may name, so its messages land beside them. */
function serverFields(offices: number, contacts: number): Path<EditInput>[] {
  return [
    'description',
    'website',
    'services',
    'offices',
    'contacts',
    ...Array.from({ length: offices }, (_, index) =>
      (['country', 'city', 'address'] as const).map((key) => `offices.${index}.${key}` as const),
    ).flat(),
    ...Array.from({ length: contacts }, (_, index) =>
      (['name', 'role', 'email', 'phone'] as const).map((key) => `contacts.${index}.${key}` as const),
    ).flat(),
  ];
}

/** The profile's text, services, offices and contacts, saved together. */
export function CompanyEditForm({
  company,
  slug,
  onSaved,
}: {
  company: EditableCompany;
  slug: string | undefined;
  onSaved: (company: EditableCompany) => void;
}) {
  const ids = useId();
  const [formError, setFormError] = useState<string>();
  const [saved, setSaved] = useState<string>();
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<EditInput, unknown, CompanyEdit>({
    resolver: zodResolver(companyEditSchema),
    defaultValues: formValues(company),
  });
  const offices = useFieldArray({ control, name: 'offices' });
  const contacts = useFieldArray({ control, name: 'contacts' });
  const officeValues = useWatch({ control, name: 'offices' });
  const description = useWatch({ control, name: 'description' });

  // Leaving with unsaved changes asks first, as the browser allows.
  useEffect(() => {
    if (!isDirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);

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

  const save = async (values: CompanyEdit) => {
    setFormError(undefined);
    setSaved(undefined);
    try {
      const answer = await callApi(saveMyCompany, { body: { ...values, ...(slug ? { slug } : {}) } });
      reset(formValues(answer));
      onSaved(answer);
      setSaved('Your changes are saved and show in the directory now.');
    } catch (error) {
      setFormError(
        showApiError<EditInput>(error, setError, serverFields(offices.fields.length, contacts.fields.length)),
      );
    }
  };

  const arrayError = (error: { message?: string; root?: { message?: string } } | undefined) =>
    error?.message ?? error?.root?.message;

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void handleSubmit(save)(event)}>
      <FormAlert message={formError} />

      <section className={styles.panel} aria-labelledby={`${ids}-about`}>
        <h2 id={`${ids}-about`}>About the company</h2>
        <TextAreaField
          label="Description"
          optional="optional"
          rows={6}
          maxLength={DESCRIPTION_MAX_LENGTH}
          hint={`What you move, where, and what you are known for. ${description.length} of ${DESCRIPTION_MAX_LENGTH} characters.`}
          error={errors.description?.message}
          {...register('description')}
        />
        <TextField
          label="Website"
          optional="optional"
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://www.example.com"
          error={errors.website?.message}
          {...register('website')}
        />
      </section>

      <section className={styles.panel} aria-labelledby={`${ids}-services`}>
        <h2 id={`${ids}-services`}>Services</h2>
        <p id={`${ids}-services-hint`} className={styles.hint}>
          Choose every service your company offers; visitors filter by them.
        </p>
        <div
          role="group"
          className={styles.checkGrid}
          aria-labelledby={`${ids}-services`}
          aria-describedby={`${ids}-services-hint${errors.services ? ` ${ids}-services-error` : ''}`}
        >
          {SERVICES.map((service) => (
            <label key={service.id} className={styles.check}>
              <input type="checkbox" value={service.id} {...register('services')} />
              {service.label}
            </label>
          ))}
        </div>
        {errors.services ? (
          <p id={`${ids}-services-error`} className={styles.error}>
            {arrayError(errors.services)}
          </p>
        ) : null}
      </section>

      <section className={styles.panel} aria-labelledby={`${ids}-offices`}>
        <h2 id={`${ids}-offices`}>Offices</h2>
        <p className={styles.hint}>
          The head office is the place shown on your card. List every office members can work with.
        </p>
        {arrayError(errors.offices) ? (
          <p className={styles.error} role="alert">
            {arrayError(errors.offices)}
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
                      name={`${ids}-head-office`}
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

      <section className={styles.panel} aria-labelledby={`${ids}-contacts`}>
        <h2 id={`${ids}-contacts`}>Contact people</h2>
        <p className={styles.hint}>
          Only signed-in members see them, one company at a time, and every view is recorded.
        </p>
        {arrayError(errors.contacts) ? (
          <p className={styles.error} role="alert">
            {arrayError(errors.contacts)}
          </p>
        ) : null}
        {contacts.fields.length === 0 ? (
          <p>No contact people yet. Members who want to work with you will look for one.</p>
        ) : null}
        <ol className={styles.rows}>
          {contacts.fields.map((contact, index) => (
            <li key={contact.id} className={styles.row}>
              <fieldset>
                <legend className={styles.rowTitle}>Contact {index + 1}</legend>
                <div className={styles.rowFields}>
                  <TextField
                    label="Name"
                    autoComplete="off"
                    error={errors.contacts?.[index]?.name?.message}
                    {...register(`contacts.${index}.name`)}
                  />
                  <TextField
                    label="Role"
                    placeholder="Sales manager"
                    error={errors.contacts?.[index]?.role?.message}
                    {...register(`contacts.${index}.role`)}
                  />
                  <TextField
                    label="Email"
                    type="email"
                    inputMode="email"
                    autoComplete="off"
                    error={errors.contacts?.[index]?.email?.message}
                    {...register(`contacts.${index}.email`)}
                  />
                  <TextField
                    label="Phone"
                    optional="with country code"
                    type="tel"
                    autoComplete="off"
                    error={errors.contacts?.[index]?.phone?.message}
                    {...register(`contacts.${index}.phone`)}
                  />
                </div>
                <div className={styles.rowActions}>
                  <button type="button" className={styles.linkButton} onClick={() => contacts.remove(index)}>
                    Remove contact {index + 1}
                  </button>
                </div>
              </fieldset>
            </li>
          ))}
        </ol>
        {contacts.fields.length < MAX_CONTACTS ? (
          <button
            type="button"
            className={styles.secondaryButton}
            onClick={() => contacts.append({ ...NEW_CONTACT }, { shouldFocus: true })}
          >
            Add a contact person
          </button>
        ) : null}
      </section>

      <div className={styles.saveBar}>
        <button type="submit" className={styles.button} disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : 'Save changes'}
        </button>
        {isDirty ? <span className={styles.hint}>You have unsaved changes.</span> : null}
        <div role="status" className={styles.alertSlot}>
          {saved && !isDirty ? <p className={styles.done}>{saved}</p> : null}
        </div>
      </div>
    </form>
  );
}
