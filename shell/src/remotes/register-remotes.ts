import { getInstance } from '@module-federation/enhanced/runtime';
import { chooseRelease, type LiveRelease } from '@safarnama/contracts/releases';
import { announcePinsChanged, setRemoteVersions } from '@safarnama/shared';
import { bootData } from './boot-data';
import { REMOTE_NAMES, getChosenReleases, parseLiveReleases, setChosenReleases, type ChosenReleases, type RemoteName } from './pins';
import { activePreviews } from './previews';
import { visitorId } from './visitor-id';

type Live = Partial<Record<RemoteName, LiveRelease>>;

function federation() {
  const instance = getInstance();
  if (!instance) throw new Error('Module Federation runtime is not initialised');
  return instance;
}

/**
 * The version of each remote this visitor gets: a version previewed in this browser,
 * else the canary when their bucket is inside its share, else the pin. The same
 * visitor id gives the same answer on every load and every Retry.
 */
function choose(live: Live): ChosenReleases {
  const previews = activePreviews();
  const visitor = visitorId();
  const chosen: ChosenReleases = {};
  for (const name of REMOTE_NAMES) {
    const preview = previews[name];
    // a previewed version shows even when the pins could not be read
    const release = live[name] ?? preview;
    if (release) chosen[name] = chooseRelease(name, release, visitor, preview);
  }
  return chosen;
}

/** The versions this page uses: for the federation runtime plugins, the health reports and the console's "blogs@1.3.0". */
function adopt(chosen: ChosenReleases): void {
  setChosenReleases(chosen);
  setRemoteVersions(Object.fromEntries(Object.entries(chosen).map(([name, release]) => [name, release.version])));
}

/**
 * Registers the version of each live remote this visitor gets with the federation
 * runtime: from the releases index.html carries, or else those of /remotes.json.
 * The server sends none when it could not read them (or index.html is the dev
 * server's): the shell then asks for the file itself.
 */
export async function registerPinnedRemotes(): Promise<ChosenReleases> {
  const boot = bootData().pins;
  const fromBoot = boot ? parseLiveReleases(boot) : {};
  const live = Object.keys(fromBoot).length > 0 ? fromBoot : ((await readPinFile()) ?? {});
  const chosen = choose(live);
  adopt(chosen);
  federation().registerRemotes(Object.entries(chosen).map(([name, release]) => ({ name, entry: release.entry })));
  return chosen;
}

let reading: Promise<Live | null> | null = null;

/**
 * /remotes.json as the server has it now, or null when it cannot be read (the
 * shell still renders its own pages; remote areas show their fallback). Areas
 * retrying at the same moment share one request.
 */
function readPinFile(): Promise<Live | null> {
  reading ??= (async () => {
    try {
      const response = await fetch('/remotes.json', { cache: 'no-cache' });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return parseLiveReleases(await response.json());
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
 * ever load), or a release may have re-pinned the remote since. The version is
 * chosen as at start (the visitor keeps their canary bucket). The remote is then
 * registered afresh with `force`, which drops the runtime's cached manifest and
 * entry (a failed container included), so a remote that is back is fetched anew.
 * Remotes that had no pin and now have one are registered too and announced, so
 * their other areas on the page come back without a click each. A remote already
 * running on the page keeps its version until the next page load.
 */
export async function retryRemote(name: string): Promise<void> {
  const latest = choose((await readPinFile()) ?? {});
  const current = getChosenReleases();
  const next: ChosenReleases = { ...current };
  const newlyPinned: RemoteName[] = [];
  for (const remote of REMOTE_NAMES) {
    const release = latest[remote];
    if (!release) continue;
    if (!current[remote]) newlyPinned.push(remote);
    if (!current[remote] || remote === name) next[remote] = release;
  }
  adopt(next);
  const others = newlyPinned.filter((remote) => remote !== name);
  const instance = federation();
  if (others.length > 0) instance.registerRemotes(others.map((remote) => ({ name: remote, entry: next[remote]!.entry })));
  const pin = next[name as RemoteName];
  if (pin) instance.registerRemotes([{ name, entry: pin.entry }], { force: true });
  announcePinsChanged(others);
}
