import { loadRemote } from '@module-federation/enhanced/runtime';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { describeRemote, remoteNameOf } from './remote-versions';

// Props are checked at the call site through lazyRemote<P>(); the cache holds any component.
type AnyComponent = ComponentType<object>;

const cache = new Map<string, LazyExoticComponent<AnyComponent>>();

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
    super(`Remote ${describeRemote(id)} ${reason}`, cause === undefined ? undefined : { cause });
    this.name = 'RemoteLoadError';
    this.remoteId = id;
  }
}

async function importRemote(id: string, isRetry: boolean): Promise<{ default: AnyComponent }> {
  if (isRetry && retryHook) await retryHook(remoteNameOf(id), id);
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

function create(id: string, isRetry: boolean): LazyExoticComponent<AnyComponent> {
  const component = lazy(() =>
    importRemote(id, isRetry).catch((error: unknown) => {
      // React.lazy remembers a rejection for good: forget this one so the next render can try again.
      if (cache.get(id) === component) cache.delete(id);
      throw error;
    }),
  );
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

/** A fresh lazy component for `id` (a new network attempt), replacing any cached one. */
export function reloadRemote<P extends object = Record<string, never>>(id: string): LazyExoticComponent<ComponentType<P>> {
  cache.delete(id);
  return create(id, true) as unknown as LazyExoticComponent<ComponentType<P>>;
}

/** Test helper. */
export function clearRemoteCache(): void {
  cache.clear();
}
