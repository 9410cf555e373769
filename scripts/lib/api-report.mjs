// The committed API report of a shared package (<package>/api-report.md) and the rule
// that makes its version mean something: compared with the report, an added export
// needs at least a minor bump, a removed or changed one a major bump (under 0.x, where
// a caret range stops at the next minor, one step less: minor for a break, patch for an
// addition). Every workspace that depends on the package, and package-lock.json, must
// name the version it has now, so a remote's build requires the shared version it was
// built against (tools/webpack/shared-modules.cjs turns that into requiredVersion).
import fs from 'node:fs';
import path from 'node:path';
import { nameOf, readSurfaces } from './api-surface.mjs';

export const REPORT_FILE = 'api-report.md';
const UPDATE = 'npm run api-report -- --update';

// ---- the report file

/** The report's text for one package surface (see ./api-surface.mjs). */
export function formatReport(folder, surface) {
  const sections = Object.values(surface.entries).map(({ specifier, lines }) => `## ${specifier}\n\n\`\`\`ts\n${lines.map((l) => `${l}\n`).join('')}\`\`\`\n`);
  return [
    `# ${surface.name}: public API`,
    '',
    `Version ${surface.version}. Every export of each entry point in ${folder}/package.json, one line per declaration: its kind, name and full type.`,
    `Written by \`${UPDATE}\`; npm test compares it with the code and refuses an added export without a minor bump, or a removed or changed one without a major bump.`,
    '',
    ...sections,
  ].join('\n');
}

