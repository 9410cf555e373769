import { loadRemote } from '@module-federation/enhanced/runtime';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { onPinsChanged } from './remote-pins-changed';
import { remoteNameOf } from '@safarnama/contracts/releases';
import { describeRemoteModule } from './remote-versions';

// Props are checked at the call site through lazyRemote<P>(); the cache holds any component.
type AnyComponent = ComponentType<object>;

const cache = new Map<string, LazyExoticComponent<AnyComponent>>();
/** Modules loaded ahead of their first render by preloadRemote(). */
const preloaded = new Map<string, AnyComponent>();

/** Runs before a retried load, e.g. so the shell can re-read /remotes.json and re-register a remote. */
export type RemoteRetryHook = (remoteName: string, id: string) => void | Promise<void>;

let retryHook: RemoteRetryHook | null = null;

export function setRemoteRetryHook(hook: RemoteRetryHook | null): void {
  retryHook = hook;
}

/** A remote module failed to load or had no component to render. */
export class RemoteLoadError extends Error {
  readonly remoteId: string;

  constructor(id: string, reason: string, cause?: unknown) {
    super(`Remote ${describeRemoteModule(id)} ${reason}`, cause === undefined ? undefined : { cause });
    this.name = 'RemoteLoadError';
    this.remoteId = id;
  }
}

async function importRemote(id: string, askShell: boolean): Promise<{ default: AnyComponent }> {
  if (askShell && retryHook) await retryHook(remoteNameOf(id), id);
  let loaded: unknown;
  try {
    loaded = await loadRemote<unknown>(id);
  } catch (error) {
    throw new RemoteLoadError(id, 'could not be loaded', error);
  }
  const component =
    typeof loaded === 'function'
      ? loaded
      : loaded && typeof loaded === 'object' && 'default' in loaded
        ? (loaded as { default: unknown }).default
        : undefined;
  if (typeof component !== 'function' && !(component && typeof component === 'object' && '$$typeof' in component)) {
    throw new RemoteLoadError(id, 'has no default export to render');
  }
  return { default: component as AnyComponent };
}

function create(id: string, isRetry: boolean, askShell = isRetry): LazyExoticComponent<AnyComponent> {
  const component = lazy(() => {
    const ready = isRetry ? undefined : preloaded.get(id);
    // A thenable that calls back at once: React.lazy then renders the module in the
    // same pass, without suspending (see preloadRemote).
    if (ready) return { then: (resolve: (module: { default: AnyComponent }) => void) => resolve({ default: ready }) } as unknown as Promise<{ default: AnyComponent }>;
    return importRemote(id, askShell).catch((error: unknown) => {
      // React.lazy remembers a rejection for good: forget this one so the next render can try again.
      if (cache.get(id) === component) cache.delete(id);
      throw error;
    });
  });
  cache.set(id, component);
  return component;
}

/**
 * A React.lazy component for a federated module ("blogs/BlogsPage"), rendering
 * its default export. One per id; after a failed load the next call makes a new attempt.
 */
export function lazyRemote<P extends object = Record<string, never>>(id: string): LazyExoticComponent<ComponentType<P>> {
  return (cache.get(id) ?? create(id, false)) as unknown as LazyExoticComponent<ComponentType<P>>;
}

/**
 * A fresh lazy component for `id` (a new network attempt), replacing any cached one.
 * The shell's retry hook runs first, unless the shell has just registered the remote
 * anew (`askShell: false`, after it announced a new pin).
 */
export function reloadRemote<P extends object = Record<string, never>>(
  id: string,
  { askShell = true }: { askShell?: boolean } = {},
): LazyExoticComponent<ComponentType<P>> {
  cache.delete(id);
  preloaded.delete(id);
  return create(id, true, askShell) as unknown as LazyExoticComponent<ComponentType<P>>;
}

/**
 * Loads a federated module before anything renders it: the shell does this for the
 * page being opened. Its area then renders at once instead of suspending, which
 * matters beyond the load itself: React holds content that resolves shortly after
 * a Suspense fallback appeared for up to 300 ms, so that it does not flicker, and
 * the page would paint that much later. Never rejects: a failed load is tried again,
 * and reported, by the area itself.
 */
export function preloadRemote(id: string): Promise<void> {
  return importRemote(id, false).then(
    ({ default: component }) => void preloaded.set(id, component),
    () => undefined,
  );
}

// A remote that gets a pin after the page loaded without one: what was loaded for it
// before (the shell's stand-in that renders the fallback) is forgotten, so the next
// area that shows one of its modules loads it for real.
onPinsChanged((remotes) => {
  for (const map of [cache, preloaded]) {
    for (const id of [...map.keys()]) if (remotes.has(remoteNameOf(id))) map.delete(id);
  }
});

/** Test helper. */
export function clearRemoteCache(): void {
  cache.clear();
  preloaded.clear();
}
