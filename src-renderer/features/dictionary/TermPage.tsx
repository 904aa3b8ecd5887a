import { lazy, use } from 'react';
import { useParams } from 'react-router';
import { dictionaryTermPath } from '../../../shared/routes';
import NotFoundPage from '../../components/not-found/NotFoundPage';
import { Seo, type Crumb } from '../../components/seo/Seo';
import { useSite } from '../../lib/site-context';
import { Breadcrumbs } from '../../components/content/Breadcrumbs';
import { ServerPart } from '../../components/server-part/ServerPart';
import { DICTIONARY_PATH, definedTermJsonLd } from './dictionary-json-ld';
import { JoinCallToAction } from './JoinCallToAction';
import { createPageData } from './page-data';
import { RelatedTerms } from './RelatedTerms';
import { TermExistsContext } from './term-links';
import { TermNeighbours } from './TermNeighbours';
import type { TermPageData } from './term-page-data';
import printable from './printable.module.css';
import styles from './TermPage.module.css';

// The page module stays small: the index and the term bodies load only when the page is not
// the one the server rendered (each term body is its own chunk).
const termPageData = createPageData<TermPageData | null>({
  islandId: 'dfa-term-page-data',
  load: (slug) => import('./term-page-data').then((module) => module.loadTermPageData(slug)),
  keyOf: (data) => data?.entry.url ?? '',
});

// The definition shows content only: the browser keeps the server's HTML of it, and loads its
// code only to show another term after a navigation within the app.
const TermBody = lazy(() => import('./TermBody'));

function TermArticle({ data }: { data: TermPageData }) {
  const { siteUrl } = useSite();
  const { entry, record } = data;
  const path = dictionaryTermPath(entry.url);
  const crumbs: Crumb[] = [
    { name: 'Home', path: '/' },
    { name: 'Freight dictionary', path: DICTIONARY_PATH },
    { name: record.data.breadcrumb, path },
  ];
  const linked = new Set(data.linkedTerms);
  return (
    <TermExistsContext value={(slug) => linked.has(slug)}>
      <div className={printable.printable}>
        <Seo
          title={record.meta.title}
          description={record.meta.description}
          keywords={record.meta.keywords}
          path={path}
          type="article"
          breadcrumbs={crumbs}
          jsonLd={[definedTermJsonLd(siteUrl, entry)]}
        />
        <termPageData.Island data={data} />
        <div className={styles.hero}>
          <div className={styles.heroInner}>
            <Breadcrumbs crumbs={crumbs} onDark />
            <p className={styles.eyebrow}>Freight dictionary</p>
            <h1>{record.data.titleH1}</h1>
          </div>
        </div>
        <div className={styles.layout}>
          <article className={styles.article}>
            <ServerPart key={entry.url} id="term-body">
              <TermBody data={record.data} />
            </ServerPart>
            <TermNeighbours previous={data.previous} next={data.next} />
          </article>
          <div className={styles.aside}>
            <RelatedTerms terms={record.data.relatedTerms} />
            <JoinCallToAction />
          </div>
        </div>
      </div>
    </TermExistsContext>
  );
}

/**
 * One term's page. Its data comes through a promise cached per slug, so the server render
 * waits for it and the browser hydrates from the copy embedded in the HTML.
 */
export default function TermPage() {
  const { slug = '' } = useParams();
  const data = use(termPageData.read(slug));
  return data ? <TermArticle data={data} /> : <NotFoundPage />;
}
