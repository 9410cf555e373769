import type { MouseEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, type ButtonSize, type ButtonVariant } from '@safarnama/shared';

interface ButtonLinkProps {
  to: string;
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

/** The shared Button as an in-site link: a plain click navigates without a page load. */
export function ButtonLink({ to, children, variant, size, className }: ButtonLinkProps) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <Button href={to} onClick={onClick} variant={variant} size={size} className={className}>
      {children}
    </Button>
  );
}
