import { useState } from 'react';
import type { listMeetings, MeetingView } from '../../../shared/api/meetings';
import { PageFrame } from '../../components/kit/PageFrame';
import { Notice } from '../../components/kit/Notice';
import { Section } from '../../components/kit/Section';
import workspace from '../../components/kit/classes.module.css';
import { EmptyState, Loaded } from '../../components/kit/states';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { announce } from '../../lib/announce';
import { usePageData } from '../../lib/api';
import { focusSoon } from '../../lib/focus';
import { BlockedSection } from './BlockedSection';
import { FeedSection } from './FeedSection';
import { MeetingItem } from './MeetingItem';

function MeetingList({
  id,
  label,
  meetings,
  empty,
  past = false,
  onChanged,
}: {
  id: string;
  label: string;
  meetings: readonly MeetingView[];
  empty: string;
  past?: boolean;
  onChanged: (message: string) => void;
}) {
  if (meetings.length === 0) return <EmptyState title={empty} />;
  return (
    <ul className={workspace.list} aria-label={label} id={id}>
      {meetings.map((meeting) => (
        <MeetingItem key={meeting.id} meeting={meeting} past={past} onChanged={onChanged} />
      ))}
    </ul>
  );
}

function Meetings({ onChanged }: { onChanged: () => void }) {
  const meetings = usePageData<typeof listMeetings>('/api/meetings', {}, { serverRender: false });
  const changed = (message: string) => {
    announce(message);
    meetings.reload();
    onChanged();
    // The meeting may have moved to another list: the page's heading keeps the reader's place.
    focusSoon();
  };
  return (
    <Loaded data={meetings} what="your meetings">
      {(data) => (
        <>
          {data.timeZone ? null : (
            <Notice tone="info">
              Set your time zone and meeting hours so other members can book you, and so times show in your
              own time.
            </Notice>
          )}
          <Section
            title="Requests for you"
            description="Accept, decline, or propose another time. The other side hears by email."
          >
            <MeetingList
              id="requests-in"
              label="Requests for you"
              meetings={data.requestsIn}
              empty="No requests are waiting for your answer."
              onChanged={changed}
            />
          </Section>
          <Section
            title="Your requests"
            description={`Waiting for the other side’s answer. You can send ${data.requestsLeft} more now.`}
          >
            <MeetingList
              id="requests-out"
              label="Your requests"
              meetings={data.requestsOut}
              empty="You have no requests waiting. Book a meeting from a company’s page in the directory."
              onChanged={changed}
            />
          </Section>
          <Section title="Upcoming meetings">
            <MeetingList
              id="upcoming"
              label="Upcoming meetings"
              meetings={data.upcoming}
              empty="No meetings are confirmed yet."
              onChanged={changed}
            />
          </Section>
          <Section title="Past meetings" description="Who you met, with their contacts for follow-up.">
            <MeetingList
              id="past"
              label="Past meetings"
              meetings={data.past}
              empty="Your meetings will be listed here once they have taken place."
              past
              onChanged={changed}
            />
          </Section>
        </>
      )}
    </Loaded>
  );
}

function MeetingsWorkspace() {
  // Blocking a company from a request changes the blocked list too: it loads afresh.
  const [changes, setChanges] = useState(0);
  return (
    <>
      <Meetings onChanged={() => setChanges((count) => count + 1)} />
      <FeedSection />
      <BlockedSection key={changes} />
    </>
  );
}

/**
 * A member's meetings: requests to answer and those sent, upcoming and past meetings, the
 * private calendar feed, and the companies whose requests they block.
 */
export default function MeetingsPage() {
  return (
    <PageFrame
      path="/meetings"
      title="Meetings"
      description="Your one-to-one meetings with other DFA members."
      lead="Half-hour meetings with other members, each shown in your time and theirs."
      action={<ButtonLink to="/meetings/availability">Set your meeting hours</ButtonLink>}
      gate={{ what: 'see your meetings', tool: 'meetings' }}
    >
      {() => <MeetingsWorkspace />}
    </PageFrame>
  );
}
