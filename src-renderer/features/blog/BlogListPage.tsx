import { Link, useSearchParams } from 'react-router';
import type { blogItems } from '../../../shared/api/blog';
import { blogTagFrom } from '../../../shared/domain/blog-names';
import { Breadcrumbs } from '../../components/content/Breadcrumbs';
import NotFoundPage from '../../components/not-found/NotFoundPage';
import { Seo, type Crumb } from '../../components/seo/Seo';
import { usePageData } from '../../lib/api';
import { BLOG_PATH, blogListPath } from './blog-paths';
import styles from './blog.module.css';
import { FeedLink } from './FeedLink';
import { PostCard } from './PostCard';
import { Pager } from '../../components/kit/Pager';
import { PageStatus } from '../../components/page-status/PageStatus';

/** The page number from the URL; anything that is not a page number means the first page. */
function pageFrom(value: string | null): number {
  const page = Number(value ?? '1');
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

export default function BlogListPage() {
  const [params] = useSearchParams();
  const rawTag = params.get('tag') ?? '';
  const tag = rawTag ? blogTagFrom(rawTag) : undefined;
  const page = pageFrom(params.get('page'));
  const data = usePageData<typeof blogItems>('/api/articles/blog-items', {
    query: { ...(tag ? { tag } : {}), ...(page > 1 ? { page } : {}) },
  });

  if (rawTag && !tag) return <NotFoundPage />;

  const path = blogListPath({ tag, page });
  const heading = tag ? `Posts tagged “${tag}”` : 'The DFA blog';
  const title = tag
    ? `Freight forwarding articles about ${tag}${page > 1 ? `, page ${page}` : ''}`
    : `Freight forwarding blog: documents, charges and trade terms${page > 1 ? `, page ${page}` : ''}`;
  const description = tag
    ? `Articles from the Digital Freight Alliance about ${tag}, written for freight forwarders, NVOCCs and logistics teams.`
    : 'Practical articles for freight forwarders and NVOCCs: bills of lading, demurrage and detention, Incoterms, digital standards and how the DFA network works.';
  const crumbs: Crumb[] = [
    { name: 'Home', path: '/' },
    { name: 'Blog', path: BLOG_PATH },
    ...(tag ? [{ name: `Tagged “${tag}”`, path }] : []),
  ];

  return (
    <div className={styles.page}>
      <Seo
        path={path}
        title={title}
        description={description}
        keywords={`freight forwarding blog, logistics articles, NVOCC, ${tag ?? 'bill of lading, Incoterms 2020, demurrage and detention'}`}
        breadcrumbs={crumbs}
      />
      <FeedLink />
      <Breadcrumbs crumbs={crumbs} />
      <header className={styles.header}>
        <p className={styles.eyebrow}>Blog</p>
        <h1>{heading}</h1>
        <p className={styles.lead}>
          Practical guides for forwarders and NVOCCs: the documents, charges and trade terms you deal with
          every day, and how the DFA network can help. <a href="/blog/rss.xml">Follow the RSS feed</a>.
        </p>
      </header>

      {data.state === 'ready' && data.data.tags.length > 0 ? (
        <nav className={styles.filter} aria-label="Filter posts by tag">
          <ul>
            <li>
              <Link to={BLOG_PATH} aria-current={tag ? undefined : 'page'}>
                All posts
              </Link>
            </li>
            {data.data.tags.map((entry) => (
              <li key={entry.tag}>
                <Link
                  to={blogListPath({ tag: entry.tag })}
                  aria-current={entry.tag === tag ? 'page' : undefined}
                >
                  {entry.tag} <span className={styles.count}>({entry.count})</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      <PageStatus state={data} what="the latest posts" />
      {data.state === 'ready' ? (
        data.data.items.length === 0 ? (
          <div className={styles.empty}>
            <p>
              {tag
                ? `No published posts are tagged “${tag}”${page > 1 ? ' on this page' : ''}.`
                : page > 1
                  ? 'There are no posts on this page.'
                  : 'No posts have been published yet. New articles appear here as soon as they are out.'}
            </p>
            {tag || page > 1 ? <Link to={BLOG_PATH}>See all posts</Link> : null}
          </div>
        ) : (
          <>
            <ul className={styles.cards}>
              {data.data.items.map((item) => (
                <PostCard key={item.id} item={item} />
              ))}
            </ul>
            <Pager
              page={page}
              pages={data.data.total_pages}
              href={(next) => blogListPath({ tag, page: next })}
              label="Pages of posts"
              previousLabel="← Newer posts"
              nextLabel="Older posts →"
            />
          </>
        )
      ) : null}
    </div>
  );
}
