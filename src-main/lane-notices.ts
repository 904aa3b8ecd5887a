import type { PlaceView } from '../shared/api/places';
import { LEAD_MODE_LABELS, listLeads, listSavedLanes } from '../shared/api/shipping-leads';
import { formatDate } from '../shared/domain/date';
import type { DesktopNotice, NoticeSource } from './notifications';

/** A GET of the API with the member's session: the parsed JSON of a 200, an error otherwise. */
export type ApiGet = (path: string) => Promise<unknown>;

function placeName(place: PlaceView): string {
  return place.port?.name ?? place.city ?? place.country;
}

/**
 * New leads on the member's saved shipping lanes: for each lane, the board's first page (newest
 * published first) filtered to what was published after the last round. The same lanes feed
 * the daily email digest; this tells the member at once, when the setting is on.
 */
export function savedLaneLeads(apiGet: ApiGet): NoticeSource {
  return {
    name: 'saved shipping lanes',
    async poll(since) {
      const { lanes } = listSavedLanes.response.parse(await apiGet(listSavedLanes.path));
      const notices = new Map<number, DesktopNotice>();
      for (const lane of lanes) {
        const query = new URLSearchParams({
          origin: lane.originCountry,
          destination: lane.destinationCountry,
        });
        if (lane.mode) query.set('mode', lane.mode);
        const board = listLeads.response.parse(await apiGet(`${listLeads.path}?${query.toString()}`));
        for (const lead of board.items) {
          if (!lead.publishedAt || Date.parse(lead.publishedAt) <= since) continue;
          notices.set(lead.id, {
            id: `shipping-lead-${lead.id}`,
            title: `New lead on your lane: ${placeName(lead.origin)} to ${placeName(lead.destination)}`,
            body: `${LEAD_MODE_LABELS[lead.mode]}: ${lead.commodity}, ready ${formatDate(lead.readyDate)}.`,
            route: `/shipping-leads/${lead.id}`,
          });
        }
      }
      return [...notices.values()];
    },
  };
}
