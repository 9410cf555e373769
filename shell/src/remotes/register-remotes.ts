import { getInstance } from '@module-federation/enhanced/runtime';
import { bootData } from './boot-data';
import { getPin, parsePins, setPins, type RemotePins } from './pins';

function federation() {
  const instance = getInstance();
  if (!instance) throw new Error('Module Federation runtime is not initialised');
  return instance;
}

/**
 * Registers the release manager's pinned remotes with the federation runtime: the
 * pins index.html carries, or else those of /remotes.json.
 */
export async function registerPinnedRemotes(): Promise<RemotePins> {
  const boot = bootData().pins;
  const pins = boot ? parsePins(boot) : await fetchPins();
  setPins(pins);
  federation().registerRemotes(Object.entries(pins).map(([name, pin]) => ({ name, entry: pin.entry })));
  return pins;
}

async function fetchPins(): Promise<RemotePins> {
  try {
    const response = await fetch('/remotes.json', { cache: 'no-cache' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return parsePins(await response.json());
  } catch (error) {
    // The shell still renders its own pages; every remote area shows its fallback.
    console.error('[federation] /remotes.json could not be read:', error);
    return {};
  }
}

/**
 * Before Retry loads a remote again: re-register it with `force`, which drops the
 * runtime's cached manifest and entry, so a remote that is back is fetched afresh.
 */
export function forgetRemote(name: string): void {
  const pin = getPin(name);
  if (pin) federation().registerRemotes([{ name, entry: pin.entry }], { force: true });
}
