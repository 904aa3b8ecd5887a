import { useState, type FormEvent } from 'react';
import type { changeName } from '../../../shared/api/account';
import type { UserRecord } from '../../../shared/api/user';
import { FormAlert, TextField } from '../../components/forms/form-fields';
import workspace from '../../components/workspace/workspace.module.css';
import { callApi } from '../../lib/api';
import { useSignedIn } from '../../lib/session/use-signed-in';
import styles from './account.module.css';
import { FormFooter } from './form-parts';
import { useAccountForm } from './use-account-form';

const FIELDS = ['firstName', 'lastName'] as const;

function lastNameOf(user: UserRecord): string {
  return user.name.slice(user.first_name.length).trim();
}

/** The member's name, as colleagues and the DFA team see it. */
export function ProfileSection({ user }: { user: UserRecord }) {
  const signedIn = useSignedIn();
  const form = useAccountForm(FIELDS);
  const [firstName, setFirstName] = useState(user.first_name);
  const [lastName, setLastName] = useState(() => lastNameOf(user));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.run(async () => {
      const { user: updated } = await callApi<typeof changeName>(
        { method: 'POST', path: '/api/account/name' },
        {
          body: {
            firstName,
            lastName,
          },
        },
      );
      signedIn(updated);
      setFirstName(updated.first_name);
      setLastName(lastNameOf(updated));
      return `Your name is now ${updated.name}.`;
    });
  };

  return (
    <section className={workspace.section} aria-labelledby="profile-heading">
      <h2 id="profile-heading">Your name</h2>
      <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="profile-heading">
        <FormAlert message={form.error} />
        <div className={styles.pair}>
          <TextField
            label="First name"
            name="firstName"
            autoComplete="given-name"
            value={firstName}
            onChange={(event) => setFirstName(event.target.value)}
            error={form.fields.firstName}
            required
          />
          <TextField
            label="Last name"
            name="lastName"
            autoComplete="family-name"
            value={lastName}
            onChange={(event) => setLastName(event.target.value)}
            error={form.fields.lastName}
            required
          />
        </div>
        <FormFooter form={form} label="Save name" busyLabel="Saving…" />
      </form>
    </section>
  );
}
