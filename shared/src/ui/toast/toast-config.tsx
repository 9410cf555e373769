import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import type { ToastContainerProps } from 'react-toastify';
import { timings } from '../../config/constants';
import { STAYS_LIVE_ATTRIBUTE } from '../modal/inert-outside';
import { loadToastify, onToastDemand, toastContainerMounted } from './toast';

export type ToastPosition = 'top-right' | 'bottom-right';

/**
 * The site's toast behaviour: 5 s auto-close, pause on hover and on
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

const Container = lazy(async () => {
  const { ToastContainer } = await loadToastify();
  function MountedContainer(props: ToastContainerProps) {
    useEffect(() => toastContainerMounted(), []);
    return <ToastContainer {...props} />;
  }
  return { default: MountedContainer as ComponentType<ToastContainerProps> };
});

/**
 * A configured react-toastify container, mounted when the first toast is raised (the
 * toast waits for it): most visits raise none, and react-toastify (10 KB gzip) then
 * never loads. Render the default one once (the shell does). Its (empty) holder is
 * there from the start and stays usable while a dialog makes the page inert, so a
 * toast raised from a dialog is announced.
 */
export function ToastArea({ position = 'top-right', containerId }: ToastAreaProps) {
  const [demanded, setDemanded] = useState(false);
  useEffect(() => onToastDemand(() => setDemanded(true)), []);
  return (
    <div {...{ [STAYS_LIVE_ATTRIBUTE]: '' }}>
      {demanded && (
        <Suspense fallback={null}>
          <Container {...toastConfigFor(position, containerId)} />
        </Suspense>
      )}
    </div>
  );
}
