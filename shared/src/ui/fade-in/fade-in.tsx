import { useEffect, useRef, useState, type CSSProperties, type ElementType, type ReactNode } from 'react';
import { cx } from '../cx';
import { usePrefersReducedMotion } from '../hooks/use-media-query';
import styles from './fade-in.module.css';

export interface FadeInProps {
  as?: ElementType;
  children: ReactNode;
  className?: string;
  /** Extra delay before the fade, in ms (for staggering). */
  delay?: number;
  id?: string;
}

/** Fades its content in the first time it scrolls into view; no motion under prefers-reduced-motion. */
export function FadeIn({ as: Tag = 'div', children, className, delay = 0, id }: FadeInProps) {
  const ref = useRef<HTMLElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const [shown, setShown] = useState(false);
  const animate = !reducedMotion && typeof IntersectionObserver !== 'undefined';

  useEffect(() => {
    if (!animate || shown) return;
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setShown(true);
          observer.disconnect();
        }
      },
      { rootMargin: '0px 0px -10% 0px', threshold: 0.05 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [animate, shown]);

  const style: CSSProperties | undefined = animate && shown && delay ? { transitionDelay: `${delay}ms` } : undefined;
  return (
    <Tag ref={ref} id={id} className={cx(animate && (shown ? styles.visible : styles.hidden), className)} style={style}>
      {children}
    </Tag>
  );
}
