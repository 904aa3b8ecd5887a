import { useState } from 'react';
import type { addLike, blogLikes } from '../../../shared/api/blog';
import { callApi, usePageData } from '../../lib/api';
import { ApiCallError } from '../../lib/api-call-error';
import styles from './blog.module.css';

/**
 * The like button. The count in the page's HTML may be a few minutes old; whether this visitor
 * already liked the post (and the live count) is asked after the page loads, because it differs
 * per visitor.
 */
export function LikeButton({ slug, initialLikes }: { slug: string; initialLikes: number }) {
  const status = usePageData<typeof blogLikes>(
    '/api/articles/likes',
    { query: { slug } },
    { serverRender: false },
  );
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string>();
  const likes = status.state === 'ready' ? status.data.likes : initialLikes;
  const liked = status.state === 'ready' && status.data.liked;

  const like = async () => {
    if (liked || sending) return;
    setSending(true);
    setProblem(undefined);
    try {
      status.replace(
        await callApi<typeof addLike>({ method: 'POST', path: '/api/articles/add-like' }, { body: { slug } }),
      );
    } catch (error) {
      setProblem(
        error instanceof ApiCallError ? error.message : 'Your like could not be saved. Please try again.',
      );
    } finally {
      setSending(false);
    }
  };

  return (
    <div className={styles.like}>
      <button
        type="button"
        className={liked ? styles.liked : styles.likeButton}
        aria-pressed={liked}
        disabled={sending}
        onClick={() => void like()}
      >
        <span aria-hidden="true">{liked ? '♥' : '♡'}</span> {liked ? 'You liked this' : 'Like this article'}
      </button>
      <span className={styles.likeCount} aria-live="polite">
        {likes} {likes === 1 ? 'like' : 'likes'}
      </span>
      {problem ? (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
