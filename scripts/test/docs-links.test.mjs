// The documentation a newcomer reads: the README, each workspace's README and docs/*.md.
// Every relative link must reach a file of this repository (and, for `#anchor` links into
// Markdown, a heading there, slugged as GitHub slugs it); an external http(s) link must be
// well-formed (no network: it is not fetched); the README stays at most 200 lines.
// Links inside fenced code blocks and inline code are text, not links.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import test from 'node:test';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const README_MAX_LINES = 200;

/** README.md, every workspace's README.md that exists, and docs/*.md, relative to root. */
function documentedFiles(root) {
  const { workspaces = [] } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  const readmes = ['README.md', ...workspaces.map((folder) => `${folder}/README.md`)];
  const docsDir = path.join(root, 'docs');
  const docs = fs.existsSync(docsDir) ? fs.readdirSync(docsDir).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`) : [];
  return [...readmes, ...docs.sort()].filter((file) => fs.existsSync(path.join(root, file)));
}

/** The file's lines, numbered from 1, with fenced code blocks blanked. */
function proseLines(text) {
  let fence = null;
  return text.split('\n').map((line, index) => {
    const opening = /^ {0,3}(`{3,}|~{3,})/.exec(line);
    if (fence) {
      if (opening && opening[1][0] === fence[0] && opening[1].length >= fence.length && line.trim() === opening[1].trim()) fence = null;
      return { number: index + 1, text: '' };
    }
    if (opening) {
      fence = opening[1];
      return { number: index + 1, text: '' };
    }
    return { number: index + 1, text: line };
  });
}

