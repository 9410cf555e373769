// The modules the admin remote exposes, under the names its `exposes` entry in apps.json
// gives them. Nothing imports this file at run time: the shell types each remote from it
// and its typecheck checks the names against the registry, so changing an exposed
// component breaks the build, not the site.
export { default as AdminApp } from './app/admin-app';
