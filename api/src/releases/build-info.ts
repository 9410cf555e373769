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
  /** Missing in builds made before issue 14: only @safarnama/shared's version is known then. */
  shared: z.record(z.string(), SharedEntry).optional(),
});
export type BuildInfo = z.infer<typeof BuildInfo>;

export type SharedSingletons = Record<string, { version: string; requiredVersion?: string }>;

/** The singletons a build shares, by package name; old builds name only @safarnama/shared. */
export function sharedSingletons(info: Pick<BuildInfo, 'shared' | 'sharedVersion'>): SharedSingletons {
  return info.shared ?? { '@safarnama/shared': { version: info.sharedVersion, requiredVersion: `^${info.sharedVersion}` } };
}

export function readBuildInfo(dir: string): BuildInfo {
  const file = path.join(dir, 'build-info.json');
  let json: unknown;
  try {
    json = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'is missing' : `is not valid JSON (${(error as Error).message})`;
    throw new ReleaseError(`${file} ${reason}: is ${dir} a production build (npm run build)?`);
  }
  const parsed = BuildInfo.safeParse(json);
  if (!parsed.success) throw new ReleaseError(`${file} does not describe a build: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
  return parsed.data;
}
