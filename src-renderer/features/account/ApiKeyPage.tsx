import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { ApiKey, getApiKey } from '../../../shared/api/api-keys';
import { formatDate } from '../../../shared/domain/date';
import { Breadcrumbs } from '../../components/content/Breadcrumbs';
import { MemberGate } from '../../components/kit/MemberGate';
import { PageStatus } from '../../components/page-status/PageStatus';
import { Seo, type Crumb } from '../../components/seo/Seo';
import workspace from '../../components/kit/classes.module.css';
import { usePageData } from '../../lib/api';
import styles from './api-keys.module.css';
import { keyUseText, RevokeKeyDialog } from './RevokeKeyDialog';

const crumbs = (path: string, name: string): Crumb[] => [
  { name: 'Home', path: '/' },
  { name: 'Account', path: '/account' },
  { name, path },
];

function KeyDetails({ id }: { id: string }) {
  const answer = usePageData<typeof getApiKey>(
    '/api/account/api-keys/key',
    { query: { id: Number(id) } },
    { serverRender: false },
  );
  const [revoking, setRevoking] = useState<ApiKey>();
  const [revoked, setRevoked] = useState<string>();
  if (answer.state !== 'ready') return <PageStatus state={answer} what="this API key" />;
  const { key, usage, requestsPerMinute } = answer.data;
  const total = usage.reduce((sum, day) => sum + day.requests, 0);
  const busiest = Math.max(1, ...usage.map((day) => day.requests));
  return (
    <>
      <h1>{key.name}</h1>
      <p className={workspace.meta}>
        <span className={styles.hint}>{`dfa_…${key.hint}`}</span> ·{' '}
        {key.revokedAt ? 'revoked' : `in use, up to ${requestsPerMinute} requests a minute`}
      </p>
      <p className={workspace.meta}>{keyUseText(key)}</p>
      <p role="status" className={workspace.muted}>
        {revoked}
      </p>
      {key.revokedAt ? null : (
        <div className={styles.keyActions}>
          <button type="button" className={workspace.dangerButton} onClick={() => setRevoking(key)}>
            Revoke this key
          </button>
        </div>
      )}
      <section className={workspace.section} aria-labelledby="usage-heading">
        <h2 id="usage-heading">Requests per day</h2>
        <p className={workspace.muted}>
          {total === 0
            ? 'No requests in the last 30 days.'
            : `${total} ${total === 1 ? 'request' : 'requests'} in the last 30 days (days in UTC, today last).`}
        </p>
        <table className={styles.usage}>
          <caption className="visually-hidden">
            Requests made with this key on each of the last 30 days
          </caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Requests</th>
              <th scope="col">
                <span className="visually-hidden">Compared with the busiest day</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {[...usage].reverse().map((day) => (
              <tr key={day.day}>
                <td>{formatDate(day.day)}</td>
                <td>{day.requests}</td>
                <td aria-hidden="true">
                  {day.requests > 0 ? (
                    <span className={styles.bar} style={{ width: `${(day.requests / busiest) * 100}%` }} />
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <p>
        <Link to="/account">Back to your account</Link>
      </p>
      {revoking ? (
        <RevokeKeyDialog
          apiKey={revoking}
          onRevoked={(after) => {
            setRevoking(undefined);
            setRevoked(`The key “${after.name}” is revoked.`);
            answer.reload();
          }}
          onClose={() => setRevoking(undefined)}
        />
      ) : null}
    </>
  );
}

/** One of the company's API keys: what it is, when it was used, and its requests per day. */
export default function ApiKeyPage() {
  const { id = '' } = useParams();
  const path = `/account/api-keys/${id}`;
  return (
    <div className={workspace.page}>
      <Seo
        path={path}
        title="API key"
        description="One of your company’s member API keys and its use per day."
        breadcrumbs={crumbs(path, 'API key')}
        noIndex
      />
      <Breadcrumbs crumbs={crumbs(path, 'API key')} />
      <MemberGate what="see your company’s API keys">
        {() =>
          /^\d{1,9}$/.test(id) ? (
            <KeyDetails id={id} />
          ) : (
            <PageStatus state={{ state: 'not-found' }} what="this API key" />
          )
        }
      </MemberGate>
    </div>
  );
}
