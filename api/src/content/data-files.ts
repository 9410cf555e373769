// Reads the data files under api/content/: YAML, and Markdown with YAML front matter.
// Every problem is reported with the file and the field that holds it, so that a
// content editor can fix it without reading the loader.
import fs from 'node:fs';
import path from 'node:path';
import { CORE_SCHEMA, load, YAMLException } from 'js-yaml';
import type { z } from 'zod';

export class ContentError extends Error {
  override name = 'ContentError';
}

/** `kashmir[2].route[0].place` */
function fieldPath(segments: ReadonlyArray<PropertyKey>): string {
  return segments.map((s, i) => (typeof s === 'number' ? `[${s}]` : i === 0 ? String(s) : `.${String(s)}`)).join('') || '(top level)';
}

/** Checks parsed data against a schema; `what` names the file (and the part of it) in errors. */
function validate<S extends z.ZodType>(schema: S, data: unknown, what: string): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const lines = result.error.issues.slice(0, 10).map((issue) => `  ${fieldPath(issue.path)}: ${issue.message}`);
  throw new ContentError(`${what}: invalid content\n${lines.join('\n')}`);
}

/**
 * YAML 1.2 core schema: dates such as 2025-03-01 stay strings. js-yaml rather than the
 * `yaml` package: it parses the catalogue about ten times faster, and the server reads it
 * at every start.
 */
function parseYaml(source: string, file: string): unknown {
  try {
    return load(source, { schema: CORE_SCHEMA, filename: file });
  } catch (error) {
    if (error instanceof YAMLException) throw new ContentError(`${file}: ${error.reason} at line ${error.mark.line + 1}, column ${error.mark.column + 1}:\n\n${error.mark.snippet ?? ''}`);
    throw error;
  }
}

/** How errors name a file of the content folder: "content/places/1-north.yaml". */
export function shown(dir: string, file: string): string {
  return path.join(path.basename(dir), file);
}

export function readYaml<S extends z.ZodType>(dir: string, file: string, schema: S): z.output<S> {
  const name = shown(dir, file);
  return validate(schema, parseYaml(fs.readFileSync(path.join(dir, file), 'utf8'), name), name);
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/;

/** A Markdown file that starts with `---`, YAML front matter, `---`, then the body. */
export function readMarkdown<S extends z.ZodType>(dir: string, file: string, schema: S): { data: z.output<S>; body: string } {
  const name = shown(dir, file);
  const match = FRONT_MATTER.exec(fs.readFileSync(path.join(dir, file), 'utf8'));
  if (!match) throw new ContentError(`${name}: expected front matter between two "---" lines at the top`);
  return { data: validate(schema, parseYaml(match[1], name), name), body: match[2] };
}

/** The files of a content folder with the given extension, in name order (the order they load in). */
export function listFiles(dir: string, folder: string, extension: string): string[] {
  return fs
    .readdirSync(path.join(dir, folder))
    .filter((f) => f.endsWith(extension))
    .sort()
    .map((f) => path.join(folder, f));
}
