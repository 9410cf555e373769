// What the server put into index.html for the shell to start with (see
// api/src/plugins/app/site-page.ts): the live releases (pins and canaries), the
// runtime configuration, the federation manifests of every live or previewed version,
// and the versions this browser previews, in <script id="site-boot" type="application/json">.
// Absent (the dev server's plain index.html) or unreadable, the shell fetches
// /remotes.json, /config.json and the manifests itself, as it always could.
// No React import here: the federation runtime plugin reads it before shared
// modules are negotiated.

export interface BootData {
  pins?: unknown;
  config?: Record<string, unknown>;
  /** Federation manifests by the URL they would be fetched from. */
  manifests?: Record<string, unknown>;
  /** API answers by primedResponseKey (shared/src/api/primed-responses.ts). */
  responses?: Record<string, unknown>;
  /** The remote module of the page being opened, e.g. "catalogue/HomePage". */
  page?: unknown;
  /** Versions previewed in this browser (a signed preview link), by remote: PreviewTarget. */
  preview?: unknown;
}

let boot: BootData | undefined;

export function bootData(): BootData {
  if (boot) return boot;
  boot = {};
  const element = typeof document === 'undefined' ? null : document.getElementById('site-boot');
  if (element?.textContent) {
    try {
      const parsed: unknown = JSON.parse(element.textContent);
      if (parsed && typeof parsed === 'object') boot = parsed as BootData;
    } catch (error) {
      console.error('[boot] the data in index.html could not be read; fetching it instead', error);
    }
  }
  return boot;
}

/**
 * A manifest from index.html, handed out once: a Retry (which re-registers the
 * remote) or a later page load in the same document fetches it from the network.
 */
export function takeBootManifest(url: string): unknown {
  const manifests = bootData().manifests;
  const key = bootManifestKey(url);
  if (!manifests || key === undefined) return undefined;
  const manifest = manifests[key];
  delete manifests[key];
  return manifest;
}

/** Whether takeBootManifest(url) would answer, without taking the manifest. */
export function hasBootManifest(url: string): boolean {
  return bootManifestKey(url) !== undefined;
}

function bootManifestKey(url: string): string | undefined {
  const manifests = bootData().manifests;
  return manifests ? Object.keys(manifests).find((entry) => url === entry || url.endsWith(entry)) : undefined;
}

/** Test helper: read index.html again. */
export function resetBootData(): void {
  boot = undefined;
}
