import { useCallback, useEffect, useId, useRef, type CSSProperties, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useNavigate } from 'react-router';
import { useSetAtom } from '../../lib/store';
import styles from './Modal.module.css';
import { openDialogsAtom } from './open-dialogs';

/** `sheet`: a panel along the bottom of a phone's screen (the kit's filter bar) */
type ModalSize = 'standard' | 'small' | 'medium' | 'sheet';

export interface ModalProps {
  open: boolean;
  /** called after the dialog has closed (close icon, outside click or touch, Escape) */
  onClose: () => void;
  size?: ModalSize;
  title: string;
  text?: ReactNode;
  accentText?: ReactNode;
  btnText?: string;
  /** the main button's action */
  handler?: () => void;
  /** hides the decorative icon above the title */
  noIcon?: boolean;
  /** shows the close icon */
  closeIcon?: boolean;
  /** stay on the page when closing instead of going to the site root */
  noRedirection?: boolean;
  styles?: CSSProperties;
  children?: ReactNode;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The site's dialog: locks page scroll while open, traps focus, and closes on
 * its close icon, a click or touch outside, or Escape; closing goes to the site root unless
 * `noRedirection` is set.
 */
export function Modal({
  open,
  onClose,
  size = 'standard',
  title,
  text,
  accentText,
  btnText,
  handler,
  noIcon = false,
  closeIcon = false,
  noRedirection = false,
  styles: customStyles,
  children,
}: ModalProps) {
  const navigate = useNavigate();
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const textId = useId();
  const setOpenDialogs = useSetAtom(openDialogsAtom);

  const close = useCallback(() => {
    onClose();
    if (!noRedirection) void navigate('/');
  }, [navigate, noRedirection, onClose]);

  useEffect(() => {
    if (!open) return undefined;
    setOpenDialogs((count) => count + 1);
    return () => setOpenDialogs((count) => count - 1);
  }, [open, setOpenDialogs]);

  useEffect(() => {
    if (!open) return undefined;
    const previousOverflow = document.body.style.overflow;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    document.body.style.overflow = 'hidden';
    const dialog = dialogRef.current;
    const first = dialog?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? dialog)?.focus();
    return () => {
      document.body.style.overflow = previousOverflow;
      previouslyFocused?.focus();
    };
  }, [open]);

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (focusable.length === 0) {
      event.preventDefault();
      return;
    }
    const first = focusable[0]!;
    const last = focusable[focusable.length - 1]!;
    if (
      event.shiftKey &&
      (document.activeElement === first || document.activeElement === dialogRef.current)
    ) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  if (!open || typeof document === 'undefined') return null;

  return createPortal(
    <div
      className={styles.overlay}
      data-testid="modal-overlay"
      onPointerDown={(event) => {
        if (event.target === event.currentTarget) close();
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={text || accentText ? textId : undefined}
        tabIndex={-1}
        className={`${styles.dialog} ${styles[size]}`}
        style={customStyles}
        onKeyDown={onKeyDown}
      >
        {closeIcon ? (
          <button type="button" className={styles.close} onClick={close} aria-label="Close dialog">
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
          </button>
        ) : null}
        {noIcon ? null : <img className={styles.icon} src="/icons/logo.svg" alt="" width="56" height="56" />}
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {text || accentText ? (
          <div id={textId}>
            {accentText ? <p className={styles.accent}>{accentText}</p> : null}
            {text ? <p className={styles.text}>{text}</p> : null}
          </div>
        ) : null}
        {children}
        {btnText ? (
          <button type="button" className={styles.button} onClick={handler}>
            {btnText}
          </button>
        ) : null}
      </div>
    </div>,
    document.body,
  );
}
