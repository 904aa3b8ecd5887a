import { useState, type DragEvent, type ReactNode } from 'react';
import type { FileKind } from '../../../shared/file-kinds';
import { localFilesFrom, pickFilesNatively, type LocalFile } from '../../lib/upload';
import styles from './FileChooser.module.css';

/**
 * Choosing files: the desktop app's native picker (the host reads the files, the page gets
 * tokens), or the browser's file input on the web. Either way the caller gets `LocalFile`s.
 */
export function FileChooser({
  id,
  accept,
  kinds,
  maxBytes,
  multiple,
  disabled,
  describedBy,
  labelId,
  onChoose,
}: {
  id: string;
  /** the label of the whole control; the button's own text leads its accessible name */
  labelId?: string;
  /** the file input's filter, e.g. ".pdf,.png" */
  accept: string;
  kinds: FileKind[];
  maxBytes: number;
  multiple: boolean;
  disabled: boolean;
  describedBy?: string;
  onChoose: (files: LocalFile[]) => void;
}) {
  const [picking, setPicking] = useState(false);
  if (pickFilesNatively) {
    const pick = pickFilesNatively;
    return (
      <button
        type="button"
        id={id}
        className={styles.choose}
        disabled={disabled || picking}
        aria-describedby={describedBy}
        aria-labelledby={labelId ? `${id} ${labelId}` : undefined}
        onClick={() => {
          setPicking(true);
          void pick({ kinds, multiple, maxBytes })
            .then((files) => {
              if (files.length > 0) onChoose(files);
            })
            .finally(() => setPicking(false));
        }}
      >
        {multiple ? 'Choose files…' : 'Choose a file…'}
      </button>
    );
  }
  return (
    <input
      id={id}
      type="file"
      multiple={multiple}
      accept={accept}
      disabled={disabled}
      aria-describedby={describedBy}
      onChange={(event) => onChoose(localFilesFrom(event.target.files ?? []))}
    />
  );
}

/** An area files can be dropped on, with a visible cue while they are dragged over it. */
export function FileDropZone({
  disabled,
  onDrop,
  children,
}: {
  disabled: boolean;
  onDrop: (files: LocalFile[]) => void;
  children: ReactNode;
}) {
  const [over, setOver] = useState(false);
  const carriesFiles = (event: DragEvent) => !disabled && event.dataTransfer.types.includes('Files');
  return (
    <div
      className={styles.dropZone}
      data-dragging={over || undefined}
      onDragOver={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
        setOver(true);
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
      }}
      onDrop={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        setOver(false);
        onDrop(localFilesFrom(event.dataTransfer.files));
      }}
    >
      {children}
    </div>
  );
}
