import { blogImagePath } from '../../../../shared/api/blog';
import { FieldError } from '../../../components/forms/form-fields';
import styles from './editor.module.css';
import { ImageUpload } from './ImageUpload';

/** The post's cover image: shown when set, replaced by an upload, or removed. */
export function CoverImageField({
  image,
  onChange,
  error,
}: {
  image: string | null | undefined;
  onChange: (image: string | null) => void;
  error: string | undefined;
}) {
  return (
    <fieldset className={styles.cover}>
      <legend className={styles.label}>Cover image</legend>
      {image ? (
        <div className={styles.coverPreview}>
          <img src={blogImagePath(image)} alt="The post's cover" width={320} height={168} />
          <button type="button" className={styles.secondary} onClick={() => onChange(null)}>
            Remove cover image
          </button>
        </div>
      ) : null}
      <ImageUpload
        label={image ? 'Replace the cover image' : 'Upload a cover image'}
        onUploaded={(uploaded) => onChange(uploaded.id)}
      />
      <FieldError id={undefined} message={error} />
    </fieldset>
  );
}
