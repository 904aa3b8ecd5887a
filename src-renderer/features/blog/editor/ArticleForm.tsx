import { zodResolver } from '@hookform/resolvers/zod';
import { useDeferredValue, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import {
  articleCreate,
  articleDelete,
  blogImagePath,
  slugFromTitle,
  type BlogStatus,
  type EditableBlogPost,
} from '../../../../shared/api/blog';
import { Modal } from '../../../components/modal/Modal';
import { ApiCallError, callApi } from '../../../lib/http';
import { BLOG_EDITOR_PATH, blogPostPath, postEditorPath } from '../blog-paths';
import {
  editorFieldOf,
  editorFormSchema,
  formValuesOf,
  type EditorFormInput,
  type EditorFormValues,
} from './editor-form';
import styles from './editor.module.css';
import { ImageUpload } from './ImageUpload';
import { renderPreview } from './markdown-preview';

function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** aria attributes that tie an input to its hint and error message. */
function described(id: string, { hint, error }: { hint?: boolean; error: string | undefined }) {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined } as const;
}

function savedNotice(stored: EditableBlogPost): ReactNode {
  return stored.status === 'published' ? (
    <>
      Published. Readers see it at <Link to={blogPostPath(stored.slug)}>{blogPostPath(stored.slug)}</Link> and
      it is in the sitemap and the RSS feed.
    </>
  ) : (
    'Saved as a draft. Only administrators can see it until you publish it.'
  );
}

