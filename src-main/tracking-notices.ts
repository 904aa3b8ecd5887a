import { listWatchlist } from '../shared/api/tracking';
import { trackingToolPath } from '../shared/tracking/events';
import { eventLabel, placeOf } from '../shared/tracking/timeline';
import type { ApiGet } from './lane-notices';
import type { NoticeSource } from './notifications';

/**
 * New actual events on the shipments the member watches: the watchlist carries each one's latest
 * actual event and when the portal received it, so a round announces what arrived since the last
 * one, however old the event itself is (carriers often report a move hours later). The same
 * events reach the member by email; this tells them at once, when the setting is on.
 */
export function watchedShipmentEvents(apiGet: ApiGet): NoticeSource {
  return {
    name: 'watched shipments',
    async poll(since) {
      const { shipments } = listWatchlist.response.parse(await apiGet(listWatchlist.path));
      return shipments.flatMap((shipment) => {
        const event = shipment.lastActual;
        if (!event || Date.parse(event.recordedAt) <= since) return [];
        return [
          {
            id: `tracking-event-${event.eventId}`,
            title: `${shipment.reference}: ${eventLabel(event)} at ${placeOf(event)}`,
            body: shipment.statusLine,
            route: trackingToolPath(shipment),
          },
        ];
      });
    },
  };
}
