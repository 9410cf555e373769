import { useState } from 'react';

/** `index` folded into 0..length-1, so that -1 is the last item and `length` the first. */
export function wrapIndex(index: number, length: number): number {
  if (length <= 0) return 0;
  return ((index % length) + length) % length;
}

/**
 * Which photo of a gallery shows. Previous on the first shows the last and next on
 * the last shows the first: the spec's review carousels wrap around at both ends.
 */
export function useGallery(length: number) {
  const [position, setPosition] = useState(0);
  // folded on read too, so a shorter list of photos never leaves the index past its end
  const index = wrapIndex(position, length);
  return {
    index,
    show: (target: number) => setPosition(wrapIndex(target, length)),
    previous: () => setPosition((current) => wrapIndex(wrapIndex(current, length) - 1, length)),
    next: () => setPosition((current) => wrapIndex(wrapIndex(current, length) + 1, length)),
  };
}
