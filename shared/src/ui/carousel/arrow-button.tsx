export interface ArrowButtonProps {
  direction: 'left' | 'right';
  /** The button's accessible name ("Previous photo"): it shows only a chevron. */
  label: string;
  onClick: () => void;
  disabled?: boolean;
  className?: string;
  /** The chevron's own class: each control sizes it. */
  iconClassName?: string;
}

/** A previous/next button with the site's one chevron, so that every arrow on the site looks alike. */
export function ArrowButton({ direction, label, onClick, disabled, className, iconClassName }: ArrowButtonProps) {
  return (
    <button type="button" className={className} onClick={onClick} disabled={disabled} aria-label={label}>
      <svg className={iconClassName} viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
        <path d={direction === 'left' ? 'M15 18l-6-6 6-6' : 'M9 6l6 6-6 6'} />
      </svg>
    </button>
  );
}
