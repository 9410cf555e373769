export interface Point {
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

/** The gap kept between the dragged button and the edge of the screen. */
export const EDGE_GAP = 8;
/** How far a pointer must travel before a press becomes a drag (and stops being a click). */
export const DRAG_THRESHOLD = 8;
export const POSITION_KEY = 'luna-chat-button';

function clampAxis(value: number, size: number, extent: number, gap: number): number {
  const max = extent - size - gap;
  // a screen too small for the gap: centre the button instead
  if (max < gap) return Math.max(0, Math.round((extent - size) / 2));
  return Math.round(Math.min(Math.max(value, gap), max));
}

/** The button's top-left corner moved so the whole button stays on screen. */
export function clampPosition(point: Point, button: Size, viewport: Size, gap: number = EDGE_GAP): Point {
  return {
    x: clampAxis(point.x, button.width, viewport.width, gap),
    y: clampAxis(point.y, button.height, viewport.height, gap),
  };
}

/** Whether a pointer that moved by (dx, dy) is dragging rather than tapping. */
export function isDrag(dx: number, dy: number, threshold: number = DRAG_THRESHOLD): boolean {
  return Math.hypot(dx, dy) >= threshold;
}

/** Where the visitor left the button in this browser session, if anywhere (validated). */
export function readStoredPosition(): Point | null {
  try {
    const raw = sessionStorage.getItem(POSITION_KEY);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { x, y } = value as Record<string, unknown>;
    if (typeof x !== 'number' || typeof y !== 'number' || !Number.isFinite(x) || !Number.isFinite(y)) return null;
    return { x, y };
  } catch {
    return null;
  }
}

export function storePosition(point: Point): void {
  try {
    sessionStorage.setItem(POSITION_KEY, JSON.stringify({ x: point.x, y: point.y }));
  } catch {
    // storage off: the position lasts as long as the page
  }
}
