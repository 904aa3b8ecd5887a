import type { EventDetails } from '../../../shared/api/events';

export { eventPlace } from '../../../shared/events/place';

export function eventPrice(event: EventDetails): string {
  return event.priceUsd === 0 ? 'Free (US$0)' : `US$${event.priceUsd}`;
}
