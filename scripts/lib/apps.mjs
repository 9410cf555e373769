// The five front-end apps and where their builds live.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export const REMOTES = ['catalogue', 'blogs', 'enquiry', 'chat'];

export const APPS = {
  shell: 'shell',
  catalogue: 'mfe-catalogue',
  blogs: 'mfe-blogs',
  enquiry: 'mfe-enquiry',
  chat: 'mfe-chat',
};

export const appDir = (name) => path.join(repoRoot, APPS[name]);
export const distDir = (name) => process.env[`${name.toUpperCase()}_DIST`] || path.join(appDir(name), 'dist');
export const deployDir = () => path.resolve(process.env.DEPLOY_DIR || path.join(repoRoot, 'deploy'));
