import { useState } from 'react';
import { useNavigate } from 'react-router';
import { articleDelete, type EditableBlogPost } from '../../../../shared/api/blog';
import { Modal } from '../../../components/modal/Modal';
import { callApi } from '../../../lib/api';
import { ApiCallError } from '../../../lib/api-call-error';
import { BLOG_EDITOR_PATH } from '../blog-paths';
import styles from './editor.module.css';

/** The button that deletes a saved post once the admin confirms; the list of posts follows. */
export function DeletePost({
  post,
  onFailed,
}: {
  post: EditableBlogPost;
  onFailed: (message: string) => void;
}) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const remove = async () => {
    setDeleting(true);
    try {
      await callApi(articleDelete, { body: { id: post.id } });
      void navigate(BLOG_EDITOR_PATH, { state: { deleted: post.title } });
    } catch (error) {
      setConfirming(false);
      onFailed(error instanceof ApiCallError ? error.message : 'The post could not be deleted.');
    } finally {
      setDeleting(false);
    }
  };

  return (
    <>
      <button type="button" className={styles.danger} onClick={() => setConfirming(true)}>
        Delete post
      </button>
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        noRedirection
        closeIcon
        noIcon
        size="small"
        title="Delete this post?"
        text={`“${post.title}” will be removed from the blog, the sitemap and the RSS feed, with its likes. This cannot be undone.`}
        btnText={deleting ? 'Deleting…' : 'Delete post'}
        handler={() => void remove()}
      >
        <button type="button" className={styles.secondary} onClick={() => setConfirming(false)}>
          Keep the post
        </button>
      </Modal>
    </>
  );
}
