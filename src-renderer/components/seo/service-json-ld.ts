/** Schema.org `Service` for a service page, offered by the site's organization. */
export function serviceJsonLd(
  siteUrl: string,
  service: { name: string; serviceType: string; path: string; description: string },
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.name,
    serviceType: service.serviceType,
    description: service.description,
    url: `${siteUrl}${service.path}`,
    provider: { '@id': `${siteUrl}/#organization` },
    areaServed: 'Worldwide',
  };
}
