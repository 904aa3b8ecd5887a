import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { AdminApiKey, adminRevokeApiKey, listAllApiKeys } from '../../../shared/api/api-keys';
import { Breadcrumbs } from '../../components/content/Breadcrumbs';
import { TextField } from '../../components/forms/form-fields';
import { ConfirmDialog } from '../../components/kit/ConfirmDialog';
import { MemberGate } from '../../components/kit/MemberGate';
import { PageStatus } from '../../components/page-status/PageStatus';
import { Seo, type Crumb } from '../../components/seo/Seo';
import styles from '../../components/kit/classes.module.css';
import { usePageData } from '../../lib/api';
import { callApi } from '../../lib/api';
import { KEEP_SCROLL } from '../../lib/scroll-restoration';

const PATH = '/admin/api-keys';
const CRUMBS: Crumb[] = [
  { name: 'Home', path: '/' },
  { name: 'Admin', path: '/admin' },
  { name: 'Member API keys', path: PATH },
];

const LISTS = [
  { status: 'active', label: 'In use' },
  { status: 'revoked', label: 'Revoked' },
] as const;

const moment = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

function KeyList({ status, text }: { status: 'active' | 'revoked'; text: string }) {
  const keys = usePageData<typeof listAllApiKeys>(
    '/api/admin/api-keys',
    { query: { status, ...(text ? { text } : {}) } },
    { serverRender: false },
  );
  const [revoking, setRevoking] = useState<AdminApiKey>();
  const [done, setDone] = useState<string>();
  if (keys.state !== 'ready') return <PageStatus state={keys} what="the API keys" />;
  const items = keys.data.keys;
  return (
    <>
      <p role="status" className={styles.muted}>
        {done ? `${done} ` : ''}
        {items.length === 0
          ? status === 'active'
            ? 'No key is in use.'
            : 'No key has been revoked.'
          : `${items.length} ${items.length === 1 ? 'key' : 'keys'}, newest first.`}
      </p>
      <ul className={styles.list}>
        {items.map((key) => (
          <li key={key.id} className={styles.item}>
            <span className={styles.itemTitle}>
              {key.name} · dfa_…{key.hint}
            </span>
            <p className={styles.meta}>
              <Link to={`/admin/members/${key.company.id}`}>{key.company.name}</Link> · created{' '}
              {moment(key.createdAt)}
              {key.createdBy ? ` by ${key.createdBy}` : ''} ·{' '}
              {key.revokedAt
                ? `revoked ${moment(key.revokedAt)}`
                : key.lastUsedAt
                  ? `last used ${moment(key.lastUsedAt)}`
                  : 'not used yet'}{' '}
              · {key.recentRequests} {key.recentRequests === 1 ? 'request' : 'requests'} in 30 days
            </p>
            {key.revokedAt ? null : (
              <div>
                <button type="button" className={styles.secondaryButton} onClick={() => setRevoking(key)}>
                  Revoke
                  <span className="visually-hidden">{` ${key.company.name}’s key ${key.name}`}</span>
                </button>
              </div>
            )}
          </li>
        ))}
      </ul>
      {revoking ? (
        <ConfirmDialog
          title={`Revoke ${revoking.company.name}’s key “${revoking.name}”?`}
          text="The company’s systems using this key are refused from their next request. The company sees the key as revoked and can make a new one."
          confirmLabel="Revoke key"
          onConfirm={async () => {
            const { key } = await callApi<typeof adminRevokeApiKey>(
              { method: 'POST', path: '/api/admin/api-keys/revoke' },
              {
                body: {
                  id: revoking.id,
                },
              },
            );
            setRevoking(undefined);
            setDone(`${key.company.name}’s key “${key.name}” is revoked.`);
            keys.reload();
          }}
          onClose={() => setRevoking(undefined)}
        />
      ) : null}
    </>
  );
}

/** Every member company's API keys: who calls the member API, and a way to cut one off at once. */
export default function ApiKeysPage() {
  const [params, setParams] = useSearchParams();
  const status = params.get('status') === 'revoked' ? 'revoked' : 'active';
  const text = params.get('text') ?? '';
  const [typed, setTyped] = useState(text);
  const search = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams(params);
    if (typed.trim()) next.set('text', typed.trim());
    else next.delete('text');
    setParams(next, { state: KEEP_SCROLL });
  };
  const listHref = (listStatus: string) => {
    const next = new URLSearchParams(text ? { text } : {});
    if (listStatus !== 'active') next.set('status', listStatus);
    const query = next.toString();
    return query ? `${PATH}?${query}` : PATH;
  };
  return (
    <div className={styles.page}>
      <Seo
        path={PATH}
        title="Member API keys"
        description="The member API keys of every member company, and their use."
        breadcrumbs={CRUMBS}
        noIndex
      />
      <Breadcrumbs crumbs={CRUMBS} />
      <h1>Member API keys</h1>
      <MemberGate admins what="see the member API keys">
        {() => (
          <>
            <p className={styles.lead}>
              Keys members made for their own systems. Revoke one at once if it leaks or is misused: the
              company can make a new one.
            </p>
            <form
              className={styles.filters}
              onSubmit={search}
              role="search"
              aria-label="Find keys by company"
            >
              <TextField
                label="Company"
                name="text"
                value={typed}
                maxLength={100}
                onChange={(event) => setTyped(event.target.value)}
              />
              <div>
                <button type="submit" className={styles.secondaryButton}>
                  Find
                </button>
              </div>
            </form>
            <nav aria-label="Lists">
              <ul className={styles.tabs}>
                {LISTS.map((list) => (
                  <li key={list.status}>
                    <Link
                      to={listHref(list.status)}
                      state={KEEP_SCROLL}
                      aria-current={list.status === status ? 'page' : undefined}
                    >
                      {list.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            <KeyList key={`${status}|${text}`} status={status} text={text} />
          </>
        )}
      </MemberGate>
    </div>
  );
}
