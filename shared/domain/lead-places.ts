import type { PlaceView } from '../api/places';

/** A country's name as the caller's process spells it (the server and the browser differ). */
type CountryName = (code: string) => string;

/** `Jebel Ali (AEJEA), United Arab Emirates`, or `Dubai, United Arab Emirates` when no port is given. */
export function placeText(place: PlaceView, countryName: CountryName): string {
  const where = place.port ? `${place.port.name} (${place.port.code})` : place.city;
  return [where, countryName(place.country)].filter(Boolean).join(', ');
}

/**
 * A lead's ends as label–value rows: the port (or city) and country, and, when the shipper gave
 * a city beyond the port, where the cargo is picked up or delivered. Every view of a lead shows
 * these rows, so a city given with a port is never lost.
 */
export function placeRows(
  lead: { origin: PlaceView; destination: PlaceView },
  countryName: CountryName,
): [string, string][] {
  const rows: [string, string][] = [['From', placeText(lead.origin, countryName)]];
  if (lead.origin.port && lead.origin.city) rows.push(['Pickup in', lead.origin.city]);
  rows.push(['To', placeText(lead.destination, countryName)]);
  if (lead.destination.port && lead.destination.city) rows.push(['Delivery to', lead.destination.city]);
  return rows;
}

/** The inland cities of a lead in a phrase (`pickup in Venlo · delivery to Dubai`), or null. */
export function inlandCities(lead: { origin: PlaceView; destination: PlaceView }): string | null {
  const parts = [
    lead.origin.port && lead.origin.city ? `pickup in ${lead.origin.city}` : null,
    lead.destination.port && lead.destination.city ? `delivery to ${lead.destination.city}` : null,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : null;
}
