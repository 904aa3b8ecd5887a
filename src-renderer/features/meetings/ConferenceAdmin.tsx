import { useState } from 'react';
import type { ResponseOf } from '../../../shared/api/endpoint';
import type { getConferenceAdmin, moveConferenceMeeting } from '../../../shared/api/meetings';
import { SelectField, TextField } from '../../components/forms/form-fields';
import { Button } from '../../components/kit/Button';
import { ConfirmDialog } from '../../components/kit/ConfirmDialog';
import { DataTable, type Column } from '../../components/kit/DataTable';
import { Section } from '../../components/kit/Section';
import { StatusBadge } from '../../components/kit/StatusBadge';
import { EmptyState, Loaded } from '../../components/kit/states';
import { announce } from '../../lib/announce';
import { callApi, usePageData } from '../../lib/api';
import { ConferenceSettingsForm } from './ConferenceSettingsForm';

type Admin = ResponseOf<typeof getConferenceAdmin>;
type Row = Admin['bySlot'][number]['meetings'][number] & { date: string };

const who = (row: Row) => row.people.map((person) => `${person.name} (${person.company.name})`).join(' and ');

function MoveDialog({
  row,
  admin,
  onMoved,
  onClose,
}: {
  row: Row;
  admin: Admin;
  onMoved: () => void;
  onClose: () => void;
}) {
  const [startsAt, setStartsAt] = useState(row.startsAt);
  const [table, setTable] = useState(String(row.table));
  return (
    <ConfirmDialog
      title={`Move the meeting of ${who(row)}`}
      text="Both people are emailed the new time and table, with an updated calendar invitation."
      confirmLabel="Move the meeting"
      onConfirm={async () => {
        const moved = await callApi<typeof moveConferenceMeeting>(
          { method: 'POST', path: '/api/admin/meetings/move' },
          { body: { meeting: row.meeting, startsAt, table } },
        );
        announce(`The meeting is moved to ${moved.time}, table ${moved.table}. Both people are told.`);
        onMoved();
      }}
      onClose={onClose}
      focusAfterConfirm={() => document.getElementById('conference-by-slot')}
    >
      <SelectField label="Slot" value={startsAt} onChange={(event) => setStartsAt(event.target.value)}>
        {admin.bySlot.map((slot) => (
          <option key={slot.startsAt} value={slot.startsAt}>{`${slot.date} ${slot.time}`}</option>
        ))}
      </SelectField>
      <TextField
        label="Table"
        type="number"
        min={1}
        value={table}
        onChange={(event) => setTable(event.target.value)}
      />
    </ConfirmDialog>
  );
}

/** DFA's view of an event's meetings: the grid's settings, every meeting by slot and by company, and moving one. */
export function ConferenceAdmin({ event }: { event: string }) {
  const admin = usePageData<typeof getConferenceAdmin>(
    '/api/admin/meetings/conference',
    { query: { event } },
    { serverRender: false },
  );
  const [moving, setMoving] = useState<Row>();
  return (
    <Loaded data={admin} what="the event’s meetings">
      {(data) => {
        const rows: Row[] = data.bySlot.flatMap((slot) =>
          slot.meetings.map((meeting) => ({ ...meeting, date: slot.date })),
        );
        const columns: Column<Row>[] = [
          {
            id: 'slot',
            header: 'Slot',
            cell: (row) => `${row.date} ${row.time}`,
            sortBy: (row) => row.startsAt,
            primary: true,
          },
          {
            id: 'table',
            header: 'Table',
            cell: (row) => row.table,
            sortBy: (row) => row.table,
            align: 'end',
          },
          { id: 'people', header: 'Meeting', cell: who },
          {
            id: 'status',
            header: 'Status',
            cell: (row) => (
              <StatusBadge tone={row.status === 'confirmed' ? 'good' : 'warn'}>{row.status}</StatusBadge>
            ),
          },
          {
            id: 'move',
            header: 'Action',
            cell: (row) => (
              <Button small onClick={() => setMoving(row)}>
                Move<span className="visually-hidden">{` the meeting of ${who(row)}`}</span>
              </Button>
            ),
          },
        ];
        return (
          <>
            <ConferenceSettingsForm event={event} settings={data.settings} onSaved={admin.reload} />
            <div id="conference-by-slot" tabIndex={-1}>
              <Section title="All meetings by slot">
                <DataTable
                  caption="Meetings by slot and table"
                  hideCaption
                  columns={columns}
                  rows={rows}
                  rowKey={(row) => row.meeting}
                  empty={<EmptyState title="No meeting is booked at the event yet." />}
                />
              </Section>
            </div>
            <Section title="Meetings by company">
              <DataTable
                caption="Meetings by company"
                hideCaption
                columns={[
                  {
                    id: 'company',
                    header: 'Company',
                    cell: (entry) => entry.company.name,
                    sortBy: (entry) => entry.company.name,
                    primary: true,
                  },
                  {
                    id: 'count',
                    header: 'Meetings',
                    cell: (entry) => entry.meetings.length,
                    sortBy: (entry) => entry.meetings.length,
                    align: 'end',
                  },
                  {
                    id: 'times',
                    header: 'Times and tables',
                    cell: (entry) =>
                      entry.meetings.map((meeting) => `${meeting.time} T${meeting.table}`).join(', '),
                  },
                ]}
                rows={data.byCompany}
                rowKey={(entry) => entry.company.slug ?? entry.company.name}
                empty={<EmptyState title="No company has a meeting at the event yet." />}
              />
            </Section>
            {moving ? (
              <MoveDialog
                row={moving}
                admin={data}
                onMoved={admin.reload}
                onClose={() => setMoving(undefined)}
              />
            ) : null}
          </>
        );
      }}
    </Loaded>
  );
}
