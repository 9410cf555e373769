// Federation runtime plugin: Subresource Integrity for published remote versions.
// `publish` records the SHA-384 of a version's mf-manifest.json and remoteEntry.js;
// the shell has the browser check them, so a file changed after publishing (on our
// server or a CDN) is refused. The runtime then fails that remote's load, and the
// offline-remote plugin turns it into that one area's fallback. Versions published
// without hashes load as before.
//
// Listed before boot-manifest-plugin (apps.json): the runtime runs every plugin's
// `fetch` hook in turn and keeps the last answer, so this one stays out of the way
// of a manifest index.html carries (the server sends those only while they match
// their hash) instead of fetching it once more.
// No React import here: this runs before shared modules are negotiated.
import type { ChosenRelease } from '@safarnama/contracts/releases';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { hasBootManifest } from './boot-data';
import { getChosenReleases } from './pins';

const ENTRY_FILE = 'remoteEntry.js';

function resolve(url: string): URL | null {
  try {
    return new URL(url, location.href);
  } catch {
    return null;
  }
}

/** The chosen version whose container script `url` is: remoteEntry.js beside its manifest. */
export function releaseOfEntryScript(url: string): ChosenRelease | undefined {
  const script = resolve(url);
  if (!script) return undefined;
  return Object.values(getChosenReleases()).find((release) => {
    const manifest = resolve(release.entry);
    const folder = manifest ? manifest.pathname.slice(0, manifest.pathname.lastIndexOf('/') + 1) : null;
    return manifest?.origin === script.origin && script.pathname === `${folder}${ENTRY_FILE}`;
  });
}

/** The chosen version whose manifest `url` is. */
export function releaseOfManifest(url: string): ChosenRelease | undefined {
  const wanted = resolve(url);
  if (!wanted) return undefined;
  return Object.values(getChosenReleases()).find((release) => {
    const manifest = resolve(release.entry);
    return manifest?.origin === wanted.origin && manifest.pathname === wanted.pathname;
  });
}

export default function releaseIntegrityPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'safarnama-release-integrity',
    createScript({ url, attrs }) {
      const integrity = releaseOfEntryScript(url)?.integrity?.remoteEntry;
      if (!integrity) return undefined;
      // The runtime applies its attributes only to a script it creates itself.
      const script = document.createElement('script');
      script.type = attrs?.type === 'module' ? 'module' : 'text/javascript';
      for (const [name, value] of Object.entries(attrs ?? {})) {
        if (name === 'async' || name === 'defer') script[name] = Boolean(value);
        else if (name !== 'integrity' && name !== 'crossorigin') script.setAttribute(name, String(value));
      }
      script.src = url;
      script.setAttribute('integrity', integrity);
      // SRI needs a CORS request; it also matches the server's <link rel="preload" crossorigin> of this file
      script.crossOrigin = 'anonymous';
      return script;
    },
    fetch(url, init) {
      const integrity = releaseOfManifest(String(url))?.integrity?.manifest;
      if (!integrity || hasBootManifest(String(url))) return undefined;
      return fetch(url, { ...init, integrity });
    },
  };
}
