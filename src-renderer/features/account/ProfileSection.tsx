import { changeName } from '../../../shared/api/account';
import type { UserRecord } from '../../../shared/api/user';
import { ApiFormFrame } from '../../components/forms/ApiFormFrame';
import { TextField } from '../../components/forms/form-fields';
import { useApiForm } from '../../components/forms/use-api-form';
import { Section } from '../../components/kit/Section';
import { useSignedIn } from '../../lib/session/use-signed-in';
import styles from './account.module.css';

function lastNameOf(user: UserRecord): string {
  return user.name.slice(user.first_name.length).trim();
}

/** The member's name, as colleagues and the DFA team see it. */
export function ProfileSection({ user }: { user: UserRecord }) {
  const signedIn = useSignedIn();
  const api = useApiForm({
    endpoint: changeName,
    defaultValues: { firstName: user.first_name, lastName: lastNameOf(user) },
    onSuccess: ({ user: updated }) => {
      signedIn(updated);
      return `Your name is now ${updated.name}.`;
    },
  });
  return (
    <Section panel title="Your name">
      <ApiFormFrame api={api} label="Your name" submitLabel="Save name" busyLabel="Saving…">
        <div className={styles.pair}>
          <TextField label="First name" autoComplete="given-name" {...api.field('firstName')} />
          <TextField label="Last name" autoComplete="family-name" {...api.field('lastName')} />
        </div>
      </ApiFormFrame>
    </Section>
  );
}
