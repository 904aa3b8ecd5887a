import { Link } from 'react-router';
import { adminArticle } from '../../../../shared/api/blog';
import { usePageData } from '../../../lib/api';
import { BLOG_EDITOR_PATH } from '../blog-paths';
import { ArticleForm } from './ArticleForm';
import styles from './editor.module.css';
import { PageStatus } from '../../../components/page-status/PageStatus';

/** Loads a post's source (drafts too, for admins only) and opens it in the form. */
export function EditPost({ slug, defaultAuthor }: { slug: string; defaultAuthor: string }) {
  const data = usePageData<typeof adminArticle>(
    adminArticle.path,
    { query: { slug } },
    { serverRender: false },
  );
  if (data.state === 'loading' || data.state === 'error') return <PageStatus state={data} what="the post" />;
  if (data.state === 'not-found') {
    return (
      <div className={styles.failure} role="alert">
        <p>There is no post at “{slug}”. It may have been deleted or given another address.</p>
        <Link to={BLOG_EDITOR_PATH}>Back to all posts</Link>
      </div>
    );
  }
  // Keyed by id so a saved slug change (which changes the URL) keeps the form and its notice.
  return <ArticleForm key={data.data.id} post={data.data} defaultAuthor={defaultAuthor} />;
}
