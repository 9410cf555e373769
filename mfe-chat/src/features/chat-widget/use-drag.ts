import { useLayoutEffect, useRef, useState, type CSSProperties, type MouseEvent, type PointerEvent, type RefObject } from 'react';
import { clampPosition, isDrag, readStoredPosition, storePosition, type Point } from '../../lib/button-position';

interface Press {
  pointerId: number;
  startX: number;
  startY: number;
  origin: Point;
  moved: boolean;
}

const viewport = () => ({ width: document.documentElement.clientWidth || window.innerWidth, height: window.innerHeight });
const sizeOf = (el: HTMLElement) => ({ width: el.offsetWidth, height: el.offsetHeight });

/**
 * Dragging a fixed element with pointer events while `enabled` (the chat button on
 * screens up to 768px). The position is clamped so the whole element stays on screen,
 * again after a resize or a turn of the phone, and kept for the browser session. A
 * press that moved is a drag, not a click: consumeClick() swallows the click it ends with.
 */
export function useDrag(ref: RefObject<HTMLElement | null>, enabled: boolean) {
  const [position, setPosition] = useState<Point | null>(readStoredPosition);
  const [dragging, setDragging] = useState(false);
  const press = useRef<Press | null>(null);
  const latest = useRef<Point | null>(null);
  const swallowClick = useRef(false);

  // before paint, so a position kept from a wider screen never shows off screen
  useLayoutEffect(() => {
    if (!enabled) return undefined;
    const fit = () => {
      const el = ref.current;
      if (!el) return;
      setPosition((current) => {
        if (!current) return current;
        const next = clampPosition(current, sizeOf(el), viewport());
        return next.x === current.x && next.y === current.y ? current : next;
      });
    };
    fit();
    window.addEventListener('resize', fit);
    window.addEventListener('orientationchange', fit);
    return () => {
      window.removeEventListener('resize', fit);
      window.removeEventListener('orientationchange', fit);
    };
  }, [enabled, ref]);

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    swallowClick.current = false;
    if (!enabled || !event.isPrimary || (event.pointerType === 'mouse' && event.button !== 0)) return;
    const rect = event.currentTarget.getBoundingClientRect();
    press.current = { pointerId: event.pointerId, startX: event.clientX, startY: event.clientY, origin: { x: rect.left, y: rect.top }, moved: false };
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const current = press.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const dx = event.clientX - current.startX;
    const dy = event.clientY - current.startY;
    if (!current.moved) {
      if (!isDrag(dx, dy)) return;
      current.moved = true;
      setDragging(true);
      try {
        event.currentTarget.setPointerCapture(event.pointerId);
      } catch {
        // the pointer is already gone; the drag ends with it
      }
    }
    const next = clampPosition({ x: current.origin.x + dx, y: current.origin.y + dy }, sizeOf(event.currentTarget), viewport());
    latest.current = next;
    setPosition(next);
  };

  const onPointerEnd = (event: PointerEvent<HTMLElement>) => {
    const current = press.current;
    if (!current || current.pointerId !== event.pointerId) return;
    press.current = null;
    if (!current.moved) return;
    swallowClick.current = true;
    setDragging(false);
    if (latest.current) storePosition(latest.current);
  };

  /** True (and the click cancelled) when this click ends a drag. Keyboard clicks always count. */
  const consumeClick = (event: MouseEvent<HTMLElement>): boolean => {
    const swallow = swallowClick.current && event.detail !== 0;
    swallowClick.current = false;
    if (swallow) event.preventDefault();
    return swallow;
  };

  const style: CSSProperties | undefined =
    enabled && position ? { left: position.x, top: position.y, right: 'auto', bottom: 'auto' } : undefined;

  return {
    style,
    dragging,
    consumeClick,
    handlers: { onPointerDown, onPointerMove, onPointerUp: onPointerEnd, onPointerCancel: onPointerEnd },
  };
}
