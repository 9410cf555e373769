import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, type ButtonAsLinkProps } from '../button/button';

export type ButtonLinkProps = Omit<ButtonAsLinkProps, 'href'> & { to: string };

/**
 * The Button as a real link to a page of the site: a plain click navigates inside the
 * single-page app; new tabs, modified clicks and `target="_blank"` behave as links do.
 */
export function ButtonLink({ to, onClick, target, ...rest }: ButtonLinkProps) {
  const navigate = useNavigate();
  return (
    <Button
      {...rest}
      href={to}
      target={target}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        if (event.defaultPrevented || target === '_blank') return;
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        navigate(to);
      }}
    />
  );
}
