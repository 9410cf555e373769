import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { useSiteStore } from '../../store/site-store';
import { lockBodyScroll } from '../modal/focus';
import { Spinner } from '../spinner/spinner';
import styles from './loading-overlay.module.css';

export interface LoadingOverlayProps {
  /** e.g. 'Discovering amazing Goa packages...' */
  title: string;
  /** e.g. 'Crafting your perfect journey...' */
  subtitle?: string;
}

/** Full-screen "we are on it" layer with the spec's two lines; announced politely to screen readers. */
export function LoadingOverlay({ title, subtitle }: LoadingOverlayProps) {
  useEffect(() => lockBodyScroll(), []);
  const overlay = (
    <div className={styles.overlay} role="status" aria-live="polite" aria-busy="true" data-testid="loading-overlay">
      <Spinner size="lg" />
      <p className={styles.title}>{title}</p>
      {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
    </div>
  );
  return typeof document === 'undefined' ? overlay : createPortal(overlay, document.body);
}

/** The overlay any remote can raise with `useSiteStore.getState().showOverlay(title, subtitle)`; the shell renders this once. */
export function GlobalLoadingOverlay() {
  const overlay = useSiteStore((state) => state.overlay);
  return overlay ? <LoadingOverlay title={overlay.title} subtitle={overlay.subtitle} /> : null;
}
