// Published files in a folder: <DEPLOY_DIR>/remotes/<remote>/<version>/. A version is
// written to a staging folder and renamed into place, so a reader never sees half of
// one and two publishers of the same version cannot both succeed.
import fs from 'node:fs';
import path from 'node:path';
import type { BuildFiles } from '../build-files';
import { isSafeReleasePath } from '../build-files';
import type { ReleaseStore } from './release-store';

export class FolderReleaseStore implements ReleaseStore {
  readonly kind = 'folder' as const;
  readonly root: string;

  constructor(deployDir: string) {
    this.root = path.join(path.resolve(deployDir), 'remotes');
  }

  private folder(remote: string, version: string): string {
    return path.join(this.root, remote, version);
  }

  describe(remote: string, version: string): string {
    return this.folder(remote, version);
  }

  async has(remote: string, version: string): Promise<boolean> {
    return fs.existsSync(path.join(this.folder(remote, version), 'mf-manifest.json'));
  }

  async read(remote: string, version: string, file: string): Promise<Buffer | null> {
    if (!isSafeReleasePath(file)) return null;
    try {
      return await fs.promises.readFile(path.join(this.folder(remote, version), file));
    } catch {
      return null;
    }
  }

  async write(remote: string, version: string, files: BuildFiles): Promise<boolean> {
    const target = this.folder(remote, version);
    if (fs.existsSync(target)) return false;
    const staging = path.join(this.root, remote, `.staging-${version}-${process.pid}-${Date.now()}`);
    fs.mkdirSync(staging, { recursive: true });
    try {
      for (const [file, content] of files) {
        const full = path.join(staging, file);
        fs.mkdirSync(path.dirname(full), { recursive: true });
        fs.writeFileSync(full, content);
      }
      fs.renameSync(staging, target);
      return true;
    } catch (error) {
      fs.rmSync(staging, { recursive: true, force: true });
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOTEMPTY' || code === 'EEXIST') return false;
      throw error;
    }
  }
}
