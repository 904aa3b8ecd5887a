import { useDeferredValue, useId, useMemo, useRef } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { TextAreaField } from '../../../components/forms/form-fields';
import type { EditorFormInput, EditorFormValues } from './editor-form';
import styles from './editor.module.css';
import { ImageUpload } from './ImageUpload';
import { renderPreview } from './markdown-preview';

type EditorForm = UseFormReturn<EditorFormInput, unknown, EditorFormValues>;

/** The post's text in Markdown beside its live preview, with images inserted where the cursor is. */
export function MarkdownWriting({
  form: { register, control, getValues, setValue },
  error,
}: {
  form: Pick<EditorForm, 'register' | 'control' | 'getValues' | 'setValue'>;
  error: string | undefined;
}) {
  const previewId = useId();
  const markdownRef = useRef<HTMLTextAreaElement | null>(null);
  const markdown = useDeferredValue(useWatch({ control, name: 'markdown' }));
  const previewHtml = useMemo(() => renderPreview(markdown), [markdown]);
  const { ref: markdownFieldRef, ...markdownField } = register('markdown');

  const insertIntoText = (url: string) => {
    const area = markdownRef.current;
    const current = getValues('markdown');
    const at = area ? area.selectionStart : current.length;
    const snippet = `\n\n![Describe the image for readers who cannot see it](${url})\n\n`;
    setValue('markdown', `${current.slice(0, at)}${snippet}${current.slice(at)}`, { shouldDirty: true });
  };

  return (
    <div className={styles.writing}>
      <div>
        <TextAreaField
          label="Text (Markdown)"
          hint="## for headings, **bold**, - for lists, [text](/link) for links."
          error={error}
          rows={22}
          {...markdownField}
          ref={(element) => {
            markdownFieldRef(element);
            markdownRef.current = element;
          }}
        />
        <ImageUpload
          label="Insert an image into the text"
          onUploaded={(uploaded) => insertIntoText(uploaded.url)}
        />
      </div>
      <section className={styles.preview} aria-labelledby={previewId}>
        <h2 id={previewId} className={styles.previewTitle}>
          Live preview
        </h2>
        <div className={styles.previewBody} dangerouslySetInnerHTML={{ __html: previewHtml }} />
      </section>
    </div>
  );
}
