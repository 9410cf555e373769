// One way to read server data in a component: loading, data and error, one request
// per key however many components ask (the navbar and the footer both want the
// categories), and the answer reused while it is fresh. TanStack Query does this and
// more, but its ~13 KB gzip would not fit the 150 KB (gzip) of JavaScript each page may
// load before its first render (e2e/tests/budget.e2e.ts); the site needs only this much.
import { startTransition, useEffect, useState } from 'react';
import { settledValue } from './settled-promise';
import type { ApiResult } from './types';

export type QueryStatus = 'loading' | 'success' | 'error';

export interface QueryState<T> {
  status: QueryStatus;
  /** The answer's `data` once it arrived (code 1). */
  data: T | undefined;
  /** Why there is no data: an ApiError (network, timeout, 5xx) or an ApiRefusal (code 0). */
  error: unknown;
  isLoading: boolean;
}

/** The server answered but refused (code 0): its message and HTTP status. */
export class ApiRefusal extends Error {
  readonly status: number;

  constructor(message: string, status: number) {
    super(message);
    this.name = 'ApiRefusal';
    this.status = status;
  }
}

export interface QueryOptions {
  /** How long an answer is reused before the next component asking fetches again (ms). Default 5 minutes. */
  staleTime?: number;
}

interface Entry {
  state: QueryState<unknown>;
  /**
   * A render asked for it, and no effect has seen it since: that first effect does not
   * ask again for an answer (or a refusal) just rendered. Kept here, not in the
   * component: the render that asked may be thrown away and done again (hydration
   * yields to the browser and can restart), and the component that mounts is another.
   */
  askedByRender: boolean;
  fetchedAt: number;
  inFlight: Promise<void> | null;
  controller: AbortController | null;
  listeners: Set<() => void>;
}

const LOADING: QueryState<never> = Object.freeze({ status: 'loading', data: undefined, error: undefined, isLoading: true });
const DEFAULT_STALE_TIME = 5 * 60_000;
const cache = new Map<string, Entry>();

function entryFor(key: string): Entry {
  let entry = cache.get(key);
  if (!entry) {
    entry = { state: LOADING, fetchedAt: 0, inFlight: null, controller: null, listeners: new Set(), askedByRender: false };
    cache.set(key, entry);
  }
  return entry;
}

function settle(entry: Entry, state: QueryState<unknown>) {
  entry.state = state;
  entry.fetchedAt = Date.now();
  entry.inFlight = null;
  entry.controller = null;
  entry.listeners.forEach((listener) => listener());
}

function stateOf(result: ApiResult<unknown>): QueryState<unknown> {
  if (result.code === 1) return { status: 'success', data: result.data, error: undefined, isLoading: false };
  return { status: 'error', data: undefined, error: new ApiRefusal(result.message, result.status), isLoading: false };
}

function start<T>(key: string, fetcher: (signal: AbortSignal) => Promise<ApiResult<T>>) {
  const entry = entryFor(key);
  const controller = new AbortController();
  entry.controller = controller;
  if (entry.state.status === 'error') {
    // Asking again after a failure: show loading, not the old error.
    entry.state = LOADING;
    entry.listeners.forEach((listener) => listener());
  }
  const request = fetcher(controller.signal);
  // An answer index.html carried is there already: no loading state at all.
  const now = settledValue(request);
  if (now !== undefined) return settle(entry, stateOf(now));
  entry.inFlight = request.then(
    (result) => {
      if (!controller.signal.aborted) settle(entry, stateOf(result));
    },
    (error: unknown) => {
      if (controller.signal.aborted) return;
      settle(entry, { status: 'error', data: undefined, error, isLoading: false });
    },
  );
}

/**
 * Reads `fetcher`'s answer under `key` (null: nothing to fetch yet, stays loading).
 * Include in the key everything the request depends on. A failed answer is not kept:
 * the next component that mounts asks again. The request is aborted when the last
 * component waiting for it unmounts.
 */
export function useApiQuery<T>(
  key: string | null,
  fetcher: (signal: AbortSignal) => Promise<ApiResult<T>>,
  { staleTime = DEFAULT_STALE_TIME }: QueryOptions = {},
): QueryState<T> {
  const read = (): QueryState<unknown> => {
    if (key === null) return LOADING;
    // The first reader of a key asks while rendering: an answer index.html carried
    // is then rendered in this same pass (and a network request starts a little sooner).
    if (!cache.has(key)) {
      start(key, fetcher);
      entryFor(key).askedByRender = true;
    }
    return cache.get(key)?.state ?? LOADING;
  };
  // What this component last rendered for which key. A new key reads the cache at once,
  // so a component never shows the previous key's answer.
  const [seen, setSeen] = useState(() => ({ key, state: read() }));
  const state = seen.key === key ? seen.state : read();

  useEffect(() => {
    if (key === null) return;
    const entry = entryFor(key);
    // An answer arriving re-renders its readers as a transition, in slices that yield
    // to the browser, not as one urgent task: a page's list of 20 cards must not hold
    // up a phone's input (useSyncExternalStore would always render it urgently).
    const listener = () => startTransition(() => setSeen({ key, state: entry.state }));
    entry.listeners.add(listener);
    // Anything that changed between the render and this effect.
    if (entry.state !== state) listener();
    const fresh = entry.state.status === 'success' && Date.now() - entry.fetchedAt < staleTime;
    const answeredForRender = entry.askedByRender && entry.state.status !== 'loading';
    entry.askedByRender = false;
    if (!entry.inFlight && !fresh && !answeredForRender) start(key, fetcher);
    return () => {
      entry.listeners.delete(listener);
      if (entry.listeners.size === 0 && entry.inFlight) {
        entry.controller?.abort();
        cache.delete(key);
      }
    };
    // The fetcher is keyed: a new closure for the same key is the same request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, staleTime]);

  return state as QueryState<T>;
}

/** Tests: forget every cached answer (and abort what is in flight). */
export function resetQueryCache(): void {
  cache.forEach((entry) => entry.controller?.abort());
  cache.clear();
}
