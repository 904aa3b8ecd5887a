import { useId, useRef, useState } from 'react';
import { BLOG_IMAGE_MAX_BYTES, uploadFile } from '../../../../shared/api/blog';
import type { ResponseOf } from '../../../../shared/api/endpoint';
import { ApiCallError } from '../../../lib/api-call-error';
import { uploadFiles } from '../../../lib/upload';
import styles from './editor.module.css';

const MAX_MB = BLOG_IMAGE_MAX_BYTES / (1024 * 1024);

export type UploadedImage = ResponseOf<typeof uploadFile>;

const ACCEPTED = 'image/png,image/jpeg,image/webp,image/gif';

/** A file picker that uploads one image at once, with a progress bar and readable errors. */
export function ImageUpload({
  label,
  onUploaded,
}: {
  label: string;
  onUploaded: (image: UploadedImage) => void;
}) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number>();
  const [problem, setProblem] = useState<string>();

  const upload = async (file: File) => {
    setProblem(undefined);
    if (file.size > BLOG_IMAGE_MAX_BYTES) {
      setProblem(`${file.name} is larger than ${MAX_MB} MB. Choose a smaller image.`);
      return;
    }
    const formData = new FormData();
    formData.append('file', file);
    setProgress(0);
    try {
      const answer = await uploadFiles({ path: uploadFile.path, formData, onProgress: setProgress });
      onUploaded(uploadFile.response.parse(answer));
    } catch (error) {
      setProblem(
        error instanceof ApiCallError
          ? (error.fields?.file ?? error.message)
          : 'The image could not be uploaded.',
      );
    } finally {
      setProgress(undefined);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className={styles.upload}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={ACCEPTED}
        disabled={progress !== undefined}
        aria-describedby={problem ? `${inputId}-error` : `${inputId}-hint`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void upload(file);
        }}
      />
      <p id={`${inputId}-hint`} className={styles.hint}>
        PNG, JPEG, WebP or GIF, up to {MAX_MB} MB.
      </p>
      {progress !== undefined ? (
        <div className={styles.progress}>
          <progress max={1} value={progress} aria-label={`Uploading: ${Math.round(progress * 100)}%`} />
          <span>{Math.round(progress * 100)}%</span>
        </div>
      ) : null}
      {problem ? (
        <p id={`${inputId}-error`} className={styles.error} role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
