import { useEffect, useState } from 'react';
import { BLACKLIST_STATUS_LABELS, listMyReports, type MemberReport } from '../../../shared/api/blacklist';
import { formatDate } from '../../../shared/domain/date';
import { Modal } from '../../components/modal/Modal';
import { callApi } from '../../lib/api';
import { EntryForm } from './EntryForm';
import styles from './blacklist.module.css';

/** What each step of the due process means for the member who reported. */
const STATUS_NOTES: Partial<Record<MemberReport['status'], string>> = {
  reported: 'waiting for the association’s review',
  under_review: 'the association is reviewing it and may ask the company for its side',
  listed: 'listed: every member sees it',
  disputed: 'listed, and the company disputes it',
  resolved: 'resolved',
  removed: 'not listed',
};

/**
 * A member reports a company, and follows its own company's reports through the association's
 * due process: reviewed before any member sees them, and the reported company may answer.
 */
export function MemberReports() {
  const [open, setOpen] = useState(false);
  const [reports, setReports] = useState<MemberReport[]>();
  const [thanks, setThanks] = useState<string>();

  useEffect(() => {
    let active = true;
    void callApi(listMyReports)
      .then((answer) => active && setReports(answer.items))
      .catch(() => active && setReports([]));
    return () => {
      active = false;
    };
  }, []);

  return (
    <>
      <button type="button" className={styles.button} onClick={() => setOpen(true)}>
        Report a company
      </button>
      <div role="status" className={styles.count}>
        {thanks}
      </div>
      {reports && reports.length > 0 ? (
        <section aria-labelledby="my-reports-heading" className={styles.fieldset}>
          <h3 id="my-reports-heading">Your company’s reports</h3>
          <ul>
            {reports.map((report) => (
              <li key={report.id}>
                <strong>{report.companyName}</strong>: {BLACKLIST_STATUS_LABELS[report.status]}
                {STATUS_NOTES[report.status] ? ` (${STATUS_NOTES[report.status]})` : ''}, reported by{' '}
                {report.reportedBy} on {formatDate(report.reportedAt.slice(0, 10))}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {open ? (
        <Modal
          open
          onClose={() => setOpen(false)}
          noRedirection
          closeIcon
          noIcon
          size="medium"
          title="Report a company to the blacklist"
          text="The association reviews every report before any member sees it, and the company may answer before a decision. Give facts you can show: invoices, bills of lading, correspondence."
        >
          <EntryForm
            purpose={{
              kind: 'report',
              onReported: (report) => {
                setReports((current) => [report, ...(current ?? [])]);
                setThanks(
                  `Thank you: your report on ${report.companyName} is with the association, which will review it and may ask you for documents.`,
                );
                setOpen(false);
              },
            }}
            onCancel={() => setOpen(false)}
          />
        </Modal>
      ) : null}
    </>
  );
}