/** Every link target of the file with its line: [text](target), ![alt](target), [label]: target and <scheme://...>. */
function linksOf(text) {
  const links = [];
  for (const { number, text: prose } of proseLines(text)) {
    const line = prose.replace(/(`+).*?\1/g, ''); // inline code
    for (const m of line.matchAll(/\]\(\s*(<[^>]*>|[^\s)]+)(?:\s+(?:"[^"]*"|'[^']*'))?\s*\)/g)) links.push({ line: number, target: m[1].replace(/^<|>$/g, '') });
    const definition = /^ {0,3}\[[^\]]+\]:\s*(<[^>]*>|\S+)/.exec(line);
    if (definition) links.push({ line: number, target: definition[1].replace(/^<|>$/g, '') });
    for (const m of line.matchAll(/<([a-z][a-z0-9+.-]*:[^\s<>]*)>/gi)) links.push({ line: number, target: m[1] });
  }
  return links;
}

/** A heading's anchor as GitHub makes it: its text without markup, lower case, punctuation dropped, spaces as hyphens. */
function slug(heading) {
  const plain = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/[`*]/g, '');
  return plain
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors a Markdown file offers: one per heading (repeats get -1, -2, ...) and any HTML id or name. */
function anchorsOf(text) {
  const anchors = new Set();
  const seen = new Map();
  const lines = proseLines(text);
  lines.forEach(({ text: line }, i) => {
    const atx = /^ {0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$/.exec(line);
    const setext = i > 0 && /^ {0,3}(=+|-+)\s*$/.test(line) && lines[i - 1].text.trim() !== '' && !/^ {0,3}([-*_]\s*){3,}$/.test(lines[i - 1].text);
    const heading = atx ? atx[1] : setext ? lines[i - 1].text.trim() : null;
    if (heading !== null) {
      const base = slug(heading);
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      anchors.add(count === 0 ? base : `${base}-${count}`);
    }
    for (const m of line.matchAll(/<a\s[^>]*\b(?:id|name)="([^"]+)"/gi)) anchors.add(m[1]);
  });
  return anchors;
}

/** What is wrong with one link target, or null. */
function problemWith(target, fromFile, root) {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(target)?.[1]?.toLowerCase();
  if (scheme === 'http' || scheme === 'https') {
    if (!URL.canParse(target) || !new URL(target).hostname) return 'not a well-formed URL';
    return null;
  }
  if (scheme === 'mailto') return /^mailto:[^\s@]+@[^\s@]+$/i.test(target) ? null : 'not a well-formed mailto: address';
  if (scheme) return `"${scheme}:" is not a link the docs use (relative paths, http(s) or mailto)`;
  const hash = target.indexOf('#');
  const rawPath = hash === -1 ? target : target.slice(0, hash);
  const anchor = hash === -1 ? null : target.slice(hash + 1);
  let decoded;
  try {
    decoded = decodeURIComponent(rawPath.split('?')[0]);
  } catch {
    return 'the path is not valid percent-encoding';
  }
  const resolved = decoded === '' ? path.join(root, fromFile) : decoded.startsWith('/') ? path.join(root, decoded) : path.resolve(root, path.dirname(fromFile), decoded);
  const inRepo = path.relative(root, resolved);
  if (inRepo.startsWith('..') || path.isAbsolute(inRepo)) return 'points outside the repository';
  if (!fs.existsSync(resolved)) return `no such file: ${inRepo}`;
  if (anchor !== null && resolved.endsWith('.md') && fs.statSync(resolved).isFile()) {
    if (!anchorsOf(fs.readFileSync(resolved, 'utf8')).has(decodeURIComponent(anchor))) return `no heading for #${anchor} in ${inRepo}`;
  }
  return null;
}

/** Every broken link of the given files, as "file:line: broken link "target": why". */
function brokenLinks(files, root) {
  return files.flatMap((file) =>
    linksOf(fs.readFileSync(path.join(root, file), 'utf8')).flatMap(({ line, target }) => {
      const problem = problemWith(target, file, root);
      return problem ? [`${file}:${line}: broken link "${target}": ${problem}`] : [];
    }),
  );
}

const lineCount = (text) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

test(`README.md is at most ${README_MAX_LINES} lines: what a newcomer reads first, with the rest in docs/`, () => {
  const lines = lineCount(fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8'));
  assert.ok(lines <= README_MAX_LINES, `README.md has ${lines} lines; move detail into docs/ to bring it to ${README_MAX_LINES} or fewer`);
});

test('every link in the README, the workspace READMEs and docs/ resolves', () => {
  const files = documentedFiles(ROOT);
  assert.ok(files.includes('README.md') && files.some((f) => f.startsWith('docs/')), `found only: ${files.join(', ')}`);
  const broken = brokenLinks(files, ROOT);
  assert.ok(broken.length === 0, `${broken.length} broken link(s):\n${broken.join('\n')}`);
});

test('the check finds a missing file, a missing heading, a malformed URL and a link out of the repository, by file and line', (t) => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-links-'));
  t.after(() => fs.rmSync(root, { recursive: true, force: true }));
  fs.mkdirSync(path.join(root, 'docs'));
  fs.writeFileSync(path.join(root, 'package.json'), JSON.stringify({ workspaces: ['api'] }));
  fs.writeFileSync(path.join(root, 'docs', 'guide.md'), '# The `npm start` guide\n\n## Set-up, step by step\n\n## Set-up, step by step\n');
  const readme = [
    '# Title',
    'Good: [guide](docs/guide.md#the-npm-start-guide), [again](docs/guide.md#set-up-step-by-step-1), [top](#title), <https://example.com/a>.',
    '```',
    '[in a fence](nowhere.md)',
    '```',
    'Inline code is not a link: `[label](/path)`.',
    'Broken: [gone](docs/gone.md)',
    '[heading](docs/guide.md#no-such-heading) and [url](https://)',
    '[out](../outside.md)',
  ].join('\n');
  fs.writeFileSync(path.join(root, 'README.md'), readme);
  assert.deepEqual(brokenLinks(documentedFiles(root), root), [
    'README.md:7: broken link "docs/gone.md": no such file: docs/gone.md',
    'README.md:8: broken link "docs/guide.md#no-such-heading": no heading for #no-such-heading in docs/guide.md',
    'README.md:8: broken link "https://": not a well-formed URL',
    'README.md:9: broken link "../outside.md": points outside the repository',
  ]);
});
