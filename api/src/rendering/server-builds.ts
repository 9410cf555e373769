// The server builds the page renderer runs (tools/webpack/create-server-config.cjs):
// the shell's, from the shell's folder, and each remote version's, from the release
// store beside its browser build. A remote file is evaluated once per version and
// kept; the shell's again whenever its file changes (a new shell build).
//
// A remote's server build takes its singletons (React, the router, the store) from
// the shell's through the require given to it, as the shell's share scope provides
// them in the browser; any other package it asks for is refused, so it fails to load
// and its area is left to the browser.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import type { ServerPageMeta } from '@safarnama/contracts/server-render';

/** The head a page asked for while rendering. */
export type { ServerPageMeta };

/** The shell server build's exports (shell/src/server/render-page.tsx). */
export interface ShellServer {
  renderPage(input: {
    url: string;
    responses: Record<string, unknown>;
    config: Record<string, unknown>;
    loadRemote: (id: string) => Promise<unknown>;
    budgetMs: number;
    siteOrigin: string;
  }): Promise<{ html: string; errors: string[]; meta: ServerPageMeta | null }>;
  PROVIDED_MODULES: Readonly<Record<string, unknown>>;
}

type Require = (request: string) => unknown;

/** Runs a CommonJS file's code and returns its exports. */
function evaluate(code: string, filename: string, require: Require): unknown {
  const module = { exports: {} as unknown };
  const wrapper = vm.compileFunction(code, ['exports', 'require', 'module', '__filename', '__dirname'], { filename });
  wrapper(module.exports, require, module, filename, path.dirname(filename));
  return module.exports;
}

export const SHELL_SERVER_FILE = path.join('server', 'shell-server.js');

/** The shell's server build, read again when its file changes; null when the shell was built without one. */
export function shellServerLoader(shellDir: string): () => Promise<ShellServer | null> {
  const file = path.join(shellDir, SHELL_SERVER_FILE);
  let loaded: { key: string; server: ShellServer } | null = null;
  return async () => {
    let stat: fs.Stats;
    try {
      stat = await fs.promises.stat(file);
    } catch {
      return null;
    }
    const key = `${stat.ino}:${stat.mtimeMs}:${stat.size}`;
    if (loaded?.key === key) return loaded.server;
    const code = await fs.promises.readFile(file, 'utf8');
    // its own packages are bundled in; node's built-in modules come from node
    const server = evaluate(code, file, createRequire(file)) as ShellServer;
    if (typeof server?.renderPage !== 'function') throw new Error(`${file} exports no renderPage()`);
    loaded = { key, server };
    return server;
  };
}

export type ReadReleaseFile = (remote: string, version: string, file: string) => Promise<Buffer | null>;

/** Where a remote module's server build is in its version's files. */
export const remoteServerFile = (module: string) => `server/${module}.js`;

const MAX_LOADED = 200;

/**
 * Remote modules from their versions' server builds, for one shell server build:
 * load(remote, version, module) is the module's exports, or a rejection when the
 * version has no server build (published before there were any) or it fails to run.
 */
export function remoteServerBuilds(read: ReadReleaseFile, shell: ShellServer) {
  const provided = shell.PROVIDED_MODULES;
  const require: Require = (request) => {
    if (Object.prototype.hasOwnProperty.call(provided, request)) return provided[request];
    throw new Error(`a remote's server build may not load '${request}': only the shell's singletons are provided`);
  };
  const loaded = new Map<string, Promise<unknown>>();
  return function load(remote: string, version: string, module: string): Promise<unknown> {
    const key = `${remote}/${version}/${module}`;
    let found = loaded.get(key);
    if (!found) {
      found = read(remote, version, remoteServerFile(module)).then((content) => {
        if (!content) throw new Error(`${remote} ${version} has no server build of ${module}`);
        const digest = createHash('sha1').update(content).digest('hex').slice(0, 12);
        return evaluate(content.toString('utf8'), `remotes/${remote}/${version}/${remoteServerFile(module)}#${digest}`, require);
      });
      // a failure is not kept: the next page asks again (a store that was briefly away)
      found.catch(() => loaded.delete(key));
      if (loaded.size >= MAX_LOADED) loaded.clear();
      loaded.set(key, found);
    }
    return found;
  };
}
