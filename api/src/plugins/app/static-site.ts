// Serves the built site from the API process: the shell, the pinned remotes and
// /remotes.json. Written by the platform work; registered by app.ts only when
// buildApp() is given `site` options (npm start, e2e), never in API-only tests.
import type { FastifyInstance } from 'fastify';

export interface StaticSiteOptions {
  shellDir: string; // shell/dist
  deployDir: string; // deploy/ (remotes.json and remotes/<remote>/<version>/)
}

export default async function staticSite(_app: FastifyInstance, _opts: StaticSiteOptions): Promise<void> {
  // filled in by the platform work
}
