// One react-toastify for the whole site, loaded when the first toast is raised: it is
// not needed to paint a page, most visits raise no toast, and every page has a
// JavaScript budget (e2e/tests/budget.e2e.ts). A toast raised before the container is
// mounted waits for it, so no message is lost.
import type { Id, ToastContent, ToastOptions } from 'react-toastify';

type Toastify = typeof import('react-toastify');

let toastify: Promise<Toastify> | null = null;
let markMounted: () => void = () => {};
const containerMounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});
const demandListeners = new Set<() => void>();
let demanded = false;

export function loadToastify(): Promise<Toastify> {
  toastify ??= import('react-toastify');
  return toastify;
}

/** Called by ToastArea once its container is in the page. */
export function toastContainerMounted(): void {
  markMounted();
}

/** ToastArea subscribes so that an early toast mounts the container at once. */
export function onToastDemand(listener: () => void): () => void {
  if (demanded) listener();
  demandListeners.add(listener);
  return () => demandListeners.delete(listener);
}

function emit(show: (toast: Toastify['toast']) => Id | void): void {
  if (!demanded) {
    demanded = true;
    demandListeners.forEach((listener) => listener());
  }
  void Promise.all([loadToastify(), containerMounted]).then(([{ toast: real }]) => show(real));
}

type Show = (content: ToastContent, options?: ToastOptions) => void;

/** react-toastify's toast(), success(), error(), info(), warn() and dismiss(), for every remote. */
export const toast: Show & {
  success: Show;
  error: Show;
  info: Show;
  warn: Show;
  warning: Show;
  dismiss: (id?: Id) => void;
} = Object.assign((content: ToastContent, options?: ToastOptions) => emit((t) => t(content, options)), {
  success: (content: ToastContent, options?: ToastOptions) => emit((t) => t.success(content, options)),
  error: (content: ToastContent, options?: ToastOptions) => emit((t) => t.error(content, options)),
  info: (content: ToastContent, options?: ToastOptions) => emit((t) => t.info(content, options)),
  warn: (content: ToastContent, options?: ToastOptions) => emit((t) => t.warn(content, options)),
  warning: (content: ToastContent, options?: ToastOptions) => emit((t) => t.warning(content, options)),
  dismiss: (id?: Id) => emit((t) => t.dismiss(id)),
});
