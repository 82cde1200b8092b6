import { mkdir, realpath } from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '@chatdesk/contracts';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { publicMediaPrefix, relativeMediaPathPattern } from './media-storage';

// Media a browser renders without running code; everything else downloads.
const inlineType = /^(image\/(?!svg)|audio\/|video\/)/i;

/**
 * Serves DATA_DIR/media at /public/. Only paths shaped like stored files are looked up (the
 * static plugin also rejects `..`, encoded or not, and non-canonical paths); the final file's
 * real path must stay inside the root. Uploaded content never runs as a page of our origin:
 * nosniff, a sandboxing CSP, and `attachment` for anything but images, audio and video.
 */
export async function registerMediaRoutes(app: FastifyInstance, mediaRoot: string): Promise<void> {
  await mkdir(mediaRoot, { recursive: true });
  const realRoot = await realpath(mediaRoot);

  await app.register(fastifyStatic, {
    root: mediaRoot,
    prefix: publicMediaPrefix,
    // The SPA registers @fastify/static too and owns reply.sendFile.
    decorateReply: false,
    index: false,
    list: false,
    redirect: false,
    dotfiles: 'deny',
    cacheControl: false,
    allowedPath: (pathname) => relativeMediaPathPattern.test(pathname.replace(/^\//, '')),
    // A symlink planted in the media tree must not expose files elsewhere on the disk.
    onFile: async (selectedPath) => {
      const real = await realpath(selectedPath);
      if (!real.startsWith(realRoot + path.sep)) throw new AppError('ERR_NOT_FOUND');
    },
    setHeaders(reply) {
      reply.header('x-content-type-options', 'nosniff');
      reply.header('content-security-policy', "default-src 'none'; sandbox");
      // Names are never reused, but a removed file should not outlive its deletion in shared caches.
      reply.header('cache-control', 'private, max-age=86400');
      if (!inlineType.test(String(reply.getHeader('content-type') ?? '')))
        reply.header('content-disposition', 'attachment');
    },
  });
}
