import type { RouteId } from '../../routes';

/** The country-specific text of a `/freight-forwarder/{slug}` page; ports come from the WPI data. */
export interface CountryGuide {
  /** meta description, 120–160 characters */
  description: string;
  keywords: string;
  /** the paragraph under the H1 */
  lead: string;
  /** what forwarding in the country is about: cargo, geography, gateways */
  overview: readonly string[];
  tradeLanes: readonly string[];
  /** the customs administration's name, used as the section heading */
  customsAuthority: string;
  customs: readonly string[];
  practicalNotes: readonly string[];
  /** freight dictionary slugs worth reading next */
  terms: readonly string[];
  /** a longer page on the same country, linked once it is built */
  furtherReading?: { route: RouteId; label: string };
}
