import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { formatPhone, phoneHref } from '../../config/site-config';
import { usePhoneNumber } from '../../store/use-phone-number';

export type PhoneLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** What the link shows; the number, formatted, by default. */
  children?: ReactNode;
};

/**
 * A tel: link to our sales line: the number the TFN call chose for this visit (the
 * store's), so every "call us" on the site dials the same one.
 */
export function PhoneLink({ children, ...rest }: PhoneLinkProps) {
  const phone = usePhoneNumber();
  return (
    <a {...rest} href={phoneHref(phone)}>
      {children ?? formatPhone(phone)}
    </a>
  );
}
