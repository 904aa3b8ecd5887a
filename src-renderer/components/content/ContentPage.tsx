import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { builtHref } from '../../../shared/routes';
import { Seo, type Crumb } from '../seo/Seo';
import { ButtonLink } from '../ui/ButtonLink';
import { Breadcrumbs } from './Breadcrumbs';
import { useViewer } from '../../lib/session/use-viewer';
import styles from './ContentPage.module.css';

export interface ContentPageProps {
  /** the page's own path (canonical link, last breadcrumb) */
  path: string;
  /** `<title>` without the brand suffix */
  title: string;
  description: string;
  keywords: string;
  /** the H1 */
  heading: string;
  /** a short line above the H1, e.g. the section name */
  eyebrow?: string;
  /** the paragraph under the H1 */
  lead?: ReactNode;
  /** crumbs between Home and this page, e.g. the section's landing page */
  trail?: Crumb[];
  /** extra structured data (AboutPage, FAQPage, BusinessEvent, ...) */
  jsonLd?: Record<string, unknown>[];
  /** hides the closing invitation to join (e.g. on legal pages) */
  noJoinBanner?: boolean;
  /** keeps the page out of search engines (personal pages) */
  noIndex?: boolean;
  children: ReactNode;
}

interface Section {
  id: string;
  title: string;
}

/**
 * The contents of the page's H2 sections, read from the rendered prose after hydration (the
 * server does not know them, so the first paint matches it); headings without an id get one so
 * the contents can link them. Only this list renders again when they are found, not the page.
 */
function OnThisPage({ prose, path }: { prose: RefObject<HTMLDivElement | null>; path: string }) {
  const [sections, setSections] = useState<Section[]>([]);
  useEffect(() => {
    const found = [...(prose.current?.querySelectorAll('h2') ?? [])].map((heading, index) => {
      heading.id ||= `section-${index + 1}`;
      return { id: heading.id, title: heading.textContent ?? '' };
    });
    // the contents appear with the next frame, after hydration has settled
    const frame = requestAnimationFrame(() => setSections(found));
    return () => cancelAnimationFrame(frame);
  }, [prose, path]);
  if (sections.length < 2) return null;
  return (
    <nav aria-label="On this page" className={styles.toc}>
      <p className={styles.tocTitle}>On this page</p>
      <ol>
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`}>{section.title}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/**
 * The frame of every editorial page: head tags, breadcrumb trail (visible and as JSON-LD), the
 * H1 with its lead, readable prose for the body, and an invitation to join.
 */
/** Visitors are invited to join; members, who already have, get a way into their tools. */
function JoinOrShortcuts() {
  const member = useViewer() !== 'visitor';
  const joinHref = builtHref('membership');
  const directoryHref = builtHref('directory');
  if (member && directoryHref) {
    return (
      <aside className={styles.join} aria-label="Member tools">
        <p className={styles.joinTitle}>Put it to work with your partners</p>
        <p>Find members by country and service, and check a company before you trade with it.</p>
        <ButtonLink to={directoryHref}>Search the directory</ButtonLink>
      </aside>
    );
  }
  if (member || !joinHref) return null;
  return (
    <aside className={styles.join} aria-label="Membership">
      <p className={styles.joinTitle}>Trade with forwarders you can trust</p>
      <p>Members get verified partners, shipping leads, digital tools and payment protection.</p>
      <ButtonLink to={joinHref}>Join DFA</ButtonLink>
    </aside>
  );
}

export function ContentPage({
  path,
  title,
  description,
  keywords,
  heading,
  eyebrow,
  lead,
  trail = [],
  jsonLd,
  noJoinBanner = false,
  noIndex = false,
  children,
}: ContentPageProps) {
  const crumbs: Crumb[] = [{ name: 'Home', path: '/' }, ...trail, { name: heading, path }];
  const prose = useRef<HTMLDivElement>(null);
  return (
    <article className={styles.page}>
      <Seo
        path={path}
        title={title}
        description={description}
        keywords={keywords}
        breadcrumbs={crumbs}
        {...(jsonLd ? { jsonLd } : {})}
        noIndex={noIndex}
      />
      <Breadcrumbs crumbs={crumbs} />
      <header className={styles.header}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1>{heading}</h1>
        {lead ? <div className={styles.lead}>{lead}</div> : null}
      </header>
      <div ref={prose} className={styles.prose}>
        {children}
      </div>
      <div className={styles.aside}>
        <OnThisPage prose={prose} path={path} />
        {noJoinBanner ? null : <JoinOrShortcuts />}
      </div>
    </article>
  );
}
