import type { ResponseOf } from '../../../shared/api/endpoint';
import {
  conferenceCalendarPath,
  type getConferenceSchedule,
  type listConferenceContacts,
} from '../../../shared/api/meetings';
import { Button } from '../../components/kit/Button';
import workspace from '../../components/kit/classes.module.css';
import { DataTable, type Column } from '../../components/kit/DataTable';
import { Section } from '../../components/kit/Section';
import { EmptyState, Loaded } from '../../components/kit/states';
import { usePageData } from '../../lib/api';
import styles from './schedule.module.css';

type Entry = ResponseOf<typeof getConferenceSchedule>['days'][number]['meetings'][number];

const COLUMNS: Column<Entry>[] = [
  { id: 'time', header: 'Time', cell: (entry) => `${entry.from}–${entry.to}`, primary: true },
  { id: 'table', header: 'Table', cell: (entry) => entry.table, align: 'end' },
  { id: 'company', header: 'Company', cell: (entry) => entry.with.company.name },
  {
    id: 'contact',
    header: 'Contact',
    cell: (entry) => (
      <>
        {entry.with.name}
        <br />
        <a href={`mailto:${entry.with.email}`}>{entry.with.email}</a>
        {entry.with.phone ? (
          <>
            <br />
            <a href={`tel:${entry.with.phone}`}>{entry.with.phone}</a>
          </>
        ) : null}
      </>
    ),
  },
  { id: 'subject', header: 'Subject', cell: (entry) => entry.subject },
];

/**
 * The member's confirmed meetings at the event, one table per day. Printed, each day fills its
 * own A4 page with the table numbers and the other companies' contacts, and nothing else.
 */
export function ConferenceSchedule({ event }: { event: string }) {
  const schedule = usePageData<typeof getConferenceSchedule>(
    '/api/meetings/conference/schedule',
    { query: { event } },
    { serverRender: false },
  );
  return (
    <Section
      title="Your schedule"
      actions={
        <>
          <a className={workspace.secondaryButton} href={conferenceCalendarPath(event)} download>
            Download all (.ics)
          </a>
          <Button small onClick={() => window.print()}>
            Print
          </Button>
        </>
      }
    >
      <Loaded data={schedule} what="your schedule">
        {(answer) =>
          answer.days.every((day) => day.meetings.length === 0) ? (
            <EmptyState title="No meeting at the event is confirmed yet." />
          ) : (
            <div className={styles.schedule}>
              {answer.days.map((day) => (
                <section key={day.date} className={styles.day} aria-label={day.label}>
                  <p
                    className={styles.printOnly}
                  >{`${answer.event.title} · ${answer.you.name}, ${answer.you.company.name}`}</p>
                  <h3>{day.label}</h3>
                  <DataTable
                    caption={`Your meetings on ${day.label} (${answer.event.timeZone} time)`}
                    columns={COLUMNS}
                    rows={day.meetings}
                    rowKey={(entry) => entry.meeting}
                    empty={<p>No meetings this day.</p>}
                  />
                </section>
              ))}
            </div>
          )
        }
      </Loaded>
    </Section>
  );
}

/** After the event: the people met there, with their contacts for following up. */
export function ConferenceContacts({ event }: { event: string }) {
  const met = usePageData<typeof listConferenceContacts>(
    '/api/meetings/conference/met',
    { query: { event } },
    { serverRender: false },
  );
  return (
    <Loaded data={met} what="who you met">
      {(answer) =>
        answer.met.length === 0 ? null : (
          <Section
            title="Who you met"
            description="Your meetings at the event that have taken place, for follow-up."
          >
            <DataTable
              caption="People you met at the event"
              hideCaption
              columns={COLUMNS}
              rows={answer.met}
              rowKey={(entry) => entry.meeting}
            />
          </Section>
        )
      }
    </Loaded>
  );
}
