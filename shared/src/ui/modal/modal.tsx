import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { cx } from '../cx';
import { focusableIn, lockBodyScroll } from './focus';
import { inertOutside } from './inert-outside';
import styles from './modal.module.css';

export interface ModalProps {
  isOpen: boolean;
  onClose: () => void;
  /** Names the dialog (aria-labelledby). */
  title: ReactNode;
  /** Keep the title for screen readers only. */
  hideTitle?: boolean;
  children: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** Element to focus on open; defaults to the first focusable element. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  closeLabel?: string;
  className?: string;
}

/**
 * An accessible modal dialog: focus moves in and stays in (Tab wraps), Escape
 * and a backdrop click close it, focus returns to the opener, and the page
 * behind does not scroll and is inert (no focus, no clicks, out of reach of a
 * screen reader) while it is open.
 */
export function Modal(props: ModalProps) {
  if (!props.isOpen || typeof document === 'undefined') return null;
  return createPortal(<OpenModal {...props} />, document.body);
}

function OpenModal({
  onClose,
  title,
  hideTitle = false,
  children,
  footer,
  size = 'md',
  initialFocusRef,
  closeLabel = 'Close',
  className,
}: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const pressStartedOnBackdrop = useRef(false);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  // Read once, when the dialog opens.
  const initialFocus = useRef(initialFocusRef);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const unlock = lockBodyScroll();
    const dialog = dialogRef.current;
    // the backdrop is the portal's root: everything beside it is the page
    const restorePage = dialog?.parentElement ? inertOutside(dialog.parentElement) : () => {};
    if (dialog) {
      const target = initialFocus.current?.current ?? focusableIn(dialog).find((el) => !el.dataset.modalClose) ?? dialog;
      target.focus();
    }
    return () => {
      // the page first: an inert opener cannot take focus
      restorePage();
      unlock();
      if (opener && opener.isConnected) opener.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = focusableIn(dialogRef.current);
    if (focusable.length === 0) {
      event.preventDefault();
      dialogRef.current.focus();
      return;
    }
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const onBackdropMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    pressStartedOnBackdrop.current = event.target === event.currentTarget;
  };

  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    // A text selection that ends outside the dialog must not close it.
    if (pressStartedOnBackdrop.current && event.target === event.currentTarget) onCloseRef.current();
    pressStartedOnBackdrop.current = false;
  };

  return (
    <div className={styles.backdrop} onMouseDown={onBackdropMouseDown} onClick={onBackdropClick} data-testid="modal-backdrop">
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={cx(styles.dialog, styles[size], className)}
        onKeyDown={onKeyDown}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={cx(styles.title, hideTitle && styles.titleHidden)}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={() => onCloseRef.current()} aria-label={closeLabel} data-modal-close="true">
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className={styles.body}>{children}</div>
        {footer && <div className={styles.footer}>{footer}</div>}
      </div>
    </div>
  );
}
