// "Build what is stale": a build is reused only when nothing it is made from changed.
import { test, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import buildInputs from '../../tools/webpack/build-inputs.cjs';
import { isBuildFresh } from '../lib/freshness.mjs';
import { repoRoot } from '../lib/apps.mjs';

let work;

function fakeDist(info) {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'freshness-'));
  if (info) fs.writeFileSync(path.join(work, 'build-info.json'), JSON.stringify(info));
  process.env.CHAT_DIST = work;
}

afterEach(() => {
  delete process.env.CHAT_DIST;
  if (work) fs.rmSync(work, { recursive: true, force: true });
  work = undefined;
});

test('the inputs include the lockfile, the base tsconfig, the libraries bundled and the toolchain', () => {
  const inputs = buildInputs.buildInputs('chat').map((p) => path.relative(repoRoot, p));
  for (const input of ['mfe-chat', 'shared', 'contracts', 'tools/webpack', 'apps.json', 'package-lock.json', 'tsconfig.base.json']) {
    assert.ok(inputs.includes(input), `${input} is an input of the chat build`);
  }
});

test('a build made from the current inputs is fresh; one made from other inputs, or without a hash, is stale', () => {
  const current = buildInputs.inputsHash('chat');
  fakeDist({ app: 'chat', inputsHash: current });
  assert.equal(isBuildFresh('chat'), true);
  fs.rmSync(work, { recursive: true, force: true });

  fakeDist({ app: 'chat', inputsHash: current.replace(/^./, (c) => (c === '0' ? '1' : '0')) });
  assert.equal(isBuildFresh('chat'), false);
  fs.rmSync(work, { recursive: true, force: true });

  fakeDist({ app: 'chat' });
  assert.equal(isBuildFresh('chat'), false);
  fs.rmSync(work, { recursive: true, force: true });

  fakeDist(null);
  assert.equal(isBuildFresh('chat'), false);
});

test('the hash follows file contents, not only names', () => {
  const shell = buildInputs.inputsHash('shell');
  assert.notEqual(shell, buildInputs.inputsHash('chat'));
  assert.equal(shell, buildInputs.inputsHash('shell'));
});
