import { lazy, use } from 'react';
import { Seo, type Crumb } from '../../components/seo/Seo';
import { useSite } from '../../lib/site-context';
import { Breadcrumbs } from '../../components/content/Breadcrumbs';
import { ServerPart } from '../../components/server-part/ServerPart';
import { DICTIONARY_PATH, definedTermSetJsonLd } from './dictionary-json-ld';
import type { IndexPageData } from './index-page-data';
import { JoinCallToAction } from './JoinCallToAction';
import { LetterNav } from './LetterNav';
import { createPageData } from './page-data';
import { TermSearch } from './TermSearch';
import printable from './printable.module.css';
import styles from './DictionaryIndexPage.module.css';

const DESCRIPTION =
  'Plain-English definitions of shipping, freight forwarding, customs and logistics terms, from air waybill to zone skipping, written for logistics professionals.';
const INDEX_KEY = 'index';

// Only names, descriptions and aliases: the browser takes them from the HTML while hydrating.
const indexPageData = createPageData<IndexPageData>({
  islandId: 'dfa-dictionary-index-data',
  load: () => import('./index-page-data').then((module) => module.loadIndexPageData()),
  keyOf: () => INDEX_KEY,
});

// The terms by letter show content only: the browser keeps the server's HTML of them.
const LetterSections = lazy(() => import('./LetterSections'));

const CRUMBS: Crumb[] = [
  { name: 'Home', path: '/' },
  { name: 'Freight dictionary', path: DICTIONARY_PATH },
];

/** The A–Z index: every term's name and description (bodies stay in their own chunks). */
export default function DictionaryIndexPage() {
  const { siteUrl } = useSite();
  const data = use(indexPageData.read(INDEX_KEY));
  const terms = data.groups.flatMap((group) => group.terms);
  return (
    <div className={printable.printable}>
      <Seo
        title="Freight Dictionary: Shipping and Logistics Terms Explained"
        description={DESCRIPTION}
        keywords="freight dictionary, shipping terms, logistics glossary, freight forwarding terms, incoterms, customs terms"
        path={DICTIONARY_PATH}
        breadcrumbs={CRUMBS}
        jsonLd={[definedTermSetJsonLd(siteUrl, terms, DESCRIPTION)]}
      />
      <indexPageData.Island data={data} />
      <div className={styles.hero}>
        <div className={styles.heroInner}>
          <Breadcrumbs crumbs={CRUMBS} onDark />
          <h1>Freight dictionary</h1>
          <p className={styles.lead}>
            {terms.length} shipping and logistics terms explained for the people who use them every day: what
            each one means, how it works in practice, who pays, and the mistakes that cost money. Search for a
            term or browse the index from A to Z.
          </p>
          <TermSearch terms={terms} />
        </div>
      </div>
      <div className={styles.index}>
        <LetterNav groups={data.groups} />
        <ServerPart id="dictionary-letters">
          <LetterSections groups={data.groups} />
        </ServerPart>
        <div className={styles.join}>
          <JoinCallToAction />
        </div>
      </div>
    </div>
  );
}
