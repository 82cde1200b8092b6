import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { AppError, webchatWidgetKeyPattern } from '@chatdesk/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Where the web build puts the widget bundle (apps/web `npm run build`, vite.widget.config.ts). */
export const widgetBundlePath = (webDistDir: string) => path.join(webDistDir, 'webchat', 'widget.js');

/**
 * GET /widget.js?connection={widget key}: the embeddable script, at the root like the SPA so the
 * snippet stays short. The bundle is the same for every connection (it reads its key from its
 * own URL), so it is read once and cached by browsers for a few minutes; a key of the wrong shape
 * is refused here, and an unknown one by the visitor gateway's handshake.
 */
export const widgetScriptRoutes: FastifyPluginAsyncZod<{ webDistDir: string }> = async (app, options) => {
  let bundle: Promise<Buffer> | null = null;
  const load = () => {
    bundle ??= readFile(widgetBundlePath(options.webDistDir)).catch((error: unknown) => {
      bundle = null; // not built yet: the next request looks again
      throw new AppError('ERR_NOT_FOUND', { cause: error });
    });
    return bundle;
  };

  app.get(
    '/widget.js',
    {
      config: { embeddable: true },
      schema: {
        hide: true,
        querystring: z.object({ connection: z.string().regex(webchatWidgetKeyPattern) }),
      },
    },
    async (_request, reply) => {
      const script = await load();
      return reply
        .header('content-type', 'text/javascript; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .header('x-content-type-options', 'nosniff')
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(script);
    },
  );
};
