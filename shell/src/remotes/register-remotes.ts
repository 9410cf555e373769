import { getInstance } from '@module-federation/enhanced/runtime';
import { announcePinsChanged, setRemoteVersions } from '@safarnama/shared';
import { bootData } from './boot-data';
import { REMOTE_NAMES, getPins, parsePins, setPins, type RemoteName, type RemotePins } from './pins';

function federation() {
  const instance = getInstance();
  if (!instance) throw new Error('Module Federation runtime is not initialised');
  return instance;
}

/** The pins this page uses: for the federation runtime plugins and for the console's "blogs@1.3.0". */
function adoptPins(pins: RemotePins): void {
  setPins(pins);
  setRemoteVersions(Object.fromEntries(Object.entries(pins).map(([name, pin]) => [name, pin.version])));
}

/**
 * Registers the release manager's pinned remotes with the federation runtime: the
 * pins index.html carries, or else those of /remotes.json. The server sends no pin
 * when it could not read its pin file (or index.html is the dev server's): the shell
 * then asks for the file itself.
 */
export async function registerPinnedRemotes(): Promise<RemotePins> {
  const boot = bootData().pins;
  const fromBoot = boot ? parsePins(boot) : {};
  const pins = Object.keys(fromBoot).length > 0 ? fromBoot : ((await readPinFile()) ?? {});
  adoptPins(pins);
  federation().registerRemotes(Object.entries(pins).map(([name, pin]) => ({ name, entry: pin.entry })));
  return pins;
}

let reading: Promise<RemotePins | null> | null = null;

/**
 * /remotes.json as the server has it now, or null when it cannot be read (the
 * shell still renders its own pages; remote areas show their fallback). Areas
 * retrying at the same moment share one request.
 */
function readPinFile(): Promise<RemotePins | null> {
  reading ??= (async () => {
    try {
      const response = await fetch('/remotes.json', { cache: 'no-cache' });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return parsePins(await response.json());
    } catch (error) {
      console.error('[federation] /remotes.json could not be read:', error);
      return null;
    } finally {
      reading = null;
    }
  })();
  return reading;
}

/**
 * Before Retry loads a remote again. The pins are read again: the file may have
 * failed when the page loaded (then no remote was registered and nothing could
 * ever load), or a release may have re-pinned the remote since. The remote is then
 * registered afresh with `force`, which drops the runtime's cached manifest and
 * entry (a failed container included), so a remote that is back is fetched anew.
 * Remotes that had no pin and now have one are registered too and announced, so
 * their other areas on the page come back without a click each. A remote already
 * running on the page keeps its version until the next page load.
 */
export async function retryRemote(name: string): Promise<void> {
  const latest = await readPinFile();
  const current = getPins();
  const next: RemotePins = { ...current };
  const newlyPinned: RemoteName[] = [];
  for (const remote of REMOTE_NAMES) {
    const pin = latest?.[remote];
    if (!pin) continue;
    if (!current[remote]) newlyPinned.push(remote);
    if (!current[remote] || remote === name) next[remote] = pin;
  }
  adoptPins(next);
  const others = newlyPinned.filter((remote) => remote !== name);
  const instance = federation();
  if (others.length > 0) instance.registerRemotes(others.map((remote) => ({ name: remote, entry: next[remote]!.entry })));
  const pin = next[name as RemoteName];
  if (pin) instance.registerRemotes([{ name, entry: pin.entry }], { force: true });
  announcePinsChanged(others);
}
