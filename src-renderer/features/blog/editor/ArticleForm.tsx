import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import {
  articleCreate,
  slugFromTitle,
  type BlogStatus,
  type EditableBlogPost,
} from '../../../../shared/api/blog';
import { TextAreaField, TextField } from '../../../components/forms/form-fields';
import { callApi } from '../../../lib/api';
import { ApiCallError } from '../../../lib/api-call-error';
import { blogPostPath, postEditorPath } from '../blog-paths';
import {
  editorFieldOf,
  editorFormSchema,
  formValuesOf,
  type EditorFormInput,
  type EditorFormValues,
} from './editor-form';
import { CoverImageField } from './CoverImageField';
import { DeletePost } from './DeletePost';
import styles from './editor.module.css';
import { MarkdownWriting } from './MarkdownWriting';
import { SavedVersion } from './SavedVersion';

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
  const [saved, setSaved] = useState<EditableBlogPost | undefined>(post);
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: ReactNode } | undefined>(() =>
    justSaved && post ? { kind: 'success', text: savedNotice(post) } : undefined,
  );

  const form = useForm<EditorFormInput, unknown, EditorFormValues>({
    resolver: zodResolver(editorFormSchema),
    defaultValues: formValuesOf(post, defaultAuthor),
  });
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    reset,
    formState: { errors, isSubmitting },
  } = form;

  const title = useWatch({ control, name: 'title' });
  const image = useWatch({ control, name: 'image' });
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
        for (const [path, message] of Object.entries(failure.fields ?? {})) {
          const field = editorFieldOf(path);
          if (field) setError(field, { message }, { shouldFocus: true });
        }
        setNotice({ kind: 'error', text: failure.message });
      }
    });

  const published = saved?.status === 'published';

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

      <TextField label="Title" error={errors.title?.message} {...register('title')} />
      <TextField
        label="Address (slug)"
        hint={
          derivedSlug ? <>Leave empty to use “{derivedSlug}”.</> : 'Lowercase letters, digits and hyphens.'
        }
        error={errors.slug?.message}
        {...register('slug')}
      />
      <TextAreaField
        label="Description"
        hint="One or two sentences for cards, search results and social shares."
        error={errors.description?.message}
        rows={2}
        {...register('description')}
      />
      <div className={styles.row}>
        <TextField label="Author" error={errors.author?.message} {...register('author')} />
        <TextField
          label="Tags"
          hint="Separated by commas, e.g. incoterms, ocean freight."
          error={errors.tags?.message}
          {...register('tags')}
        />
      </div>

      <CoverImageField
        image={image}
        onChange={(id) => setValue('image', id, { shouldDirty: true })}
        error={errors.image?.message}
      />
      <MarkdownWriting form={form} error={errors.markdown?.message} />

      <div className={styles.actions}>
        <button
          type="button"
          className={styles.primary}
          disabled={isSubmitting}
          onClick={() => void save('published')()}
        >
          {published ? 'Update the published post' : 'Publish'}
        </button>
        <button
          type="button"
          className={styles.secondary}
          disabled={isSubmitting}
          onClick={() => void save('draft')()}
        >
          {published ? 'Unpublish (back to draft)' : 'Save draft'}
        </button>
        {saved ? (
          <DeletePost post={saved} onFailed={(message) => setNotice({ kind: 'error', text: message })} />
        ) : null}
        {isSubmitting ? <span role="status">Saving…</span> : null}
      </div>

      {saved && saved.bodyHtml ? <SavedVersion html={saved.bodyHtml} /> : null}
    </form>
  );
}
