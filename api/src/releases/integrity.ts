// Subresource Integrity of a published version's entry files: mf-manifest.json and
// the container script it names (remoteEntry.js). Taken once, when the version is
// published (build-files.ts: integrityOf), and stored with it; the shell loads the
// files with these hashes, so a file changed afterwards (on our server or a CDN) is
// refused by the browser.
import { createHash } from 'node:crypto';

export const sri = (content: Buffer | string): string => `sha384-${createHash('sha384').update(content).digest('base64')}`;
