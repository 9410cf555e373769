// Federation runtime plugin: the manifest of a pinned remote comes from index.html
// (boot-data.ts) instead of a round trip, when the server sent it. The runtime
// fetches anything else, and anything asked for a second time, as usual.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { takeBootManifest } from './boot-data';

export default function bootManifestPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'safarnama-boot-manifest',
    fetch(url) {
      const manifest = takeBootManifest(String(url));
      if (manifest === undefined) return undefined;
      return Promise.resolve(new Response(JSON.stringify(manifest), { headers: { 'Content-Type': 'application/json' } }));
    },
  };
}
