import { listWidgetRequests } from '../../../shared/api/calculator-widget';
import { formatDate } from '../../../shared/domain/date';
import frame from '../../components/kit/classes.module.css';
import { usePageData } from '../../lib/api';
import { countryName } from '../../lib/countries';
import styles from './calculator-widget.module.css';

/** The quote requests the member's calculator has sent, newest first. */
export function WidgetRequests() {
  const requests = usePageData<typeof listWidgetRequests>(
    listWidgetRequests.path,
    {},
    { serverRender: false },
  );
  return (
    <section className={frame.panel} aria-labelledby="requests-title">
      <h2 id="requests-title" className={frame.panelTitle}>
        Requests from your calculator
      </h2>
      {requests.state === 'loading' ? <p role="status">Loading requests…</p> : null}
      {requests.state === 'error' ? <p role="alert">{requests.error.message}</p> : null}
      {requests.state === 'ready' && requests.data.items.length === 0 ? (
        <p>No request yet. Each one is also emailed to you as it arrives.</p>
      ) : null}
      {requests.state === 'ready' && requests.data.items.length > 0 ? (
        <ul className={styles.requests}>
          {requests.data.items.map(({ lead, requester, createdAt }) => (
            <li key={lead.id}>
              <strong>
                {requester.name}
                {requester.company ? `, ${requester.company}` : ''}
              </strong>{' '}
              ({requester.email}), {formatDate(createdAt)}:{' '}
              {lead.origin.port?.name ?? countryName(lead.origin.country)} to{' '}
              {lead.destination.port?.name ?? countryName(lead.destination.country)}, {lead.commodity}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
