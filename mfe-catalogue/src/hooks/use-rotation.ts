import { type FocusEvent, useEffect, useState } from 'react';
import { usePrefersReducedMotion } from '@safarnama/shared';

/**
 * A banner's slide index that advances every `intervalMs` and wraps around (the home
 * hero, the Dev Darshan offers). It holds while the pointer or keyboard focus is on
 * the banner (spread `holdProps` on it), while paused, while `held` is set by the
 * caller, and always under reduced motion.
 */
export function useRotation(count: number, intervalMs: number, { held: heldByCaller = false } = {}) {
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const rotating = playing && !reducedMotion && !hovered && !heldByCaller;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => window.clearInterval(timer);
  }, [rotating, count, intervalMs]);

  const holdProps = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setHovered(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHovered(false);
    },
  };

  return { index, setIndex, playing, togglePlaying: () => setPlaying((value) => !value), rotating, reducedMotion, holdProps };
}

export type Rotation = ReturnType<typeof useRotation>;
