import { useLayoutEffect, type RefObject } from 'react';

/**
 * Marks what stays usable while a dialog makes the rest of the page inert: the
 * toasts' live region, so that a toast raised from inside a dialog (a booking sent
 * from the phone's booking dialog) is still announced and can be dismissed.
 */
export const STAYS_LIVE_ATTRIBUTE = 'data-stays-live';

/** How many open dialogs made each element inert; the attribute goes with the last. */
const inertBy = new Map<Element, number>();

function makeInert(element: Element): boolean {
  // inert that someone else set is theirs to remove
  if (element.hasAttribute('inert') && !inertBy.has(element)) return false;
  inertBy.set(element, (inertBy.get(element) ?? 0) + 1);
  element.setAttribute('inert', '');
  return true;
}

function release(element: Element): void {
  const count = inertBy.get(element) ?? 0;
  if (count > 1) {
    inertBy.set(element, count - 1);
    return;
  }
  inertBy.delete(element);
  element.removeAttribute('inert');
}

/**
 * Makes the whole page except `dialog` (and what is marked data-stays-live) inert:
 * no focus, no clicks, and nothing a screen reader can reach, which aria-modal alone
 * does not guarantee. Every sibling on the way from the dialog up to <body> gets
 * the `inert` attribute; elements that appear beside that way while the dialog is
 * open (the footer loading in) get it too. Dialogs opened from a dialog stack: the
 * newest one's page is what stays usable. Returns the undo.
 */
export function inertOutside(dialog: Element): () => void {
  const kept = [dialog, ...Array.from(document.querySelectorAll(`[${STAYS_LIVE_ATTRIBUTE}]`))];
  const onTheWay = new Set<Element>();
  for (const element of kept) {
    for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) onTheWay.add(node);
  }
  const marked: Element[] = [];
  const consider = (element: Element) => {
    if (!onTheWay.has(element) && makeInert(element)) marked.push(element);
  };
  const parents = new Set<Element>();
  for (const element of onTheWay) if (element.parentElement) parents.add(element.parentElement);
  for (const parent of parents) Array.from(parent.children).forEach(consider);

  // Not <body> itself: what appears there is another portal (a second dialog, the toasts).
  const observer = new MutationObserver((records) => {
    for (const record of records) record.addedNodes.forEach((node) => node instanceof Element && consider(node));
  });
  for (const parent of parents) if (parent !== document.body) observer.observe(parent, { childList: true });

  return () => {
    observer.disconnect();
    marked.forEach(release);
  };
}

/**
 * inertOutside() while `active`, for a dialog that stays mounted when closed (Luna's).
 * A layout effect: the page is usable again in the same commit that closes the
 * dialog, so focus can go back to its opener at once.
 */
export function useInertOutside(ref: RefObject<Element | null>, active: boolean): void {
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!active || !dialog) return undefined;
    return inertOutside(dialog);
  }, [ref, active]);
}
