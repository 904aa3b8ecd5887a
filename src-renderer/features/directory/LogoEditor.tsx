import { useId, useRef, useState } from 'react';
import {
  LOGO_MAX_BYTES,
  removeCompanyLogo,
  uploadCompanyLogo,
  type EditableCompany,
} from '../../../shared/api/directory';
import { Modal } from '../../components/modal/Modal';
import { callApi } from '../../lib/api';
import { ApiCallError } from '../../lib/api-call-error';
import { uploadFiles } from '../../lib/upload';
import styles from './company-edit.module.css';

const ACCEPTED = 'image/png,image/jpeg,image/webp';
const MAX_MB = LOGO_MAX_BYTES / (1024 * 1024);

const messageOf = (error: unknown) =>
  error instanceof ApiCallError
    ? (error.fields?.file ?? error.message)
    : 'Something went wrong on our side. Please try again.';

/**
 * The company's logo: replaced as soon as an image is chosen and sent (with progress), removed
 * after a confirmation. Admins editing another company pass its slug.
 */
export function LogoEditor({
  company,
  slug,
  onChange,
}: {
  company: EditableCompany;
  slug: string | undefined;
  onChange: (company: EditableCompany) => void;
}) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number>();
  const [problem, setProblem] = useState<string>();
  const [done, setDone] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const [removing, setRemoving] = useState(false);

  const upload = async (file: File) => {
    setProblem(undefined);
    setDone(undefined);
    if (file.size > LOGO_MAX_BYTES) {
      setProblem(`${file.name} is larger than ${MAX_MB} MB. Choose a smaller image.`);
      return;
    }
    const formData = new FormData();
    formData.append('file', file, file.name);
    setProgress(0);
    try {
      const path = slug
        ? `${uploadCompanyLogo.path}?slug=${encodeURIComponent(slug)}`
        : uploadCompanyLogo.path;
      onChange(
        uploadCompanyLogo.response.parse(await uploadFiles({ path, formData, onProgress: setProgress })),
      );
      setDone('The new logo is saved and shows in the directory.');
    } catch (error) {
      setProblem(messageOf(error));
    } finally {
      setProgress(undefined);
      if (input.current) input.current.value = '';
    }
  };

  const remove = async () => {
    setRemoving(true);
    setProblem(undefined);
    try {
      onChange(await callApi(removeCompanyLogo, { body: slug ? { slug } : {} }));
      setConfirming(false);
      setDone('The logo is removed. The directory shows your company’s initials instead.');
    } catch (error) {
      setConfirming(false);
      setProblem(messageOf(error));
    } finally {
      setRemoving(false);
    }
  };

  return (
    <section className={styles.panel} aria-labelledby={`${inputId}-heading`}>
      <h2 id={`${inputId}-heading`}>Logo</h2>
      <div className={styles.logoRow}>
        {company.logoUrl ? (
          <img className={styles.logo} src={company.logoUrl} alt={`Current logo of ${company.name}`} />
        ) : (
          <p className={styles.noLogo}>No logo yet</p>
        )}
        <div>
          <label htmlFor={inputId} className={styles.label}>
            {company.logoUrl ? 'Replace the logo' : 'Upload a logo'}
          </label>
          <p id={hintId} className={styles.hint}>
            PNG, JPEG or WebP, at most {MAX_MB} MB. A square image of at least 200 × 200 pixels looks best.
          </p>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={ACCEPTED}
            aria-describedby={hintId}
            disabled={progress !== undefined}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void upload(file);
            }}
          />
          {progress !== undefined ? (
            <p className={styles.progress}>
              <label htmlFor={`${inputId}-progress`}>Uploading the logo</label>
              <progress id={`${inputId}-progress`} max={1} value={progress}>
                {Math.round(progress * 100)}%
              </progress>
            </p>
          ) : null}
          {company.logoUrl ? (
            <button
              type="button"
              className={styles.secondaryButton}
              disabled={progress !== undefined}
              onClick={() => setConfirming(true)}
            >
              Remove logo
            </button>
          ) : null}
        </div>
      </div>
      <div role="alert" className={styles.alertSlot}>
        {problem ? <p className={styles.alert}>{problem}</p> : null}
      </div>
      <div role="status" className={styles.alertSlot}>
        {done ? <p className={styles.done}>{done}</p> : null}
      </div>
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        size="small"
        title="Remove the logo?"
        text={`${company.name} will show its initials in the directory until you upload a new logo.`}
        noIcon
        closeIcon
        noRedirection
      >
        <div className={styles.dialogActions}>
          <button type="button" className={styles.secondaryButton} onClick={() => setConfirming(false)}>
            Keep it
          </button>
          <button
            type="button"
            className={styles.dangerButton}
            disabled={removing}
            onClick={() => void remove()}
          >
            {removing ? 'Removing…' : 'Remove logo'}
          </button>
        </div>
      </Modal>
    </section>
  );
}
