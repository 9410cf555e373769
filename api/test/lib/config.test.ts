// The server's configuration is one schema over the environment: a value the
// server cannot use stops the start with a message that names the variable, and
// a misspelt DATABASE_URL never becomes a new SQLite file in the repository.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, DEVELOPMENT_PREVIEW_SECRET, loadConfig, parseDatabaseUrl, REPO_ROOT } from '../../src/config';
import { buildCompiledApi } from '../helpers/compiled-api';

function problems(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('configuration schema', () => {
  it.each([
    ['postgress://app@db/safarnama', '"postgress:" is not a database this server understands'],
    ['mysql://app@db/safarnama', '"mysql:" is not a database this server understands'],
    ['https://example.com/db', '"https:" is not a database this server understands'],
    ['sqlite:', 'no file name after "sqlite:"'],
  ])('DATABASE_URL %s is refused, naming the variable', (url, reason) => {
    const [problem, ...others] = problems({ DATABASE_URL: url });
    expect(others).toEqual([]);
    expect(problem).toMatch(/^DATABASE_URL: /);
    expect(problem).toContain(reason);
  });

  it('does not echo a refused DATABASE_URL (it may carry a password)', () => {
    expect(problems({ DATABASE_URL: 'postgress://app:s3cret@db/safarnama' }).join('\n')).not.toContain('s3cret');
  });

  it.each([
    ['postgres://u@h/db', 'postgres'],
    ['postgresql://u@h/db', 'postgres'],
    ['sqlite:/tmp/site.db', 'sqlite'],
    ['file:/tmp/site.db', 'sqlite'],
    ['sqlite::memory:', 'sqlite'],
    ['data/other.db', 'sqlite'],
  ])('DATABASE_URL %s is a %s database', (url, dialect) => {
    expect(parseDatabaseUrl(url).dialect).toBe(dialect);
  });

  it('lists every bad variable at once, each with its rule and the value given', () => {
    expect(problems({ PORT: 'eighty', RATE_LIMIT_WRITE_MAX: '0', CATALOGUE_CACHE_TTL_MS: '-5', LOG_LEVEL: 'loud', DATABASE_POOL_SIZE: '0', DATABASE_URL: 'postgres://u@h/db' })).toEqual([
      'PORT: must be a port number, 0-65535, got "eighty"',
      'RATE_LIMIT_WRITE_MAX: must be a positive whole number, got "0"',
      'CATALOGUE_CACHE_TTL_MS: must be a whole number, 0 or more, got "-5"',
      'LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent, got "loud"',
      'DATABASE_POOL_SIZE: must be a positive whole number, got "0"',
    ]);
  });

  it('refuses half a Luna model setting and a model URL that is not http(s)', () => {
    expect(problems({ LUNA_MODEL_URL: 'http://127.0.0.1:11434/v1' })).toEqual(['LUNA_MODEL_NAME: required when LUNA_MODEL_URL is set']);
    expect(problems({ LUNA_MODEL_URL: 'ftp://x', LUNA_MODEL_NAME: 'm' })).toEqual(['LUNA_MODEL_URL: must be an http(s) URL, got "ftp://x"']);
  });

  it('production needs its own PREVIEW_SECRET (it signs preview links); a short one is refused without being printed', () => {
    expect(problems({ NODE_ENV: 'production' })).toEqual([
      'PREVIEW_SECRET: must be set when NODE_ENV=production (at least 32 characters; it signs release preview links, so that nobody can make one up)',
    ]);
    const short = problems({ NODE_ENV: 'production', PREVIEW_SECRET: 'hunter2' });
    expect(short).toEqual(['PREVIEW_SECRET: must be at least 32 characters (a long random string)']);
    const secret = 'x'.repeat(40);
    expect(loadConfig({ NODE_ENV: 'production', PREVIEW_SECRET: secret }).previewSecret).toBe(secret);
    // development and tests sign with a documented stand-in
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'no-kept-secret-'));
    expect(loadConfig({ DEPLOY_DIR: empty }).previewSecret).toMatch(/not-for-production/);
    fs.rmSync(empty, { recursive: true, force: true });
    expect(loadConfig({ NODE_ENV: 'test' }).previewSecret).toMatch(/not-for-production/);
  });

  it('the development secret (printed in the README) opens no preview outside development; npm start keeps a secret of its own', () => {
    expect(problems({ NODE_ENV: 'production', PREVIEW_SECRET: DEVELOPMENT_PREVIEW_SECRET })).toEqual([
      'PREVIEW_SECRET: the development secret is public; with NODE_ENV=production set a secret of your own (at least 32 characters)',
    ]);
    expect(problems({ NODE_ENV: 'staging' })).toEqual([
      'PREVIEW_SECRET: must be set when NODE_ENV=staging (at least 32 characters): the development secret signs preview links only in development',
    ]);
    // what scripts/start.mjs leaves in the deploy folder: the server and the release CLI read it there
    const deployDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kept-secret-'));
    const kept = 'k'.repeat(64);
    fs.writeFileSync(path.join(deployDir, 'preview-secret'), `${kept}\n`);
    expect(loadConfig({ DEPLOY_DIR: deployDir }).previewSecret).toBe(kept);
    expect(loadConfig({ DEPLOY_DIR: deployDir, NODE_ENV: 'production' }).previewSecret).toBe(kept);
    expect(loadConfig({ DEPLOY_DIR: deployDir, PREVIEW_SECRET: 'p'.repeat(40) }).previewSecret).toBe('p'.repeat(40));
    fs.rmSync(deployDir, { recursive: true, force: true });
  });

  it('DB_TIMEOUT_MS and DB_CONNECT_TIMEOUT_MS: 5 s and 3 s unless set, never below 100 ms', () => {
    expect(loadConfig({}).databaseTimeouts).toEqual({ queryMs: 5000, connectMs: 3000 });
    expect(loadConfig({ DB_TIMEOUT_MS: '1500', DB_CONNECT_TIMEOUT_MS: '1000' }).databaseTimeouts).toEqual({ queryMs: 1500, connectMs: 1000 });
    expect(problems({ DB_TIMEOUT_MS: '0', DB_CONNECT_TIMEOUT_MS: 'soon' })).toEqual([
      'DB_TIMEOUT_MS: must be a whole number of milliseconds, 100-600000, got "0"',
      'DB_CONNECT_TIMEOUT_MS: must be a whole number of milliseconds, 100-600000, got "soon"',
    ]);
  });

  it('blank values take the defaults', () => {
    expect(loadConfig({ PORT: ' ', LOG_LEVEL: '', RATE_LIMIT_WRITE_MAX: '' })).toMatchObject({ port: 8080, logLevel: 'info', rateLimitWriteMax: 30 });
  });
});

describe('the server with a misspelt DATABASE_URL', () => {
  it('refuses to start, names DATABASE_URL, and creates no database file', async () => {
    const strayPath = path.join(REPO_ROOT, 'postgress:');
    const child = spawn(process.execPath, [buildCompiledApi().serverFile], {
      cwd: path.join(REPO_ROOT, 'api'),
      env: { ...process.env, DATABASE_URL: 'postgress://app@127.0.0.1/safarnama', PORT: '0', SERVE_SITE: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(output).toContain('Server failed to start. Invalid configuration:');
    expect(output).toContain('DATABASE_URL: "postgress:" is not a database this server understands');
    expect(output).not.toMatch(/listening on/);
    expect(output).not.toMatch(/\n\s+at /); // a message for the operator, not a stack trace
    expect(fs.existsSync(strayPath)).toBe(false);
  }, 60_000);
});
