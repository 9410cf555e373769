import { cx } from '@safarnama/shared';
import styles from './rotation-controls.module.css';

export interface RotationControlsProps {
  /** Positions the row in its banner. */
  className: string;
  /** One label per slide, for its dot: "Show {dotLabel} {n}: {label}". */
  labels: readonly string[];
  dotLabel: string;
  /** What the pause button names: "Pause {name}" / "Play {name}". */
  name: string;
  index: number;
  onSelect: (index: number) => void;
  playing: boolean;
  onTogglePlaying: () => void;
  reducedMotion: boolean;
}

/** A rotating banner's pause/play button and one dot per slide (44px hit areas). */
export function RotationControls({ className, labels, dotLabel, name, index, onSelect, playing, onTogglePlaying, reducedMotion }: RotationControlsProps) {
  const moving = playing && !reducedMotion;
  return (
    <div className={className}>
      <button type="button" className={styles.pause} onClick={onTogglePlaying} aria-label={`${moving ? 'Pause' : 'Play'} ${name}`} disabled={reducedMotion}>
        {moving ? <PauseIcon /> : <PlayIcon />}
      </button>
      {labels.map((label, i) => (
        <button
          key={label}
          type="button"
          className={cx(styles.dot, i === index && styles.dotActive)}
          aria-label={`Show ${dotLabel} ${i + 1}: ${label}`}
          aria-current={i === index ? 'true' : undefined}
          onClick={() => onSelect(i)}
        />
      ))}
    </div>
  );
}

function PauseIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.icon} fill="currentColor">
      <rect x="6" y="5" width="4" height="14" rx="1" />
      <rect x="14" y="5" width="4" height="14" rx="1" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.icon} fill="currentColor">
      <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.5-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5z" />
    </svg>
  );
}
