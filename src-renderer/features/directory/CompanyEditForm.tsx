import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { FormProvider, useForm, type Path } from 'react-hook-form';
import {
  companyEditSchema,
  saveMyCompany,
  type CompanyEdit,
  type EditableCompany,
} from '../../../shared/api/directory';
import { FormAlert } from '../../components/forms/form-fields';
import { showApiError } from '../../lib/api-errors';
import { callApi } from '../../lib/api';
import { CompanyAbout } from './CompanyAbout';
import { CompanyContacts } from './CompanyContacts';
import { formValuesOf, type CompanyEditInput } from './company-edit-values';
import { CompanyOffices } from './CompanyOffices';
import { CompanyServices } from './CompanyServices';
import styles from './company-edit.module.css';

/** Every field the server may name, so its messages land beside them. */
function serverFields(offices: number, contacts: number): Path<CompanyEditInput>[] {
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
  const [formError, setFormError] = useState<string>();
  const [saved, setSaved] = useState<string>();
  const form = useForm<CompanyEditInput, unknown, CompanyEdit>({
    resolver: zodResolver(companyEditSchema),
    defaultValues: formValuesOf(company),
  });
  const {
    handleSubmit,
    setError,
    getValues,
    reset,
    formState: { isSubmitting, isDirty },
  } = form;

  // Leaving with unsaved changes asks first, as the browser allows.
  useEffect(() => {
    if (!isDirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);

  const save = async (values: CompanyEdit) => {
    setFormError(undefined);
    setSaved(undefined);
    try {
      const answer = await callApi(saveMyCompany, { body: { ...values, ...(slug ? { slug } : {}) } });
      reset(formValuesOf(answer));
      onSaved(answer);
      setSaved('Your changes are saved and show in the directory now.');
    } catch (error) {
      const fields = serverFields(getValues('offices').length, getValues('contacts').length);
      setFormError(showApiError<CompanyEditInput>(error, setError, fields));
    }
  };

  return (
    <FormProvider {...form}>
      <form className={styles.form} noValidate onSubmit={(event) => void handleSubmit(save)(event)}>
        <FormAlert message={formError} />
        <CompanyAbout />
        <CompanyServices />
        <CompanyOffices />
        <CompanyContacts />
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
    </FormProvider>
  );
}
