// Federation runtime plugin: a remote that cannot load (404, network error, broken
// manifest) must not take the page down. Instead of rejecting, loadRemote resolves to
// a stand-in module whose component throws RemoteUnavailableError when rendered, so
// the RemoteArea error boundary around that one area shows the fallback with Retry.
// No React import here: this runs before shared modules are negotiated.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { remoteNameOf } from '@safarnama/contracts/releases';
import { describeRemote, getChosenRelease } from './pins';

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remoteId: string,
    readonly remote: string,
    cause: unknown,
  ) {
    super(`Remote ${remote} could not be loaded (${remoteId})`, { cause });
    this.name = 'RemoteUnavailableError';
  }
}

export default function offlineRemotePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'safarnama-offline-remote',
    errorLoadRemote(args) {
      // Other lifecycles (manifest fetch) fall through to 'onLoad' once loadRemote gives up.
      if (args.lifecycle !== 'onLoad') return undefined;
      const remote = remoteNameOf(String(args.id));
      const release = getChosenRelease(remote);
      const label = `${describeRemote(remote)}${release && release.channel !== 'pinned' ? ` (${release.channel})` : ''}`;
      // The browser's own message for a refused hash names only the URL: say what it likely means.
      const checked = release?.integrity
        ? ' (its files are checked against their published SHA-384: the entry may have been refused for integrity, changed after publishing)'
        : '';
      console.error(`[federation] remote ${label} failed to load ${String(args.id)}${checked}:`, args.error);
      const error = new RemoteUnavailableError(String(args.id), label, args.error);
      const Unavailable = () => {
        throw error;
      };
      return { __esModule: true, default: Unavailable };
    },
  };
}
