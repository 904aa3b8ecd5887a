import { Link, useLocation } from 'react-router';
import { adminArticles } from '../../../../shared/api/blog';
import { formatDate } from '../../../../shared/domain/date';
import { usePageData } from '../../../lib/api';
import { newPostEditorPath, postEditorPath } from '../blog-paths';
import styles from './editor.module.css';
import { PageStatus } from '../../../components/page-status/PageStatus';

/** Every post, drafts included, newest edit first, each opening in the editor. */
export function PostList() {
  const data = usePageData<typeof adminArticles>(adminArticles.path, {}, { serverRender: false });
  const deleted = (useLocation().state as { deleted?: string } | null)?.deleted;
  return (
    <>
      {deleted ? (
        <p className={styles.success} role="status">
          “{deleted}” was deleted.
        </p>
      ) : null}
      <p>
        <Link className={styles.primaryLink} to={newPostEditorPath()}>
          Write a new post
        </Link>
      </p>
      <PageStatus state={data} what="the posts" />
      {data.state === 'ready' && data.data.items.length === 0 ? <p>There are no posts yet.</p> : null}
      {data.state === 'ready' && data.data.items.length > 0 ? (
        <table className={styles.table}>
          <caption className={styles.caption}>All posts, most recently edited first</caption>
          <thead>
            <tr>
              <th scope="col">Title</th>
              <th scope="col">Status</th>
              <th scope="col">Published</th>
              <th scope="col">Last edited</th>
            </tr>
          </thead>
          <tbody>
            {data.data.items.map((item) => (
              <tr key={item.id}>
                <td>
                  <Link to={postEditorPath(item.slug)}>{item.title}</Link>
                </td>
                <td>{item.status === 'published' ? 'Published' : 'Draft'}</td>
                <td>{item.publishDate ? formatDate(item.publishDate) : '—'}</td>
                <td>{formatDate(item.updatedAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </>
  );
}