/** { version, entries: { [specifier]: string[] } } of a report's text. */
export function parseReport(text) {
  const version = /^Version (\S+)\. /m.exec(text)?.[1];
  const entries = {};
  for (const [, specifier, body] of text.matchAll(/^## (\S+)\n\n```ts\n([\s\S]*?)```$/gm)) entries[specifier] = body.split('\n').filter(Boolean);
  return { version, entries };
}

// ---- versions

const parseVersion = (version) => {
  const match = /^(\d+)\.(\d+)\.(\d+)/.exec(version ?? '');
  return match ? match.slice(1, 4).map(Number) : null;
};
const compareVersions = (a, b) => a.reduce((order, part, i) => order || part - b[i], 0);

/** The least version after `from` that a change of `kind` ('break' or 'addition') needs, and the name of that bump. */
export function neededVersion(from, kind) {
  const [major, minor, patch] = parseVersion(from);
  const step = major > 0 ? (kind === 'break' ? 0 : 1) : minor > 0 ? (kind === 'break' ? 1 : 2) : 2;
  const next = [major, minor, patch].map((part, i) => (i < step ? part : i === step ? part + 1 : 0));
  return { version: next.join('.'), bump: ['major', 'minor', 'patch'][step] };
}

// ---- the comparison

/** Exports by `<specifier> <name>`, each with all its declaration lines. */
function byExport(entries) {
  const exports = new Map();
  for (const [specifier, lines] of Object.entries(entries)) {
    for (const line of lines) {
      const key = `${specifier}\u0000${nameOf(line)}`;
      exports.set(key, [...(exports.get(key) ?? []), line]);
    }
  }
  return exports;
}

/** Added, removed and changed exports between the report and the code: names, with their entry point when it is not the main one. */
export function diffSurfaces(packageName, recorded, current) {
  const [before, after] = [byExport(recorded), byExport(current)];
  const label = (key) => {
    const [specifier, name] = key.split('\u0000');
    return specifier === packageName ? name : `${name} (${specifier})`;
  };
  const keys = (map, test) => [...map.keys()].filter(test).map(label).sort();
  return {
    added: keys(after, (key) => !before.has(key)),
    removed: keys(before, (key) => !after.has(key)),
    changed: keys(after, (key) => before.has(key) && before.get(key).join('\n') !== after.get(key).join('\n')),
  };
}

const describeDiff = ({ added, removed, changed }) =>
  [added.length && `added ${added.join(', ')}`, removed.length && `removed ${removed.join(', ')}`, changed.length && `changed ${changed.join(', ')}`]
    .filter(Boolean)
    .join('; ');

/**
 * What is wrong with one package's report and version, as messages (none when all agree).
 * @param {{ folder: string, surface: object, reportText: string | null }} input
 */
export function judgePackage({ folder, surface, reportText }) {
  const reportPath = `${folder}/${REPORT_FILE}`;
  if (reportText === null) return [`${surface.name}: ${reportPath} is missing; write it with ${UPDATE}.`];
  const report = parseReport(reportText);
  if (!parseVersion(report.version)) return [`${surface.name}: ${reportPath} records no version; write it again with ${UPDATE}.`];
  if (!parseVersion(surface.version)) return [`${surface.name}: "version" in ${folder}/package.json is "${surface.version}", not a version such as 1.2.0.`];
  const current = Object.fromEntries(Object.values(surface.entries).map((e) => [e.specifier, e.lines]));
  const diff = diffSurfaces(surface.name, report.entries, current);
  const changes = describeDiff(diff);
  if (changes) {
    const kind = diff.removed.length || diff.changed.length ? 'break' : 'addition';
    const needed = neededVersion(report.version, kind);
    if (compareVersions(parseVersion(surface.version), parseVersion(needed.version)) < 0) {
      return [
        `${surface.name}: ${changes} since ${report.version}; bump "version" in ${folder}/package.json to at least ${needed.version} (a ${needed.bump} bump), then ${UPDATE}.`,
      ];
    }
    return [`${surface.name}: ${changes} since ${report.version}, and "version" is ${surface.version}: write the new surface into ${reportPath} with ${UPDATE}.`];
  }
  if (report.version !== surface.version || reportText !== formatReport(folder, surface)) {
    return [`${surface.name}: ${reportPath} describes ${report.version}, but ${folder}/package.json says ${surface.version}; write it again with ${UPDATE}.`];
  }
  return [];
}

/**
 * Every workspace's dependency on a reported package names its current version (keeping
 * the workspace's operator: ^1.2.0 or 1.2.0), and package-lock.json agrees with both.
 * @param {string} root
 * @param {{ folder: string, name: string, version: string }[]} reported
 */
export function judgeDependents(root, reported) {
  const read = (file) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));
  const rootPkg = read('package.json');
  const lock = fs.existsSync(path.join(root, 'package-lock.json')) ? read('package-lock.json') : null;
  const fix = 'then npm install --package-lock-only --ignore-scripts, so package-lock.json (and npm ci) agree';
  const problems = [];
  for (const { folder, name, version } of reported) {
    const locked = lock?.packages?.[folder]?.version;
    if (lock && locked !== version) {
      problems.push(`package-lock.json records ${name} ${locked}, but ${folder}/package.json says ${version}; run npm install --package-lock-only --ignore-scripts.`);
    }
  }
  for (const workspace of rootPkg.workspaces ?? []) {
    const pkg = read(path.join(workspace, 'package.json'));
    for (const field of ['dependencies', 'devDependencies', 'peerDependencies']) {
      for (const { folder, name, version } of reported) {
        const range = pkg[field]?.[name];
        if (range === undefined) continue;
        const operator = /^[\^~]/.exec(range)?.[0] ?? '';
        if (range !== `${operator}${version}`) {
          problems.push(
            `${workspace}/package.json: ${field} "${name}": "${range}" does not name ${name} ${version} (${folder}/package.json); make it "${operator}${version}", ${fix}.`,
          );
          continue;
        }
        const lockedRange = lock?.packages?.[workspace]?.[field]?.[name];
        if (lock && lockedRange !== range) {
          problems.push(`package-lock.json records "${name}": "${lockedRange}" for ${workspace}, but ${workspace}/package.json says "${range}"; run npm install --package-lock-only --ignore-scripts.`);
        }
      }
    }
  }
  return problems;
}

/**
 * Checks (or with `update`, rewrites) the reports of the packages in `folders` under `root`.
 * @returns {{ problems: string[], written: string[] }}
 */
export function checkApiReports(root, folders, { update = false } = {}) {
  const surfaces = readSurfaces(root, folders.map((folder) => path.join(root, folder)));
  const problems = [];
  const written = [];
  const reported = folders.map((folder) => {
    const surface = surfaces[path.join(root, folder)];
    const file = path.join(root, folder, REPORT_FILE);
    const reportText = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
    const found = judgePackage({ folder, surface, reportText });
    // --update writes a report only where the version allows the change: a missing bump stays an error
    const bumpMissing = found.some((message) => message.includes('bump "version"'));
    if (update && found.length && !bumpMissing) {
      fs.writeFileSync(file, formatReport(folder, surface));
      written.push(`${folder}/${REPORT_FILE}`);
    } else {
      problems.push(...found);
    }
    return { folder, name: surface.name, version: surface.version };
  });
  problems.push(...judgeDependents(root, reported));
  return { problems, written };
}
