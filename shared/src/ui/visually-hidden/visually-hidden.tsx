import type { ComponentPropsWithoutRef, ElementType } from 'react';
import styles from './visually-hidden.module.css';

export type VisuallyHiddenProps<T extends ElementType = 'span'> = { as?: T } & Omit<ComponentPropsWithoutRef<T>, 'as' | 'className'>;

/** Text for screen readers only: a heading over artwork that already shows it, a new-tab warning. */
export function VisuallyHidden<T extends ElementType = 'span'>({ as, ...rest }: VisuallyHiddenProps<T>) {
  const Tag: ElementType = as ?? 'span';
  return <Tag className={styles.visuallyHidden} {...rest} />;
}
