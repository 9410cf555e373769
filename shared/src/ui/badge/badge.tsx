import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../cx';
import styles from './badge.module.css';

export type BadgeTone = 'primary' | 'secondary' | 'success' | 'danger' | 'neutral' | 'solid';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
  children: ReactNode;
}

/** A small pill label ("Adventure", "New", "2N/3D"). */
export function Badge({ tone = 'primary', className, children, ...rest }: BadgeProps) {
  return (
    <span {...rest} className={cx(styles.badge, styles[tone], className)}>
      {children}
    </span>
  );
}

export interface RibbonProps extends HTMLAttributes<HTMLSpanElement> {
  /** Which top corner of the (positioned) parent it sits in. */
  side?: 'left' | 'right';
  tone?: 'saffron' | 'ink' | 'green';
  children: ReactNode;
}

/** A corner flag on a Card ("20% OFF", "New"). The parent must be positioned; Card is. */
export function Ribbon({ side = 'left', tone = 'saffron', className, children, ...rest }: RibbonProps) {
  return (
    <span {...rest} className={cx(styles.ribbon, styles[side], styles[tone], className)}>
      {children}
    </span>
  );
}
