import { useEffect } from 'react';
import { useParams } from 'react-router';
import type { addView, blogItem } from '../../../shared/api/blog';
import { blogSlugFrom } from '../../../shared/domain/blog-names';
import { formatDate } from '../../../shared/domain/date';
import { Breadcrumbs } from '../../components/content/Breadcrumbs';
import NotFoundPage from '../../components/not-found/NotFoundPage';
import { Seo, type Crumb } from '../../components/seo/Seo';
import { notifyApi, usePageData } from '../../lib/api';
import { useSite } from '../../lib/site-context';
import { BLOG_PATH, blogPostPath } from './blog-paths';
import { blogPostingJsonLd } from './blog-json-ld';
import styles from './blog.module.css';
import { TagCover } from './TagCover';
import { FeedLink } from './FeedLink';
import { LikeButton } from './LikeButton';
import { PostCard } from './PostCard';
import { TagList } from './PostMeta';
import { PageStatus } from '../../components/page-status/PageStatus';

/** Counts the visit once the page is on screen (the server counts a visitor once a day). */
function useCountView(slug: string | undefined) {
  useEffect(() => {
    if (!slug) return;
    // A view that cannot be counted is not worth troubling the reader with.
    notifyApi<typeof addView>({ method: 'POST', path: '/api/articles/add-view' }, { slug });
  }, [slug]);
}

export default function BlogPostPage() {
  const { title: slugParam = '' } = useParams();
  const slug = blogSlugFrom(slugParam);
  const { siteUrl } = useSite();
  const data = usePageData<typeof blogItem>('/api/articles/blog-item', {
    query: { slug: slug ?? slugParam },
  });
  useCountView(data.state === 'ready' ? data.data.post.slug : undefined);

  if (!slug || data.state === 'not-found') return <NotFoundPage />;
  if (data.state === 'loading' || data.state === 'error') {
    return (
      <div className={styles.page}>
        <PageStatus state={data} what="the article" />
      </div>
    );
  }

  const { post, related } = data.data;
  const path = blogPostPath(post.slug);
  const crumbs: Crumb[] = [
    { name: 'Home', path: '/' },
    { name: 'Blog', path: BLOG_PATH },
    { name: post.title, path },
  ];
  const published = post.publishDate ?? post.updatedAt;
  const updatedLater = formatDate(post.updatedAt) !== formatDate(published);

  return (
    <div className={styles.page}>
      <Seo
        path={path}
        title={post.title}
        description={post.description}
        keywords={[...post.tags, 'freight forwarding', 'DFA blog'].join(', ')}
        type="article"
        breadcrumbs={crumbs}
        jsonLd={[blogPostingJsonLd(post, siteUrl, `${siteUrl}${path}`)]}
      />
      <FeedLink />
      <Breadcrumbs crumbs={crumbs} />
      <article className={styles.article}>
        <header className={styles.header}>
          {post.status === 'draft' ? (
            <p className={styles.draft}>Draft: only administrators can see this post.</p>
          ) : null}
          <h1>{post.title}</h1>
          <p className={styles.lead}>{post.description}</p>
          <p className={styles.meta}>
            By {post.author} · Published <time dateTime={published}>{formatDate(published)}</time>
            {updatedLater ? (
              <>
                {' '}
                · Updated <time dateTime={post.updatedAt}>{formatDate(post.updatedAt)}</time>
              </>
            ) : null}{' '}
            · {post.readingMinutes} min read
          </p>
          <TagList tags={post.tags} />
        </header>
        {post.image ? (
          <img
            className={styles.hero}
            src={post.image}
            alt=""
            width={1200}
            height={630}
            fetchPriority="high"
          />
        ) : (
          <TagCover tag={post.tags[0]} className={styles.hero} />
        )}
        {/* Rendered from Markdown and sanitized on the server when the post was saved. */}
        <div className={styles.body} dangerouslySetInnerHTML={{ __html: post.bodyHtml }} />
        <footer className={styles.articleFooter}>
          <LikeButton slug={post.slug} initialLikes={post.likes} />
        </footer>
      </article>
      {related.length > 0 ? (
        <section className={styles.related} aria-labelledby="related-posts">
          <h2 id="related-posts">Related articles</h2>
          <ul className={styles.cards}>
            {related.map((item) => (
              <PostCard key={item.id} item={item} headingLevel={3} />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
