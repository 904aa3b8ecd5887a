import { useState } from 'react';
import { Link } from 'react-router';
import { createApiKey, type ApiKey, type listApiKeys } from '../../../shared/api/api-keys';
import type { UserRecord } from '../../../shared/api/user';
import { toolLockedMessage } from '../../../shared/domain/member-access';
import { ApiFormFrame } from '../../components/forms/ApiFormFrame';
import { TextField } from '../../components/forms/form-fields';
import { useApiForm } from '../../components/forms/use-api-form';
import workspace from '../../components/kit/classes.module.css';
import { Notice } from '../../components/kit/Notice';
import { Section } from '../../components/kit/Section';
import { EmptyState, Loaded } from '../../components/kit/states';
import { announce } from '../../lib/announce';
import { usePageData } from '../../lib/api';
import { focusSoon } from '../../lib/focus';
import styles from './api-keys.module.css';
import { keyUseText, RevokeKeyDialog } from './RevokeKeyDialog';

/** The new key's secret, shown this once with a way to copy it. */
function NewSecret({ name, secret, onDone }: { name: string; secret: string; onDone: () => void }) {
  const [copied, setCopied] = useState<string>();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied('Copied to the clipboard.');
    } catch {
      setCopied('Your browser did not let us copy: select the key and copy it yourself.');
    }
  };
  return (
    <div className={styles.secret} role="region" aria-label="Your new API key">
      <p>
        <strong>{`Copy the key “${name}” now.`}</strong> It is shown this once: the portal keeps only a
        fingerprint of it, so nobody can show it to you again.
      </p>
      <div className={styles.secretValue}>
        <input
          aria-label="New API key"
          readOnly
          value={secret}
          onFocus={(event) => event.currentTarget.select()}
          spellCheck={false}
        />
        <button type="button" className={workspace.secondaryButton} onClick={() => void copy()}>
          Copy
        </button>
      </div>
      <p role="status" className={workspace.muted}>
        {copied}
      </p>
      <div>
        <button type="button" className={workspace.button} onClick={onDone}>
          I have stored the key
        </button>
      </div>
    </div>
  );
}

function KeyItem({ apiKey, onRevoke }: { apiKey: ApiKey; onRevoke: (key: ApiKey) => void }) {
  return (
    <li className={workspace.item}>
      <div className={styles.keyHead}>
        <Link className={workspace.itemTitle} to={`/account/api-keys/${apiKey.id}`}>
          {apiKey.name}
        </Link>
        <span className={styles.hint} aria-label={`ending in ${apiKey.hint}`}>
          {`dfa_…${apiKey.hint}`}
        </span>
        {apiKey.revokedAt ? (
          <span className={`${workspace.badge} ${workspace.bad}`}>Revoked</span>
        ) : (
          <span className={`${workspace.badge} ${workspace.good}`}>In use</span>
        )}
      </div>
      <p className={workspace.meta}>{keyUseText(apiKey)}</p>
      {apiKey.revokedAt ? null : (
        <div>
          <button type="button" className={workspace.secondaryButton} onClick={() => onRevoke(apiKey)}>
            Revoke
            <span className="visually-hidden">{` the key ${apiKey.name}`}</span>
          </button>
        </div>
      )}
    </li>
  );
}

/**
 * Keys for the company's own systems to call the member API (DCSA schedules and tracking):
 * make one (its secret shown once), see when each was last used, revoke any.
 */
export function ApiKeysSection({ user }: { user: UserRecord }) {
  const keys = usePageData<typeof listApiKeys>('/api/account/api-keys', {}, { serverRender: false });
  const [created, setCreated] = useState<{ name: string; secret: string }>();
  const [revoking, setRevoking] = useState<ApiKey>();
  const locked = toolLockedMessage('member-api', { type: user.type, isAdmin: user.isAdmin });
  const api = useApiForm({
    endpoint: createApiKey,
    defaultValues: { name: '' },
    resetOnSuccess: true,
    onSuccess: (answer) => {
      setCreated({ name: answer.key.name, secret: answer.secret });
      keys.reload();
      // The secret's panel says the rest, and takes the focus.
      focusSoon(() => document.querySelector<HTMLElement>('[aria-label="New API key"]'));
      return `The key “${answer.key.name}” is made. Copy it now: it is shown this once.`;
    },
  });

  return (
    <Section
      panel
      title="API keys"
      description="Your company’s own systems, such as a transport management system, can read ship schedules and the events of your watchlist through the member API, in the DCSA standards’ formats."
    >
      <p className={workspace.muted}>
        Send a key as <code>Authorization: Bearer &lt;key&gt;</code>. Keys belong to your company: every
        colleague sees them and can revoke them. See the <a href="/api/docs">API reference</a>.
      </p>
      {created ? (
        <NewSecret name={created.name} secret={created.secret} onDone={() => setCreated(undefined)} />
      ) : null}
      {locked ? (
        <div role="note">
          <Notice tone="info">{locked}</Notice>
        </div>
      ) : (
        <ApiFormFrame api={api} label="Create an API key" submitLabel="Create key" busyLabel="Creating…">
          <TextField
            label="Key name"
            maxLength={60}
            hint="Say which system uses it, like “TMS production”, so you know which key to revoke."
            {...api.field('name')}
          />
        </ApiFormFrame>
      )}
      <Loaded data={keys} what="your company’s API keys">
        {(data) =>
          data.keys.length === 0 ? (
            <EmptyState title="Your company has no API keys yet.">
              <p>Make one above for each system that should call the member API.</p>
            </EmptyState>
          ) : (
            <>
              <p className={workspace.muted}>
                {`Each key may make ${data.requestsPerMinute} requests a minute. Open a key to see its use per day.`}
              </p>
              <ul className={workspace.list} aria-label="Your company’s API keys" id="api-key-list">
                {data.keys.map((apiKey) => (
                  <KeyItem key={apiKey.id} apiKey={apiKey} onRevoke={setRevoking} />
                ))}
              </ul>
            </>
          )
        }
      </Loaded>
      {revoking ? (
        <RevokeKeyDialog
          apiKey={revoking}
          onRevoked={(key) => {
            announce(`The key “${key.name}” is revoked.`);
            keys.reload();
          }}
          onClose={() => setRevoking(undefined)}
          focusAfterConfirm={() => document.getElementById('api-key-list')}
        />
      ) : null}
    </Section>
  );
}
