import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Serves the built SPA at `/`. Returns false (and warns) when the web app has not been built. */
export async function registerSpa(app: FastifyInstance, distDir: string): Promise<boolean> {
  if (!existsSync(`${distDir}/index.html`)) {
    app.log.warn({ distDir }, 'web app not built: run `npm run build` to serve the SPA');
    return false;
  }
  await app.register(fastifyStatic, { root: distDir, prefix: '/', wildcard: false, index: 'index.html' });
  return true;
}
