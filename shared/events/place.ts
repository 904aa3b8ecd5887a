import type { EventDetails } from '../api/events';

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** Where an event happens, in words: the venue, city and country, or that it is online. */
export function eventPlace(event: EventDetails): string {
  if (event.attendance === 'online') return 'Online';
  // A venue described by its city ("an exhibition centre in Dubai") need not repeat the city.
  const city = event.city && !event.venueName?.includes(event.city) ? event.city : null;
  const country = event.country ? (regionNames.of(event.country) ?? event.country) : null;
  return [event.venueName, city, country].filter(Boolean).join(', ');
}
