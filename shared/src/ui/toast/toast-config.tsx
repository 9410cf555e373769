import { ToastContainer, type ToastContainerProps } from 'react-toastify';
import { timings } from '../../config/constants';

export type ToastPosition = 'top-right' | 'bottom-right';

/**
 * The site's toast behaviour (spec 8): 5 s auto-close, pause on hover and on
 * focus loss, drag to dismiss. Alt+T focusing the notifications is
 * react-toastify's default `hotKeys` (`altKey && code === 'KeyT'`, checked in
 * the installed 11.2.0), so it is left as is.
 */
export const toastConfig = Object.freeze({
  position: 'top-right',
  autoClose: timings.toastAutoClose,
  pauseOnHover: true,
  pauseOnFocusLoss: true,
  draggable: true,
  closeOnClick: false,
  newestOnTop: true,
  theme: 'light',
} satisfies ToastContainerProps);

/** Container props for one area of the page. */
export function toastConfigFor(position: ToastPosition, containerId?: string): ToastContainerProps {
  return { ...toastConfig, position, ...(containerId ? { containerId } : {}) };
}

export interface ToastAreaProps {
  position?: ToastPosition;
  /** Give an area its own container; toasts then pass `{ containerId }`. The shell's default area has none. */
  containerId?: string;
}

/** A configured react-toastify container. Render the default one once (the shell does). */
export function ToastArea({ position = 'top-right', containerId }: ToastAreaProps) {
  return <ToastContainer {...toastConfigFor(position, containerId)} />;
}
