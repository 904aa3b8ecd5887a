import type { EventDetails } from '../../../shared/api/events';
import { BRAND_NAME } from '../../../shared/constants';
import { eventDays, isPastEvent, isWholeDayEvent, localIsoDateTime } from '../../../shared/events/schedule';

/** Schema.org `BusinessEvent` for an event page: when, where or online, who organises, what entry costs. */
export function businessEventJsonLd(
  siteUrl: string,
  event: EventDetails,
  { pageUrl, now }: { pageUrl: string; now: Date },
): Record<string, unknown> {
  // For events known only by their days (the seeded ones) the dates are given without a time.
  const { firstDay, lastDay } = eventDays(event);
  const wholeDays = isWholeDayEvent(event);
  const online = event.attendance === 'online';
  const location = online
    ? { '@type': 'VirtualLocation', url: pageUrl }
    : {
        '@type': 'Place',
        name: event.venueName ?? event.city ?? event.title,
        address: {
          '@type': 'PostalAddress',
          ...(event.city ? { addressLocality: event.city } : {}),
          ...(event.country ? { addressCountry: event.country } : {}),
        },
      };
  return {
    '@context': 'https://schema.org',
    '@type': 'BusinessEvent',
    name: event.title,
    description: event.summary,
    url: pageUrl,
    startDate: wholeDays ? firstDay : localIsoDateTime(event.startsAt, event.timeZone),
    endDate: wholeDays ? lastDay : localIsoDateTime(event.endsAt, event.timeZone),
    eventAttendanceMode: online
      ? 'https://schema.org/OnlineEventAttendanceMode'
      : 'https://schema.org/OfflineEventAttendanceMode',
    eventStatus: 'https://schema.org/EventScheduled',
    location,
    organizer: {
      '@type': 'Organization',
      '@id': `${siteUrl}/#organization`,
      name: BRAND_NAME,
      url: `${siteUrl}/`,
    },
    offers: {
      '@type': 'Offer',
      price: event.priceUsd,
      priceCurrency: 'USD',
      availability: isPastEvent(event, now)
        ? 'https://schema.org/Discontinued'
        : 'https://schema.org/InStock',
      url: pageUrl,
    },
  };
}
