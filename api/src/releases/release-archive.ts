// A build as it travels to the release API: a gzipped tar of the build's files plus
// release-files.json, the SHA-384 of every file, written by the CLI when it packs the
// build. The server unpacks it in memory and refuses it unless every file is listed
// with its hash and every listed file is there: a truncated, altered or half-copied
// upload never becomes a published version. tar-stream reads and writes the tar
// format (a well-kept library; the archive holds only regular files, no links).
import { createHash } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import * as tar from 'tar-stream';
import { type BuildFiles, isSafeReleasePath } from './build-files';
import { ReleaseError } from './release-error';

export const FILE_LIST = 'release-files.json';
/** An uploaded archive, compressed and unpacked: builds are a few megabytes. */
export const MAX_ARCHIVE_BYTES = 50 * 1024 * 1024;
const MAX_UNPACKED_BYTES = 200 * 1024 * 1024;
const MAX_FILES = 5000;

const sha384 = (content: Buffer) => `sha384-${createHash('sha384').update(content).digest('base64')}`;

/** Packs a build with its file list (release-files.json). */
export async function packBuild(files: BuildFiles): Promise<Buffer> {
  const list = Object.fromEntries([...files].sort(([a], [b]) => (a < b ? -1 : 1)).map(([file, content]) => [file, sha384(content)]));
  const pack = tar.pack();
  const chunks: Buffer[] = [];
  pack.on('data', (chunk) => chunks.push(chunk as Buffer));
  const done = new Promise<void>((resolve, reject) => {
    pack.on('end', resolve);
    pack.on('error', reject);
  });
  const add = (name: string, content: Buffer) => new Promise<void>((resolve, reject) => pack.entry({ name, size: content.length, mode: 0o644 }, content, (error) => (error ? reject(error) : resolve())));
  await add(FILE_LIST, Buffer.from(JSON.stringify({ files: list }, null, 2)));
  for (const [file, content] of files) await add(file, content);
  pack.finalize();
  await done;
  return gzipSync(Buffer.concat(chunks));
}

/** Unpacks an uploaded archive and checks it against its file list; a ReleaseError says what is wrong. */
export async function unpackBuild(archive: Buffer): Promise<BuildFiles> {
  let tarball: Buffer;
  try {
    tarball = gunzipSync(archive, { maxOutputLength: MAX_UNPACKED_BYTES });
  } catch {
    throw new ReleaseError('The upload is not a gzipped tar archive of a build (npm run remotes -- publish packs one).');
  }
  const files: BuildFiles = new Map();
  await new Promise<void>((resolve, reject) => {
    const extract = tar.extract();
    extract.on('entry', (header, stream, next) => {
      const name = header.name.replace(/^\.\//, '');
      if (header.type === 'directory') {
        stream.resume();
        return next();
      }
      if (header.type !== 'file' || !isSafeReleasePath(name)) {
        stream.resume();
        return next(new ReleaseError(`The archive holds "${header.name}", which is not a plain file inside the build (no links, absolute paths or '..').`));
      }
      if (files.size >= MAX_FILES) return next(new ReleaseError(`The archive holds more than ${MAX_FILES} files; a build has far fewer.`));
      const chunks: Buffer[] = [];
      stream.on('data', (chunk) => chunks.push(chunk as Buffer));
      stream.on('end', () => {
        files.set(name, Buffer.concat(chunks));
        next();
      });
    });
    extract.on('finish', resolve);
    extract.on('error', (error) => reject(error instanceof ReleaseError ? error : new ReleaseError(`The archive cannot be read: ${error.message}.`)));
    extract.end(tarball);
  });
  const listed = files.get(FILE_LIST);
  if (!listed) throw new ReleaseError(`The archive has no ${FILE_LIST} (the SHA-384 of each file); pack builds with npm run remotes -- publish.`);
  files.delete(FILE_LIST);
  let list: Record<string, unknown>;
  try {
    list = (JSON.parse(listed.toString('utf8')) as { files?: Record<string, unknown> }).files ?? {};
  } catch {
    throw new ReleaseError(`${FILE_LIST} in the archive is not valid JSON.`);
  }
  const problems: string[] = [];
  for (const [file, hash] of Object.entries(list)) {
    const content = files.get(file);
    if (!content) problems.push(`${file} is listed but missing`);
    else if (hash !== sha384(content)) problems.push(`${file} does not match its SHA-384 in ${FILE_LIST}`);
  }
  for (const file of files.keys()) if (!(file in list)) problems.push(`${file} is not listed in ${FILE_LIST}`);
  if (problems.length > 0) {
    const shown = problems.slice(0, 5).join('; ') + (problems.length > 5 ? `; and ${problems.length - 5} more` : '');
    throw new ReleaseError(`The archive's files do not match its file list, so nothing was published: ${shown}.`);
  }
  return files;
}
