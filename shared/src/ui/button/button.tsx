import type { AnchorHTMLAttributes, ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { cx } from '../cx';
import { Spinner } from '../spinner/spinner';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface CommonProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Disables the button and shows a spinner with `loadingText`. */
  loading?: boolean;
  loadingText?: ReactNode;
  fullWidth?: boolean;
  iconStart?: ReactNode;
  children?: ReactNode;
  className?: string;
}

export type ButtonAsButtonProps = CommonProps &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, keyof CommonProps> & { href?: undefined; ref?: Ref<HTMLButtonElement> };

export type ButtonAsLinkProps = CommonProps &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, keyof CommonProps> & { href: string; ref?: Ref<HTMLAnchorElement> };

export type ButtonProps = ButtonAsButtonProps | ButtonAsLinkProps;

function isLink(props: ButtonProps): props is ButtonAsLinkProps {
  return typeof props.href === 'string';
}

/** A button, or a link that looks like one when given `href`. Refs reach the DOM element. */
export function Button(props: ButtonProps) {
  const {
    variant = 'primary',
    size = 'md',
    loading = false,
    loadingText = 'Please wait...',
    fullWidth = false,
    iconStart,
    children,
    className,
  } = props;
  const classes = cx(styles.button, styles[variant], styles[size], fullWidth && styles.fullWidth, className);
  const content = loading ? (
    <>
      <Spinner size="sm" tone="current" />
      <span>{loadingText}</span>
    </>
  ) : (
    <>
      {iconStart}
      {children !== undefined && children !== null && <span>{children}</span>}
    </>
  );

  if (isLink(props)) {
    const { variant: _v, size: _s, loading: _l, loadingText: _lt, fullWidth: _f, iconStart: _is, children: _c, className: _cn, ref, onClick, ...anchorProps } = props;
    const blocked = loading || anchorProps['aria-disabled'] === true || anchorProps['aria-disabled'] === 'true';
    return (
      <a
        {...anchorProps}
        ref={ref}
        className={classes}
        aria-busy={loading || undefined}
        aria-disabled={blocked || undefined}
        onClick={(event: MouseEvent<HTMLAnchorElement>) => {
          if (blocked) {
            event.preventDefault();
            return;
          }
          onClick?.(event);
        }}
      >
        {content}
      </a>
    );
  }

  const { variant: _v, size: _s, loading: _l, loadingText: _lt, fullWidth: _f, iconStart: _is, children: _c, className: _cn, ref, type = 'button', disabled, ...buttonProps } = props;
  return (
    <button
      {...buttonProps}
      ref={ref}
      type={type}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {content}
    </button>
  );
}
