import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styles from './info-tooltip.module.css';

/** The four points of the spec's info tooltip. */
export const LUNA_NOTES = [
  'Luna is powered by an AI assistant.',
  'Chat transcripts are recorded for quality review.',
  'Luna may make mistakes: please check important details with our team.',
  'Please do not share personal information in the chat.',
] as const;

/**
 * The 'About Luna' button and its tooltip: shown on hover and on focus, pinned by a
 * click or tap (a second one, a tap elsewhere or Escape hides it). The notes describe
 * the button (aria-describedby) even while hidden, so a screen reader hears them on focus.
 */
export function InfoTooltip() {
  const id = useId();
  const wrapRef = useRef<HTMLDivElement>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [pinned, setPinned] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const shown = (hovered || focused || pinned) && !dismissed;

  useEffect(() => {
    if (!pinned) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapRef.current?.contains(event.target as Node)) setPinned(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [pinned]);

  const hide = () => {
    setPinned(false);
    setDismissed(true);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'Escape' || !shown) return;
    // this Escape is the tooltip's, not the dialog's
    event.stopPropagation();
    hide();
  };

  return (
    <div
      ref={wrapRef}
      className={styles.wrap}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => {
        setHovered(false);
        setDismissed(false);
      }}
    >
      <button
        type="button"
        className={styles.trigger}
        aria-label="About Luna"
        aria-describedby={id}
        onFocus={() => setFocused(true)}
        onBlur={() => {
          setFocused(false);
          setPinned(false);
          setDismissed(false);
        }}
        onClick={() => {
          if (pinned && shown) {
            hide();
          } else {
            setPinned(true);
            setDismissed(false);
          }
        }}
        onKeyDown={onKeyDown}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="9.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path fill="currentColor" d="M11 10.5h2V17h-2zM12 6.8a1.3 1.3 0 1 1 0 2.6 1.3 1.3 0 0 1 0-2.6z" />
        </svg>
      </button>
      <div id={id} role="tooltip" className={styles.tip} hidden={!shown}>
        <ul className={styles.notes}>
          {LUNA_NOTES.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
