import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../cx';
import styles from './card.module.css';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  as?: 'div' | 'article' | 'section' | 'aside' | 'li';
  /** Inner padding of 16px (off for edge-to-edge images; pad the body yourself). */
  padded?: boolean;
  /** Lifts on hover and focus, for cards that are one big link or button. */
  interactive?: boolean;
  children?: ReactNode;
}

/** White surface, 8px radius, the card shadow. Positioned, so a Ribbon can sit in its corner. */
export function Card({ as: Tag = 'div', padded = false, interactive = false, className, children, ...rest }: CardProps) {
  return (
    <Tag {...rest} className={cx(styles.card, padded && styles.padded, interactive && styles.interactive, className)}>
      {children}
    </Tag>
  );
}
