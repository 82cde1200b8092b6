import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Loaded by customers' sites (the web chat widget's script): no anti-framing headers. */
    embeddable?: boolean;
  }
}

const frameAncestors = "frame-ancestors 'none'";

/**
 * Anti-framing on every answer (pages, API, errors, media): `Content-Security-Policy:
 * frame-ancestors 'none'` (added to a policy the route already set) and `X-Frame-Options: DENY`,
 * so no other site can frame the app for clickjacking. Routes marked `config: { embeddable: true }`
 * are left alone.
 */
export function registerFrameHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (request.routeOptions.config?.embeddable) return;
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy !== 'string' || policy === '') reply.header('content-security-policy', frameAncestors);
    else if (!policy.includes('frame-ancestors'))
      reply.header('content-security-policy', `${policy}; ${frameAncestors}`);
    reply.header('x-frame-options', 'DENY');
  });
}
