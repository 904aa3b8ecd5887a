import type { HelpSection } from '../../../shared/api/help';

/** schema.org FAQPage: every question on the page with its answer, from the same data the page shows. */
export function faqPageJsonLd(sections: readonly HelpSection[], pageUrl: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    '@id': `${pageUrl}#faq`,
    url: pageUrl,
    mainEntity: sections.flatMap((section) =>
      section.items.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answer },
      })),
    ),
  };
}
