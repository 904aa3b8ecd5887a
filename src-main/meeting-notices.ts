import { listMeetingsStartingSoon } from '../shared/api/meetings';
import type { ApiGet } from './lane-notices';
import type { NoticeSource } from './notifications';

/**
 * Confirmed meetings about to start: the server lists those within its notice window (ten
 * minutes), by its own clock. Each meeting version is announced once; a moved meeting is a new
 * version and is announced again for its new time.
 */
export function upcomingMeetings(apiGet: ApiGet): NoticeSource {
  return {
    name: 'meetings starting soon',
    async poll() {
      const { meetings } = listMeetingsStartingSoon.response.parse(
        await apiGet(listMeetingsStartingSoon.path),
      );
      return meetings.map((meeting) => ({
        id: `meeting-${meeting.id}-${meeting.sequence}`,
        title: `At ${meeting.you.local.time}: ${meeting.subject}`,
        body: `With ${meeting.them.name}, ${meeting.them.company.name}. ${
          meeting.place.kind === 'video'
            ? `Video call: ${meeting.place.url}`
            : meeting.place.kind === 'phone'
              ? `Phone call: ${meeting.place.phone}`
              : `Table ${meeting.place.table}, ${meeting.place.event.title}`
        }`,
        route: `/meetings`,
      }));
    },
  };
}
