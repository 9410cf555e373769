import { getInstance } from '@module-federation/enhanced/runtime';
import { parsePins, setPins, type RemotePins } from './pins';

/** Fetches the release manager's pins and registers those remotes with the federation runtime. */
export async function registerPinnedRemotes(): Promise<RemotePins> {
  let pins: RemotePins = {};
  try {
    const response = await fetch('/remotes.json', { cache: 'no-cache' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    pins = parsePins(await response.json());
  } catch (error) {
    // The shell still renders its own pages; every remote area shows its fallback.
    console.error('[federation] /remotes.json could not be read:', error);
  }
  setPins(pins);
  const federation = getInstance();
  if (!federation) throw new Error('Module Federation runtime is not initialised');
  federation.registerRemotes(Object.entries(pins).map(([name, pin]) => ({ name, entry: pin.entry })));
  return pins;
}