export function ArticleForm({ post, defaultAuthor }: { post?: EditableBlogPost; defaultAuthor: string }) {
  const navigate = useNavigate();
  // A first save moves to the post's own editor address; the notice comes along in the history state.
  const justSaved = (useLocation().state as { justSaved?: boolean } | null)?.justSaved === true;
  const ids = useId();
  const fieldId = (name: string) => `${ids}-${name}`;
  const [saved, setSaved] = useState<EditableBlogPost | undefined>(post);
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: ReactNode } | undefined>(() =>
    justSaved && post ? { kind: 'success', text: savedNotice(post) } : undefined,
  );
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const markdownRef = useRef<HTMLTextAreaElement | null>(null);

  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    control,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<EditorFormInput, unknown, EditorFormValues>({
    resolver: zodResolver(editorFormSchema),
    defaultValues: formValuesOf(post, defaultAuthor),
  });

  const title = useWatch({ control, name: 'title' });
  const image = useWatch({ control, name: 'image' });
  const markdown = useDeferredValue(useWatch({ control, name: 'markdown' }));
  const previewHtml = useMemo(() => renderPreview(markdown), [markdown]);
  const derivedSlug = slugFromTitle(title);

  const save = (status: BlogStatus) =>
    handleSubmit(async (values) => {
      setNotice(undefined);
      try {
        const stored = await callApi(articleCreate, {
          body: { ...values, ...(saved ? { id: saved.id } : {}), status },
        });
        setSaved(stored);
        reset(formValuesOf(stored, defaultAuthor));
        setNotice({ kind: 'success', text: savedNotice(stored) });
        if (!saved || saved.slug !== stored.slug)
          void navigate(postEditorPath(stored.slug), { replace: true, state: { justSaved: true } });
      } catch (error) {
        const failure =
          error instanceof ApiCallError
            ? error
            : new ApiCallError(0, 'INTERNAL', 'The post could not be saved.');
        for (const [path, message] of Object.entries(failure.fields)) {
          const field = editorFieldOf(path);
          if (field) setError(field, { message }, { shouldFocus: true });
        }
        setNotice({ kind: 'error', text: failure.message });
      }
    });

  const remove = async () => {
    if (!saved) return;
    setDeleting(true);
    try {
      await callApi(articleDelete, { body: { id: saved.id } });
      void navigate(BLOG_EDITOR_PATH, { state: { deleted: saved.title } });
    } catch (error) {
      setConfirmDelete(false);
      setNotice({
        kind: 'error',
        text: error instanceof ApiCallError ? error.message : 'The post could not be deleted.',
      });
    } finally {
      setDeleting(false);
    }
  };

  const insertIntoText = (url: string) => {
    const area = markdownRef.current;
    const current = getValues('markdown');
    const at = area ? area.selectionStart : current.length;
    const snippet = `\n\n![Describe the image for readers who cannot see it](${url})\n\n`;
    setValue('markdown', `${current.slice(0, at)}${snippet}${current.slice(at)}`, { shouldDirty: true });
  };

  const published = saved?.status === 'published';
  const { ref: markdownFieldRef, ...markdownField } = register('markdown');

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => void save(published ? 'published' : 'draft')(event)}
    >
      {notice ? (
        <div
          className={notice.kind === 'success' ? styles.success : styles.failure}
          role={notice.kind === 'error' ? 'alert' : 'status'}
        >
          {notice.text}
        </div>
      ) : null}
      {saved ? (
        <p className={styles.statusLine}>
          Status: <strong>{published ? 'Published' : 'Draft'}</strong>
          {published ? (
            <>
              {' '}
              · <Link to={blogPostPath(saved.slug)}>View the post</Link>
            </>
          ) : null}
        </p>
      ) : null}

      <Field id={fieldId('title')} label="Title" error={errors.title?.message}>
        <input
          id={fieldId('title')}
          className={styles.input}
          {...described(fieldId('title'), { error: errors.title?.message })}
          {...register('title')}
        />
      </Field>
      <Field
        id={fieldId('slug')}
        label="Address (slug)"
        hint={
          derivedSlug ? <>Leave empty to use “{derivedSlug}”.</> : 'Lowercase letters, digits and hyphens.'
        }
        error={errors.slug?.message}
      >
        <input
          id={fieldId('slug')}
          className={styles.input}
          {...described(fieldId('slug'), { hint: true, error: errors.slug?.message })}
          {...register('slug')}
        />
      </Field>
      <Field
        id={fieldId('description')}
        label="Description"
        hint="One or two sentences for cards, search results and social shares."
        error={errors.description?.message}
      >
        <textarea
          id={fieldId('description')}
          rows={2}
          className={styles.input}
          {...described(fieldId('description'), { hint: true, error: errors.description?.message })}
          {...register('description')}
        />
      </Field>
      <div className={styles.row}>
        <Field id={fieldId('author')} label="Author" error={errors.author?.message}>
          <input
            id={fieldId('author')}
            className={styles.input}
            {...described(fieldId('author'), { error: errors.author?.message })}
            {...register('author')}
          />
        </Field>
        <Field
          id={fieldId('tags')}
          label="Tags"
          hint="Separated by commas, e.g. incoterms, ocean freight."
          error={errors.tags?.message}
        >
          <input
            id={fieldId('tags')}
            className={styles.input}
            {...described(fieldId('tags'), { hint: true, error: errors.tags?.message })}
            {...register('tags')}
          />
        </Field>
      </div>

      <fieldset className={styles.cover}>
        <legend className={styles.label}>Cover image</legend>
        {image ? (
          <div className={styles.coverPreview}>
            <img src={blogImagePath(image)} alt="The post's cover" width={320} height={168} />
            <button
              type="button"
              className={styles.secondary}
              onClick={() => setValue('image', null, { shouldDirty: true })}
            >
              Remove cover image
            </button>
          </div>
        ) : null}
        <ImageUpload
          label={image ? 'Replace the cover image' : 'Upload a cover image'}
          onUploaded={(uploaded) => setValue('image', uploaded.id, { shouldDirty: true })}
        />
        {errors.image?.message ? <p className={styles.error}>{errors.image.message}</p> : null}
      </fieldset>

      <div className={styles.writing}>
        <div>
          <Field
            id={fieldId('markdown')}
            label="Text (Markdown)"
            hint="## for headings, **bold**, - for lists, [text](/link) for links."
            error={errors.markdown?.message}
          >
            <textarea
              id={fieldId('markdown')}
              rows={22}
              className={`${styles.input} ${styles.markdown}`}
              {...described(fieldId('markdown'), { hint: true, error: errors.markdown?.message })}
              {...markdownField}
              ref={(element) => {
                markdownFieldRef(element);
                markdownRef.current = element;
              }}
            />
          </Field>
          <ImageUpload
            label="Insert an image into the text"
            onUploaded={(uploaded) => insertIntoText(uploaded.url)}
          />
        </div>
        <section className={styles.preview} aria-labelledby={fieldId('preview')}>
          <h2 id={fieldId('preview')} className={styles.previewTitle}>
            Live preview
          </h2>
          <div className={styles.previewBody} dangerouslySetInnerHTML={{ __html: previewHtml }} />
        </section>
      </div>

      <div className={styles.actions}>
        {published ? (
          <>
            <button
              type="button"
              className={styles.primary}
              disabled={isSubmitting}
              onClick={() => void save('published')()}
            >
              Update the published post
            </button>
            <button
              type="button"
              className={styles.secondary}
              disabled={isSubmitting}
              onClick={() => void save('draft')()}
            >
              Unpublish (back to draft)
            </button>
          </>
        ) : (
          <>
            <button
              type="button"
              className={styles.primary}
              disabled={isSubmitting}
              onClick={() => void save('published')()}
            >
              Publish
            </button>
            <button
              type="button"
              className={styles.secondary}
              disabled={isSubmitting}
              onClick={() => void save('draft')()}
            >
              Save draft
            </button>
          </>
        )}
        {saved ? (
          <button type="button" className={styles.danger} onClick={() => setConfirmDelete(true)}>
            Delete post
          </button>
        ) : null}
        {isSubmitting ? <span role="status">Saving…</span> : null}
      </div>

      {saved && saved.bodyHtml ? (
        <section className={styles.savedVersion} aria-labelledby={fieldId('saved')}>
          <h2 id={fieldId('saved')} className={styles.previewTitle}>
            Saved version, as readers get it
          </h2>
          <p className={styles.hint}>
            The server removes anything unsafe (scripts, event handlers, frames, foreign images) when it
            saves.
          </p>
          <div className={styles.previewBody} dangerouslySetInnerHTML={{ __html: saved.bodyHtml }} />
        </section>
      ) : null}

      <Modal
        open={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        noRedirection
        closeIcon
        noIcon
        size="small"
        title="Delete this post?"
        text={`“${saved?.title ?? ''}” will be removed from the blog, the sitemap and the RSS feed, with its likes. This cannot be undone.`}
        btnText={deleting ? 'Deleting…' : 'Delete post'}
        handler={() => void remove()}
      >
        <button type="button" className={styles.secondary} onClick={() => setConfirmDelete(false)}>
          Keep the post
        </button>
      </Modal>
    </form>
  );
}
