// On the server, '@module-federation/enhanced/runtime' resolves here (see
// tools/webpack/create-server-config.cjs): a remote module comes from the server build
// of the version this visitor gets, which the API server loads and hands to each
// render. Renders run one at a time, so the loader of the render in progress is the
// one a remote area asks.

export type ServerRemoteLoader = (id: string) => Promise<unknown>;

let current: ServerRemoteLoader | null = null;

export function setServerRemoteLoader(loader: ServerRemoteLoader | null): void {
  current = loader;
}

/** What shared's lazyRemote calls: the module, or a rejection that leaves the area to the browser. */
export function loadRemote<T>(id: string): Promise<T> {
  if (!current) return Promise.reject(new Error(`no server build is loaded for ${id}`));
  return current(id) as Promise<T>;
}
