import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, type ButtonAsLinkProps } from '@safarnama/shared';

export type RouterButtonProps = Omit<ButtonAsLinkProps, 'href'> & { to: string };

/** The shared Button as a real link that navigates inside the single-page app (new tabs and modified clicks still work). */
export function RouterButton({ to, onClick, target, ...rest }: RouterButtonProps) {
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
