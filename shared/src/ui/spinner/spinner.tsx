import { cx } from '../cx';
import styles from './spinner.module.css';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  tone?: 'primary' | 'inverse' | 'current';
  /** Announced to screen readers; omit inside a labelled control (the spinner is then decorative). */
  label?: string;
  className?: string;
}

export function Spinner({ size = 'md', tone = 'primary', label, className }: SpinnerProps) {
  const classes = cx(styles.spinner, styles[size], styles[tone], className);
  if (!label) return <span className={classes} aria-hidden="true" />;
  return (
    <span role="status">
      <span className={classes} aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
