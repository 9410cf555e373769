import { useRef, type ReactNode } from 'react';
import { useNearViewport } from '@safarnama/shared';

/**
 * Renders its children once the place they go comes near the screen (and the page
 * has painted): the blog home's traveller stories and fifty links are far below the
 * first view, and a phone should not build them while it paints the top.
 */
export function WhenNear({ children }: { children: ReactNode }) {
  const marker = useRef<HTMLDivElement>(null);
  const near = useNearViewport(marker, '600px');
  return <div ref={marker}>{near ? children : null}</div>;
}
