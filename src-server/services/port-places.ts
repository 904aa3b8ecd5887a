import type { PlaceView } from '../../shared/api/places';
import type { PortFinder } from '../../shared/schedules/port-finder';
import { ApiError } from '../core/errors';

/** What leads and rate sheets need of the port list: a port by its code, or by an alias of it. */
export type PortLookup = Pick<PortFinder, 'byCode'>;

/** A stored place with its port's name, as the API shows it. */
export function placeView(
  ports: PortLookup,
  country: string,
  port: string | null,
  city: string | null,
): PlaceView {
  return { country, port: port ? { code: port, name: ports.byCode(port)?.name ?? port } : null, city };
}

/**
 * The places with each port under its own code (the index's CNSGH becomes Shanghai's CNSHA), so
 * leads and rate lanes match on one code. A code no port has is a 400 beside its field, keyed
 * like the contract's fields (`origin.port`), like any other mistake.
 */
export function knownPlaces<Field extends string, Place extends { port: string | null }>(
  ports: PortLookup,
  places: Record<Field, Place>,
): Record<Field, Place> {
  const fields: Record<string, string> = {};
  const known = {} as Record<Field, Place>;
  for (const [field, place] of Object.entries(places) as [Field, Place][]) {
    const port = place.port === null ? undefined : ports.byCode(place.port);
    if (place.port !== null && !port) {
      fields[`${field}.port`] =
        `We do not know a port with the code ${place.port}. Choose one from the list.`;
    }
    known[field] = port ? { ...place, port: port.unlocode } : place;
  }
  if (Object.keys(fields).length > 0) {
    throw ApiError.invalidFields(fields);
  }
  return known;
}
