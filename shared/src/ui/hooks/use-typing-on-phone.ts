import { useEffect, useState } from 'react';
import { breakpoints } from '../../config/constants';
import { useMediaQuery } from './use-media-query';

// input types that take typing (not checkboxes, radios, buttons, ranges...)
const TEXT_INPUT = /^(text|search|email|tel|url|password|number|date|datetime-local|month|time|week)$/;

function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement) || target.closest('[role="dialog"]')) return false;
  if (target instanceof HTMLTextAreaElement) return true;
  if (target instanceof HTMLInputElement) return TEXT_INPUT.test(target.type);
  return target.isContentEditable;
}

/**
 * True on a phone while the visitor types in a field of the page (not one of a
 * dialog): the floating buttons (Enquiry Now, Luna's) step aside then, since a
 * text field keeps its caret in view rather than the whole field, and on a small
 * screen a floating button would sit on the field or its neighbours (WCAG 2.2
 * focus not obscured).
 */
export function useTypingOnPhone(): boolean {
  const isPhone = useMediaQuery(`(max-width: ${breakpoints.tablet}px)`);
  const [typing, setTyping] = useState(() => typeof document !== 'undefined' && isTextEntry(document.activeElement));
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => setTyping(isTextEntry(event.target));
    // focus leaving for another field keeps them aside; for anything else brings them back
    const onFocusOut = (event: FocusEvent) => setTyping(isTextEntry(event.relatedTarget));
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
    };
  }, []);
  return isPhone && typing;
}
