import type { PlaceView } from '../../shared/api/places';
import { SEAPORTS } from './seaports-data';

const NAMES = new Map<string, string>(SEAPORTS);
const BY_COUNTRY = new Map<string, { code: string; name: string }[]>();
for (const [code, name] of SEAPORTS) {
  const country = code.slice(0, 2);
  const ports = BY_COUNTRY.get(country) ?? [];
  ports.push({ code, name });
  BY_COUNTRY.set(country, ports);
}
for (const ports of BY_COUNTRY.values()) ports.sort((a, b) => a.name.localeCompare(b.name, 'en'));

/** The port's name, or undefined when the World Port Index has no port with this UN/LOCODE. */
export function seaportName(code: string): string | undefined {
  return NAMES.get(code);
}

/** A country's seaports by name. */
export function seaportsOf(country: string): readonly { code: string; name: string }[] {
  return BY_COUNTRY.get(country) ?? [];
}

/** A stored place with its port's name, as the API shows it. */
export function placeView(country: string, port: string | null, city: string | null): PlaceView {
  return { country, port: port ? { code: port, name: seaportName(port) ?? port } : null, city };
}

/**
 * Field messages for ports the index does not know, keyed like the contract's fields
 * (`origin.port`), so an unknown code is a 400 beside its field like any other mistake.
 */
export function unknownPorts(places: Record<string, { port: string | null }>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [field, place] of Object.entries(places)) {
    if (place.port && !NAMES.has(place.port)) {
      fields[`${field}.port`] =
        `We do not know a port with the code ${place.port}. Choose one from the list.`;
    }
  }
  return fields;
}
