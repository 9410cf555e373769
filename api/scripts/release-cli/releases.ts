// What the release commands work on, the same in both of the CLI's modes:
//   direct  (no --server): the server's database and release store, opened here, for
//           development on one machine and for the server's own operators;
//   server  (--server <url>, RELEASE_TOKEN): the release API over HTTP, so that a team's
//           CI releases holding only its token (release-client.ts).
// Either way a refusal is a ReleaseError carrying the words the CLI prints.
import type { ReleaseEventRow } from '../../src/repositories/release.repository';
import type { HealthRow } from '../../src/releases/release-health';
import type { CanaryResult, PinResult, PublishResult, RemoteListing } from '../../src/releases/release-manager';

export interface PreviewLink {
  link: string;
  expiresAt: string;
}

export interface Releases {
  /** Where the commands act: "http://127.0.0.1:8080" or "this machine's database". */
  readonly where: string;
  list(): Promise<RemoteListing[]>;
  /** `origin`: the CDN origin browsers load the version from (publish --cdn). */
  publish(remote: string, dir: string, origin?: string): Promise<PublishResult>;
  pin(remote: string, version: string, reason: string): Promise<PinResult>;
  canary(remote: string, version: string, percent: number, reason: string): Promise<CanaryResult>;
  promote(remote: string, reason: string): Promise<PinResult>;
  abort(remote: string, reason: string): Promise<{ remote: string; version: string; pinned: string }>;
  rollback(remote: string, reason: string): Promise<PinResult>;
  release(targets: { remote: string; version: string }[], reason: string): Promise<PinResult[]>;
  history(remote: string | undefined, limit: number): Promise<ReleaseEventRow[]>;
  status(): Promise<HealthRow[]>;
  previewLink(remote: string, version: string, ttlMs: number, origin: string | undefined): Promise<PreviewLink>;
}
