// What a build says about itself (build-info.json, written by
// tools/webpack/create-config.cjs): its app, version, and the shared singletons it
// was built against, each with the version installed and the range it requires.
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { ReleaseError } from './release-error';

const SharedEntry = z.object({ version: z.string(), requiredVersion: z.string().optional() });

export const BuildInfo = z.object({
  app: z.string(),
  version: z.string(),
  sharedVersion: z.string(),
  /** Missing in older builds, which name only @safarnama/shared's version (sharedVersion). */
  shared: z.record(z.string(), SharedEntry).optional(),
});
export type BuildInfo = z.infer<typeof BuildInfo>;

export type SharedSingletons = Record<string, { version: string; requiredVersion?: string }>;

/** The singletons a build shares, by package name; old builds name only @safarnama/shared. */
export function sharedSingletons(info: Pick<BuildInfo, 'shared' | 'sharedVersion'>): SharedSingletons {
  return info.shared ?? { '@safarnama/shared': { version: info.sharedVersion, requiredVersion: `^${info.sharedVersion}` } };
}

/** build-info.json's text as a BuildInfo; `label` names the file in messages, `unreadable` ends the one for bad JSON. */
export function parseBuildInfo(text: string, label: string, unreadable = '.'): BuildInfo {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new ReleaseError(`${label} is not valid JSON (${(error as Error).message})${unreadable}`);
  }
  const parsed = BuildInfo.safeParse(json);
  if (!parsed.success) throw new ReleaseError(`${label} does not describe a build: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
  return parsed.data;
}

/** A build folder's build-info.json (the live shell's, a local build for bootstrap). */
export function readBuildInfo(dir: string): BuildInfo {
  const file = path.join(dir, 'build-info.json');
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    throw new ReleaseError(`${file} is missing: is ${dir} a production build (npm run build)?`);
  }
  return parseBuildInfo(text, file, `: is ${dir} a production build (npm run build)?`);
}
