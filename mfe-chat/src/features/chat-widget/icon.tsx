export interface IconProps {
  /** Width and height in pixels; the drawing is on a 24 by 24 grid. */
  size: number;
  /** The outline, filled in the text colour. */
  path: string;
}

/** A one-path icon inside a button; hidden from screen readers, as the button carries the name. */
export function Icon({ size, path }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path fill="currentColor" d={path} />
    </svg>
  );
}
