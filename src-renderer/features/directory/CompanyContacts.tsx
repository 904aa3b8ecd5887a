import { useId } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { MAX_CONTACTS } from '../../../shared/api/directory';
import { TextField } from '../../components/forms/form-fields';
import { listErrorOf, type CompanyEditInput } from './company-edit-values';
import styles from './company-edit.module.css';

const NEW_CONTACT = { name: '', role: '', email: '', phone: '' };

/** The people members may contact, shown only to signed-in members. */
export function CompanyContacts() {
  const id = useId();
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<CompanyEditInput>();
  const contacts = useFieldArray({ control, name: 'contacts' });

  return (
    <section className={styles.panel} aria-labelledby={`${id}-contacts`}>
      <h2 id={`${id}-contacts`}>Contact people</h2>
      <p className={styles.hint}>
        Only signed-in members see them, one company at a time, and every view is recorded.
      </p>
      {listErrorOf(errors.contacts) ? (
        <p className={styles.error} role="alert">
          {listErrorOf(errors.contacts)}
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
  );
}
